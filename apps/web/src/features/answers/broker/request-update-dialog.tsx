import { useMutation } from '@apollo/client/react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { ANSWER_LIMITS, ANSWER_MESSAGES, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { RequestAnswerUpdateDocument } from './broker-answers-documents';

export const REQUEST_UPDATE_TITLE = 'Request Update';

/** The answer whose update is asked: spec 2 §7 Request an answer update (project, product, section, question). */
export interface RequestedAnswer {
  projectId: string;
  productId: string;
  sectionId: string;
  questionId: string;
}

interface RequestUpdateDialogProps {
  answer: RequestedAnswer;
  questionLabel: string;
  onClose: () => void;
}

/**
 * Spec 2 §7 Request an answer update with its Notes (at most 500 characters, spec 2 §5; an empty note is sent as
 * the default 'An update to this answer has been requested' by the server), and spec 2 §8's toasts.
 */
export function RequestUpdateDialog({ answer, questionLabel, onClose }: RequestUpdateDialogProps) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [notes, setNotes] = useState('');
  const [send, { loading }] = useMutation(RequestAnswerUpdateDocument);
  const max = ANSWER_LIMITS.requestNote;
  const tooLong = notes.trim().length > max;
  const submit = async () => {
    try {
      await send({ variables: { input: { ...answer, notes: notes.trim() } } });
      enqueueSnackbar(ANSWER_MESSAGES.requestSent, { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(ANSWER_MESSAGES.requestFailed, { variant: 'error' });
    }
  };
  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{REQUEST_UPDATE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`}>{questionLabel}</DialogContentText>
        <TextField
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={ANSWER_MESSAGES.requestedNote}
          fullWidth
          multiline
          minRows={4}
          margin="normal"
          error={tooLong}
          helperText={tooLong ? MESSAGES.maxLength(max) : `${notes.trim().length}/${max}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={loading || tooLong}>
          Send Request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
