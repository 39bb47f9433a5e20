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
import { ConflictDialog } from '../../../components/conflict-dialog';
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
  /** Reloads the page's data (after a conflict, to show the saved table beside what was typed). */
  reload: () => Promise<unknown>;
}

/** What the member typed, and the version of the table it was typed over. */
interface TableDraft {
  data: ClientTableData;
  baseVersion: number;
}

/**
 * One table of the client data page: its client-response cells filled in while editable, saved at the version they
 * were typed over. A save that meets a newer version is refused by the server (nothing of it is written); what was
 * typed stays, and the member chooses between the saved table (Use Saved) and saving theirs over it (Keep Mine).
 */
export function ClientTableFill({ projectId, table, editable, onDirtyChange, reload }: ClientTableFillProps) {
  const saved = useMemo(() => tableDataOf(table.data), [table.data]);
  const [draft, setDraft] = useState<TableDraft | null>(null);
  const [conflict, setConflict] = useState(false);
  const [fill, { loading }] = useMutation(FillClientTableDocument);
  const { enqueueSnackbar } = useSnackbar();
  const shown = draft?.data ?? saved;
  const errors = useMemo(() => cellProblems(shown), [shown]);
  const dirty = draft !== null;

  useEffect(() => onDirtyChange(table.id, dirty), [onDirtyChange, table.id, dirty]);

  const change = (rowId: string, columnId: string, cell: ClientTableCell) =>
    setDraft((current) => ({
      data: withCell(current?.data ?? saved, rowId, columnId, cell),
      baseVersion: current?.baseVersion ?? table.version,
    }));

  const save = async (sent: TableDraft) => {
    try {
      const { data } = await fill({
        variables: { projectId, id: table.id, version: sent.baseVersion, data: sent.data },
      });
      const savedVersion = data?.fillClientTable.version ?? sent.baseVersion + 1;
      // What was typed while the save was on its way is kept, now over the version just saved.
      setDraft((current) => (current === sent ? null : current && { ...current, baseVersion: savedVersion }));
      setConflict(false);
    } catch (error) {
      if (errorCode(error) !== ERROR_CODES.conflict) {
        enqueueSnackbar(CLIENT_TABLE_MESSAGES.saveFailed(toUserMessage(error)), { variant: 'error' });
        return;
      }
      await reload().then(
        () => setConflict(true),
        (reloadError: unknown) =>
          enqueueSnackbar(CLIENT_TABLE_MESSAGES.saveFailed(toUserMessage(reloadError)), { variant: 'error' }),
      );
    }
  };

  const takeSaved = () => {
    setDraft(null);
    setConflict(false);
  };

  const keepMine = (mine: TableDraft) => {
    const overSaved = { data: mine.data, baseVersion: table.version };
    setDraft(overSaved);
    void save(overSaved);
  };

  return (
    <Stack spacing={2}>
      <ClientTableGrid
        label={table.name}
        data={shown}
        editable={(column) => editable && column.meta.clientResponse}
        errors={errors}
        onCellChange={change}
      />
      {editable ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => draft && save(draft)}
            disabled={!dirty || loading || Object.keys(errors).length > 0}
          >
            Save
          </Button>
        </Box>
      ) : null}
      {conflict && draft ? (
        <ConflictDialog
          title={CLIENT_TABLE_MESSAGES.conflict}
          subject={table.name}
          stacked
          busy={loading}
          mine={() => <ClientTableGrid label="Yours" data={draft.data} />}
          saved={() => <ClientTableGrid label="Saved" data={saved} />}
          onUseSaved={takeSaved}
          onKeepMine={() => keepMine(draft)}
        />
      ) : null}
    </Stack>
  );
}
