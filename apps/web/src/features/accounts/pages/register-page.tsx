import { Alert, Link } from '@mui/material';
import { MESSAGES } from '@shortlist/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { PageProgress } from '../../../components/page-progress';
import { SIGN_IN_PATH } from '../../../lib/paths';
import { RegisterForm } from '../components/register-form';
import { useInvitation } from '../hooks/use-invitation';

/** Self-registration, or joining a company through an invitation link (`?token=`). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const { loading, invitation } = useInvitation(token);
  if (loading) return <PageProgress />;
  if (token !== null && invitation === null) return <InvalidInvitationLink />;
  return <RegisterForm token={token} invitation={invitation} />;
}

/** An unknown, used or expired invitation link. */
function InvalidInvitationLink() {
  return (
    <CardPageLayout title="Register">
      <Alert severity="error">{MESSAGES.invalidLink}</Alert>
      <Link component={RouterLink} to={SIGN_IN_PATH} sx={{ display: 'inline-block', mt: 2 }}>
        Sign In
      </Link>
    </CardPageLayout>
  );
}
