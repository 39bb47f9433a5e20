import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { FAQ_TEXT_MAX, FAQ_TEXTS, faqTextSchema } from '@shortlist/domain';
import { useId, useState } from 'react';
import { toUserMessage } from '../../lib/errors';

interface FaqTextDialogProps {
  title: string;
  label: string;
  initialText?: string;
  /** Shown above the field: what the text answers or is about. */
  context?: string | null;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** A question, reply, clarification question or edit: one text, required (spec 3 §5), and the server's refusal. */
export function FaqTextDialog({
  title,
  label,
  initialText = '',
  context,
  submitLabel,
  onSubmit,
  onClose,
}: FaqTextDialogProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = faqTextSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data.text);
      onClose();
    } catch (failure) {
      setError(toUserMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {context ? <p>{context}</p> : null}
        <TextField
          label={label}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          required
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: FAQ_TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {FAQ_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
