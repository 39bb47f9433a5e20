import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session/session-context';
import { GuestWelcome } from './guest-welcome';

// Visitors see the welcome at once; the signed-in homes (calendar, project lists) load only for signed-in users.
const AdminHome = lazyNamed(() => import('../admin/admin-pages'), 'AdminHome');
const SignedInHome = lazyNamed(() => import('./signed-in-home'), 'SignedInHome');

/** Spec 1 §2: visitors get a welcome, administrators an admin home, other users a home card for their account. */
export function HomePage() {
  const { profile } = useSession();
  if (profile === null) return <GuestWelcome />;
  return profile.type === 'ADMIN' ? <AdminHome profile={profile} /> : <SignedInHome profile={profile} />;
}
