import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { CLIENT_TABLE_LIMITS, type ClientTableData, clientTableProblems, newClientTableData } from '@shortlist/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ClientTableFieldsFragment } from '../../../gql/graphql';
import { toUserMessage } from '../../../lib/errors';
import { CreateClientTableDocument, UpdateClientTableDocument } from '../client-tables-documents';
import { tableDataOf } from '../table/client-table-model';
import type { TableDataUpdate } from './design-row';
import { TableDesignGrid } from './table-design-grid';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

interface ClientTableDialogProps {
  projectId: string;
  /** The table edited; none to create one. */
  table: ClientTableFieldsFragment | null;
  onClose: () => void;
  /** Called once the table is saved (the page reloads its list). */
  onSaved: () => void;
}

interface Draft {
  name: string;
  visibleToVendor: boolean;
  data: ClientTableData;
}

const draftOf = (table: ClientTableFieldsFragment | null): Draft =>
  table
    ? { name: table.name, visibleToVendor: table.visibleToVendor, data: tableDataOf(table.data) }
    : { name: '', visibleToVendor: false, data: newClientTableData(() => crypto.randomUUID()) };

const NO_PROBLEMS: Readonly<Record<string, string>> = {};

/** The field problems worth a summary above the grid: the table's shape (columns, rows). */
const shapeProblems = (problems: Readonly<Record<string, string>>) => [problems.columns, problems.rows].filter(Boolean);

/**
 * Spec 2 §9 Create/Edit Client Table dialog (design mode): title (trimmed, required, at most 50), Visible to vendor,
 * the table's columns, rows and cells. Closing with unsaved changes asks Save or Discard Changes (spec 2 §4).
 */
export function ClientTableDialog({ projectId, table, onClose, onSaved }: ClientTableDialogProps) {
  const titleId = useId();
  const initial = useMemo(() => draftOf(table), [table]);
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [create, creating] = useMutation(CreateClientTableDocument);
  const [update, updating] = useMutation(UpdateClientTableDocument);
  const busy = creating.loading || updating.loading;
  const updateData = useCallback<TableDataUpdate>(
    (change) => setDraft((current) => ({ ...current, data: change(current.data) })),
    [],
  );
  const dirty = draft !== initial;
  const problems = useMemo(() => clientTableProblems(draft.name, draft.data), [draft]);
  const shown = tried ? problems : NO_PROBLEMS;

  const save = async () => {
    setTried(true);
    setAsking(false);
    if (Object.keys(problems).length > 0) return;
    const input = { name: draft.name, visibleToVendor: draft.visibleToVendor, data: draft.data };
    try {
      if (table) await update({ variables: { projectId, id: table.id, version: table.version, input } });
      else await create({ variables: { projectId, input } });
      onSaved();
      onClose();
    } catch (error) {
      setFailure(toUserMessage(error));
    }
  };

  const close = () => (dirty ? setAsking(true) : onClose());

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{table ? 'Edit Client Table' : 'Create Client Table'}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Title"
            required
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            error={Boolean(shown.name)}
            helperText={shown.name ?? `${draft.name.trim().length}/${CLIENT_TABLE_LIMITS.title}`}
            sx={{ flexGrow: 1 }}
          />
          <FormControlLabel
            label="Visible to vendor"
            control={
              <Switch
                checked={draft.visibleToVendor}
                onChange={(event) => setDraft({ ...draft, visibleToVendor: event.target.checked })}
              />
            }
          />
        </Stack>
        {shapeProblems(shown).map((problem) => (
          <Alert key={problem} severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        ))}
        <Box sx={{ mt: 2 }}>
          <TableDesignGrid data={draft.data} update={updateData} errors={shown} />
        </Box>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
      <UnsavedChangesDialog
        open={asking}
        busy={busy}
        onSave={save}
        onDiscard={onClose}
        onCancel={() => setAsking(false)}
      />
    </Dialog>
  );
}
