import { useSession } from '../../lib/session/session-context';
import { AdminHome } from '../admin/home/admin-home';
import { GuestWelcome } from './guest-welcome';
import { SignedInHome } from './signed-in-home';

/** Spec 1 §2: visitors get a welcome, administrators an admin home, other users a home card for their account. */
export function HomePage() {
  const { profile } = useSession();
  if (profile === null) return <GuestWelcome />;
  return profile.type === 'ADMIN' ? <AdminHome profile={profile} /> : <SignedInHome profile={profile} />;
}
