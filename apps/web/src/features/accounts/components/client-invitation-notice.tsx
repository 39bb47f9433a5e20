import { Alert } from '@mui/material';
import type { Invitation } from '../accounts-api';

/** Spec 2 §1 /register?token for a client member: names the inviting project and broker. */
export function ClientInvitationNotice({ invitation }: { invitation: Invitation }) {
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {invitation.brokerName} invited you to fill in client data for the project {invitation.project?.name} on
      Shortlist. Register to take part; your e-mail address comes from the invitation.
    </Alert>
  );
}
