import { Alert, AlertTitle, Button } from '@mui/material';
import { INVITATION_TEXTS, invitationBanner, type ParticipationStatus, type ProjectStatus } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';

interface InvitationBannerProps {
  status: ProjectStatus;
  participationStatus: ParticipationStatus;
  signedIn: boolean;
  registerHref: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** Spec 2 §4 Invitation banner of the supplier's preview (the rules are the domain's invitationBanner). */
export function InvitationBanner({
  status,
  participationStatus,
  signedIn,
  registerHref,
  onAccept,
  onDecline,
}: InvitationBannerProps) {
  const banner = invitationBanner(status, participationStatus, signedIn);
  if (banner.kind === 'NONE') return null;
  if (banner.kind === 'ANSWERED') {
    const decline = banner.canDecline ? (
      <Button color="inherit" onClick={onDecline}>
        Decline Invitation
      </Button>
    ) : undefined;
    return (
      <Alert severity={banner.title === 'Accepted' ? 'success' : 'info'} action={decline}>
        <AlertTitle>{banner.title}</AlertTitle>
      </Alert>
    );
  }
  const action =
    banner.action === 'ACCEPT' ? (
      <Button variant="contained" onClick={onAccept} disabled={!banner.canAct}>
        Accept Invitation
      </Button>
    ) : banner.action === 'REGISTER' ? (
      <Button variant="contained" component={RouterLink} to={registerHref}>
        Register Profile
      </Button>
    ) : (
      <Button variant="contained" disabled>
        Awaiting Registration Complete
      </Button>
    );
  return (
    <Alert severity="info" action={action}>
      {INVITATION_TEXTS.invitation}
    </Alert>
  );
}
