import { Alert } from '@mui/material';
import type { Invitation } from '../accounts-api';

/** Who invited the user to which company: 'Olivia Owner invited you to join Northwind Brokers on Shortlist.' */
export function invitationText(invitation: Invitation): string {
  const company = invitation.userData.companyName || 'a company';
  const inviter = invitation.inviterName?.trim();
  return inviter
    ? `${inviter} invited you to join ${company} on Shortlist.`
    : `You have been invited to join ${company} on Shortlist.`;
}

export function InvitationNotice({ invitation }: { invitation: Invitation }) {
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {invitationText(invitation)} Your e-mail address and company come from the invitation.
    </Alert>
  );
}
