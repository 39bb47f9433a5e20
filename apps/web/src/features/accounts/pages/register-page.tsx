import { useSearchParams } from 'react-router';
import { PageProgress } from '../../../components/page-progress';
import { RegisterForm } from '../components/register-form';
import { useInvitation } from '../hooks/use-invitation';

/** Self-registration, or joining a company through an invitation link (`?token=`). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const { loading, invitation } = useInvitation(token);
  if (loading) return <PageProgress />;
  return <RegisterForm token={token} invitation={invitation} />;
}
