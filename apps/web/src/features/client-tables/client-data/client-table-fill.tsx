import { useMutation } from '@apollo/client/react';
import { Box, Button, Stack } from '@mui/material';
import {
  CLIENT_TABLE_MESSAGES,
  type ClientTableCell,
  type ClientTableData,
  cellProblems,
  ERROR_CODES,
  withCell,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import type { ClientTableFieldsFragment } from '../../../gql/graphql';
import { errorCode, toUserMessage } from '../../../lib/errors';
import { FillClientTableDocument } from '../client-tables-documents';
import { ClientTableGrid } from '../table/client-table-grid';
import { tableDataOf } from '../table/client-table-model';

interface ClientTableFillProps {
  projectId: string;
  table: ClientTableFieldsFragment;
  editable: boolean;
  /** Told whether the table has unsaved changes. */
  onDirtyChange: (tableId: string, dirty: boolean) => void;
  /** Reloads the page's data (after a conflict). */
  reload: () => Promise<unknown>;
}

/**
 * One table of the client data page: its client-response cells filled in while editable, saved at the version they
 * were typed over. A save that meets a newer version is told of the conflict (nothing of it is written) and the page
 * reloads the saved table.
 */
export function ClientTableFill({ projectId, table, editable, onDirtyChange, reload }: ClientTableFillProps) {
  const saved = useMemo(() => tableDataOf(table.data), [table.data]);
  const [draft, setDraft] = useState<ClientTableData>(saved);
  const [fill, { loading }] = useMutation(FillClientTableDocument);
  const { enqueueSnackbar } = useSnackbar();
  const dirty = draft !== saved;
  const errors = useMemo(() => cellProblems(draft), [draft]);

  useEffect(() => onDirtyChange(table.id, dirty), [onDirtyChange, table.id, dirty]);

  const change = (rowId: string, columnId: string, cell: ClientTableCell) =>
    setDraft((current) => withCell(current, rowId, columnId, cell));

  const save = async () => {
    try {
      await fill({ variables: { projectId, id: table.id, version: table.version, data: draft } });
    } catch (error) {
      enqueueSnackbar(CLIENT_TABLE_MESSAGES.saveFailed(toUserMessage(error)), { variant: 'error' });
      if (errorCode(error) === ERROR_CODES.conflict) await reload();
    }
  };

  return (
    <Stack spacing={2}>
      <ClientTableGrid
        label={table.name}
        data={draft}
        editable={(column) => editable && column.meta.clientResponse}
        errors={errors}
        onCellChange={change}
      />
      {editable ? (
        <Box>
          <Button variant="outlined" onClick={save} disabled={!dirty || loading || Object.keys(errors).length > 0}>
            Save
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
