import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { FAQ_REJECT_REASON_MAX, FAQ_TEXT_MAX, FAQ_TEXTS, faqRejectSchema } from '@shortlist/domain';
import { useId, useState } from 'react';
import { toUserMessage } from '../../lib/errors';
import type { FaqItem } from './faq-model';

interface DecisionProps<Value> {
  item: FaqItem;
  onDecide: (value: Value) => Promise<unknown>;
  onClose: () => void;
}

/** Runs a decision, closing on success and keeping the server's refusal in view otherwise. */
function useDecision<Value>({ onDecide, onClose }: Pick<DecisionProps<Value>, 'onDecide' | 'onClose'>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (value: Value) => {
    setBusy(true);
    try {
      await onDecide(value);
      onClose();
    } catch (failure) {
      setError(toUserMessage(failure));
      setBusy(false);
    }
  };
  return { error, setError, busy, decide };
}

/**
 * Spec 2 §4 Publish asks for confirmation; ticking 'Make the question private' publishes it to its asker only. An
 * optional Reply is published with it in the same step, so suppliers never read the question unanswered (spec 2 §4
 * allows publishing without an answer: an empty Reply sends none).
 */
export function FaqPublishDialog({
  item,
  onDecide,
  onClose,
}: DecisionProps<{ makePublic: boolean; reply: string | null }>) {
  const id = useId();
  const [makePrivate, setMakePrivate] = useState(false);
  const [reply, setReply] = useState('');
  const { error, setError, busy, decide } = useDecision({ onDecide, onClose });
  const publish = () => decide({ makePublic: !makePrivate, reply: reply.trim() || null });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{FAQ_TEXTS.publishTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{item.text}</DialogContentText>
        <TextField
          label={FAQ_TEXTS.reply}
          value={reply}
          onChange={(event) => {
            setReply(event.target.value);
            setError(null);
          }}
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          helperText={FAQ_TEXTS.publishReplyHelp}
          slotProps={{ htmlInput: { maxLength: FAQ_TEXT_MAX } }}
        />
        <FormControlLabel
          label={FAQ_TEXTS.makePrivate}
          control={<Checkbox checked={makePrivate} onChange={(_event, checked) => setMakePrivate(checked)} />}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {FAQ_TEXTS.cancel}
        </Button>
        <Button variant="contained" disabled={busy} onClick={publish}>
          {FAQ_TEXTS.publish}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec 2 §4 Reject with a reason: required, trimmed, at most 100 characters (spec 3 §5). */
export function FaqRejectDialog({ item, onDecide, onClose }: DecisionProps<{ reason: string }>) {
  const id = useId();
  const [reason, setReason] = useState('');
  const { error, setError, busy, decide } = useDecision({ onDecide, onClose });
  const submit = () => {
    const parsed = faqRejectSchema.safeParse({ reason });
    if (parsed.success) decide(parsed.data);
    else setError(parsed.error.issues[0]?.message ?? null);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{FAQ_TEXTS.rejectTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{item.text}</DialogContentText>
        <TextField
          label={FAQ_TEXTS.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          required
          fullWidth
          margin="normal"
          error={Boolean(error)}
          helperText={error ?? `${reason.trim().length}/${FAQ_REJECT_REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {FAQ_TEXTS.cancel}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={submit}>
          {FAQ_TEXTS.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
