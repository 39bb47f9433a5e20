import { Alert } from '@mui/material';
import type { Invitation } from '../accounts-api';

/** Spec 2 §2 /register?token: names the inviting project and broker company. */
export function SupplierInvitationNotice({ invitation }: { invitation: Invitation }) {
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {invitation.brokerName} invited you to the project {invitation.project?.name} on Shortlist. Register your company
      to take part; your e-mail address comes from the invitation.
    </Alert>
  );
}
