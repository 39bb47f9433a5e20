import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { BILLING_MESSAGES } from '@shortlist/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRICING_PATH } from '../../public';

interface InvitationLimitDialogProps {
  /** The plan's usersCount and the company's users, when known. */
  limit: { current: number | null; max: number | null; message?: string } | null;
  onClose: () => void;
}

/**
 * Spec 1 §8: 'User Invitation Limit Reached' with current/max, buttons Cancel and View Pricing Plans. The text is the
 * spec's sentence for the plan's maximum, or the server's own when it gave no numbers.
 */
export function InvitationLimitDialog({ limit, onClose }: InvitationLimitDialogProps) {
  const id = useId();
  const text =
    limit?.max !== null && limit?.max !== undefined
      ? BILLING_MESSAGES.invitationLimit(limit.max)
      : (limit?.message ?? '');
  const usage =
    limit !== null && limit.current !== null && limit.max !== null ? `${limit.current}/${limit.max} users` : null;
  return (
    <Dialog open={limit !== null} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{BILLING_MESSAGES.invitationLimitTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {usage ? <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{usage}</DialogContentText> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" component={RouterLink} to={PRICING_PATH}>
          View Pricing Plans
        </Button>
      </DialogActions>
    </Dialog>
  );
}
