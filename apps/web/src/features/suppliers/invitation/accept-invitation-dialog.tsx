import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { INVITATION_TEXTS } from '@shortlist/domain';
import { useId } from 'react';

interface AcceptInvitationDialogProps {
  open: boolean;
  projectName: string;
  productName: string;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * Spec 2 §4 Accept form: the project and the product, read-only here because the invitation names one of the
 * company's products.
 */
export function AcceptInvitationDialog({
  open,
  projectName,
  productName,
  busy,
  onAccept,
  onCancel,
}: AcceptInvitationDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{INVITATION_TEXTS.acceptTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Project" value={projectName} slotProps={{ input: { readOnly: true } }} required />
          <TextField label="Product" value={productName} slotProps={{ input: { readOnly: true } }} required />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onAccept} variant="contained" disabled={busy}>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
