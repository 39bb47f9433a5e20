import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { INVITATION_TEXTS } from '@shortlist/domain';
import { useId, useState } from 'react';

export interface OwnProductChoice {
  id: string;
  name: string;
}

interface AcceptInvitationDialogProps {
  open: boolean;
  projectName: string;
  productName: string;
  /** The company's products to choose from when the invitation was sent by e-mail only; else the product is fixed. */
  choices: readonly OwnProductChoice[] | null;
  busy: boolean;
  onAccept: (ownProductId: string | null) => void;
  onCancel: () => void;
}

/**
 * Spec 2 §4 Accept form: project and product required. The product is read-only when the invitation names one of the
 * company's products, else one of them is chosen.
 */
export function AcceptInvitationDialog({
  open,
  projectName,
  productName,
  choices,
  busy,
  onAccept,
  onCancel,
}: AcceptInvitationDialogProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{INVITATION_TEXTS.acceptTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Project" value={projectName} slotProps={{ input: { readOnly: true } }} required />
          {choices ? (
            <TextField
              select
              label="Product"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              helperText={`Invited as ${productName}`}
              required
            >
              {choices.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField label="Product" value={productName} slotProps={{ input: { readOnly: true } }} required />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={() => onAccept(choices ? chosen : null)}
          variant="contained"
          disabled={busy || (choices !== null && !chosen)}
        >
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
