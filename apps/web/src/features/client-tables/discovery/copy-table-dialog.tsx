import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { CLIENT_TABLE_MESSAGES } from '@shortlist/domain';
import { useId, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { ClientTableCopySourcesDocument, CopyClientTableDocument } from '../client-tables-documents';

interface CopyTableDialogProps {
  projectId: string;
  onClose: () => void;
  onCopied: () => void;
}

/** Spec 2 §5: copy a table from another project; the project and the table are both required. */
export function CopyTableDialog({ projectId, onClose, onCopied }: CopyTableDialogProps) {
  const titleId = useId();
  const { data, loading } = useQuery(ClientTableCopySourcesDocument, {
    variables: { projectId },
    fetchPolicy: 'network-only',
  });
  const [copy, { loading: copying }] = useMutation(CopyClientTableDocument);
  const [sourceProjectId, setSourceProjectId] = useState('');
  const [sourceTableId, setSourceTableId] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sources = data?.clientTableCopySources ?? [];
  const tables = sources.find((source) => source.id === sourceProjectId)?.tables ?? [];

  const submit = async () => {
    setTried(true);
    if (!sourceProjectId || !sourceTableId) return;
    try {
      await copy({ variables: { projectId, sourceProjectId, sourceTableId } });
      onCopied();
      onClose();
    } catch (error) {
      setFailure(toUserMessage(error));
    }
  };

  const requiredError = (value: string) => (tried && !value ? CLIENT_TABLE_MESSAGES.required : undefined);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Copy From Another Project</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!loading && sources.length === 0 ? (
            <Alert severity="info">No other project has client tables yet.</Alert>
          ) : null}
          <TextField
            select
            label="Project"
            required
            value={sourceProjectId}
            onChange={(event) => {
              setSourceProjectId(event.target.value);
              setSourceTableId('');
            }}
            error={Boolean(requiredError(sourceProjectId))}
            helperText={requiredError(sourceProjectId)}
          >
            {sources.map((source) => (
              <MenuItem key={source.id} value={source.id}>
                {source.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Table"
            required
            value={sourceTableId}
            onChange={(event) => setSourceTableId(event.target.value)}
            disabled={!sourceProjectId}
            error={Boolean(requiredError(sourceTableId))}
            helperText={requiredError(sourceTableId)}
          >
            {tables.map((table) => (
              <MenuItem key={table.id} value={table.id}>
                {table.name}
              </MenuItem>
            ))}
          </TextField>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={copying}>
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
