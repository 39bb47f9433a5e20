import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatDateTime } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { DetailList } from '../../../components/detail-list';
import { toUserMessage } from '../../../lib/errors';
import { QUESTION_TYPE_LABELS } from '../../question-editor';
import {
  LIBRARY_REFETCH,
  LibraryQuestionHistoryDocument,
  RestoreLibraryQuestionVersionDocument,
} from '../library-documents';
import type { LibraryQuestion } from '../library-model';

interface QuestionHistoryDialogProps {
  question: LibraryQuestion;
  onClose: () => void;
}

/**
 * Spec 3 §3, §4 the question's history: its versions, newest first (who saved each and when); a version can be
 * viewed, and restored where the question may be edited, which makes it the newest version.
 */
export function QuestionHistoryDialog({ question, onClose }: QuestionHistoryDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const history = useQuery(LibraryQuestionHistoryDocument, {
    variables: { id: question.id },
    fetchPolicy: 'network-only',
  });
  const [restore, restoring] = useMutation(RestoreLibraryQuestionVersionDocument, {
    refetchQueries: [...LIBRARY_REFETCH, LibraryQuestionHistoryDocument],
    awaitRefetchQueries: true,
  });
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const entries = history.data?.libraryQuestionHistory ?? [];
  const current = entries[0];
  const viewed = entries.find((entry) => entry.id === viewedId) ?? current;

  const restoreViewed = async () => {
    if (!viewed || !current) return;
    setFailure(null);
    try {
      await restore({ variables: { id: question.id, version: current.version, versionId: viewed.id } });
    } catch (error) {
      setFailure(toUserMessage(error));
      await history.refetch();
      return;
    }
    enqueueSnackbar('Question version has been restored', { variant: 'success' });
    setViewedId(null);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Question History</DialogTitle>
      <DialogContent>
        {history.loading ? <LinearProgress aria-label="Loading history" /> : null}
        {history.error || failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure ?? toUserMessage(history.error)}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <List dense aria-label="Versions" sx={{ width: { sm: 280 }, flexShrink: 0 }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <ListItemButton
                  selected={entry.id === viewed?.id}
                  aria-current={entry.id === viewed?.id ? 'true' : undefined}
                  onClick={() => setViewedId(entry.id)}
                >
                  <ListItemText
                    primary={`Version ${entry.version}${entry.id === current?.id ? ' (current)' : ''}`}
                    secondary={`${formatDateTime(entry.updatedAt)}${entry.updatedBy ? ` · ${entry.updatedBy}` : ''}`}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
          {viewed ? (
            <Box component="section" aria-label={`Version ${viewed.version}`} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {viewed.question.label}
              </Typography>
              <DetailList
                details={[
                  { label: 'Type', value: QUESTION_TYPE_LABELS[viewed.question.type] },
                  { label: 'Helper Text', value: viewed.question.helperText },
                  { label: 'Options', value: (viewed.question.options ?? []).map((option) => option.label).join(', ') },
                ].filter((detail) => detail.value !== '')}
              />
            </Box>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {question.permissions.edit && viewed && viewed.id !== current?.id ? (
          <Button variant="contained" disabled={restoring.loading} onClick={() => void restoreViewed()}>
            Restore
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
