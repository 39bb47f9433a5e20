import { Alert, Link } from '@mui/material';
import { BILLING_MESSAGES } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { PRICING_PATH } from '../../public';
import type { InvitationAllowanceState } from '../hooks/use-invitation-allowance';

/**
 * Spec 1 §8: without an active subscription 'Please activate your subscription to invite users.'; otherwise, when the
 * plan has a user limit, 'N invitation(s) remaining (current/max users)' with an Upgrade plan link.
 */
export function InvitationAllowanceNotice({ allowance }: { allowance: InvitationAllowanceState['allowance'] }) {
  if (allowance === null) return null;
  if (!allowance.active) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {BILLING_MESSAGES.activateToInvite}
      </Alert>
    );
  }
  if (allowance.max === null || allowance.remaining === null) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Link component={RouterLink} to={PRICING_PATH} color="inherit" sx={{ alignSelf: 'center', mr: 1 }}>
          Upgrade plan
        </Link>
      }
    >
      {BILLING_MESSAGES.invitationsRemaining(allowance.remaining, allowance.current, allowance.max)}
    </Alert>
  );
}
