import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { MESSAGES, productDeadlineProblem } from '@shortlist/domain';
import { useId, useState } from 'react';
import { fromDateInput, toDateInput } from '../../../lib/project-dates';

export const SET_DEADLINE_TITLE = 'Set Deadline';

interface SetDeadlineDialogProps {
  supplierName: string;
  deadline: string | null;
  /** Resolves true when the deadline was set. */
  onSave: (deadline: string) => Promise<boolean>;
  onClose: () => void;
}

/** A typed or picked day as the deadline, held like the project's dates (the day in America/New_York). */
function deadlineProblem(text: string): string | null {
  const day = fromDateInput(text);
  if (!day) return text ? MESSAGES.date : MESSAGES.required;
  return productDeadlineProblem(day);
}

/**
 * Spec 2 §7 Submit product answers with a deadline: the day by which this product's answers are due, later than now.
 */
export function SetDeadlineDialog({ supplierName, deadline, onSave, onClose }: SetDeadlineDialogProps) {
  const id = useId();
  const [text, setText] = useState(() => toDateInput(deadline));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = deadlineProblem(text);
  const save = async () => {
    setTouched(true);
    const day = fromDateInput(text);
    if (problem || !day) return;
    setBusy(true);
    const saved = await onSave(day.toISOString());
    setBusy(false);
    if (saved) onClose();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-supplier`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{SET_DEADLINE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-supplier`}>{supplierName}</DialogContentText>
        <TextField
          type="date"
          label="Deadline"
          required
          fullWidth
          margin="normal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={touched ? problem : null}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
