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
  FormGroup,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface ChecklistItem {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
}

interface ChecklistDialogProps {
  title: string;
  /** The line under the title. */
  intro: string;
  items: readonly ChecklistItem[];
  onToggle: (id: string, checked: boolean) => void;
  /** Shown under the checklist, before the error (e.g. the winners' sensitivity panel). */
  children?: ReactNode;
  error: string | null;
  submitLabel: string;
  /** While the submission runs: every control is disabled and the dialog does not close. */
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * A dialog with one checkbox per item, an error alert, Cancel and a submit button that needs at least one item
 * checked (Select Winners, Send debriefs). Mount it while open.
 */
export function ChecklistDialog({
  title,
  intro,
  items,
  onToggle,
  children,
  error,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: ChecklistDialogProps) {
  const titleId = useId();
  const noneChecked = !items.some((item) => item.checked);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intro}</DialogContentText>
        <FormGroup sx={{ mt: 1 }}>
          {items.map((item) => (
            <FormControlLabel
              key={item.id}
              control={
                <Checkbox
                  checked={item.checked}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                  disabled={busy || item.disabled}
                />
              }
              label={item.label}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
        </FormGroup>
        {children}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy || noneChecked}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
