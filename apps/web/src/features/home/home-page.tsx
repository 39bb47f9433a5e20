import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session';
import { AdminHome } from '../admin';
import { GuestHome } from '../public';

// Visitors see their home at once; the signed-in homes (calendar, project lists) load only for signed-in users.
const SignedInHome = lazyNamed(() => import('./signed-in-home'), 'SignedInHome');

/** Spec 1 §2: visitors get the marketing home, administrators an admin home, other users a home card for their account. */
export function HomePage() {
  const { profile } = useSession();
  if (profile === null) return <GuestHome />;
  return profile.type === 'ADMIN' ? <AdminHome profile={profile} /> : <SignedInHome profile={profile} />;
}
