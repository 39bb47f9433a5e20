import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';

/** Shown after self-registration: the account waits for its e-mail address to be confirmed. */
export function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const email = params.get('email') || null;
  return (
    <StatusPage
      title="Confirm Your E-mail"
      message={`We have sent a confirmation e-mail to ${email ?? 'your e-mail address'}. Please follow the link in it to activate your account.`}
      actions={email === null ? undefined : <ResendConfirmationButton email={email} />}
    >
      <Typography color="text.secondary">
        If it has not arrived within a few minutes, please check your spam folder.
      </Typography>
    </StatusPage>
  );
}
