import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

interface UnsavedChangesDialogProps {
  open: boolean;
  busy?: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Spec 2 §4: closing a table edit with unsaved changes asks Save or Discard Changes. */
export function UnsavedChangesDialog({ open, busy, onSave, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>Unsaved Changes</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          The table has unsaved changes. Do you want to save them?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} disabled={busy}>
          Discard Changes
        </Button>
        <Button variant="contained" onClick={onSave} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
