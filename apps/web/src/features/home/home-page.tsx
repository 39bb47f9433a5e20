import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session/session-context';
import { GuestHome } from '../public/guest-home';

// Visitors see their home at once; the signed-in homes (calendar, project lists) load only for signed-in users.
const AdminHome = lazyNamed(() => import('../admin/admin-pages'), 'AdminHome');
const SignedInHome = lazyNamed(() => import('./signed-in-home'), 'SignedInHome');

/** Spec 1 §2: visitors get the marketing home, administrators an admin home, other users a home card for their account. */
export function HomePage() {
  const { profile } = useSession();
  if (profile === null) return <GuestHome />;
  return profile.type === 'ADMIN' ? <AdminHome profile={profile} /> : <SignedInHome profile={profile} />;
}
