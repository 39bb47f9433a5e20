import { useSession } from '../../lib/session/session-context';
import { GuestWelcome } from './guest-welcome';
import { SignedInHome } from './signed-in-home';

/** Spec 1 §2: visitors get a welcome, signed-in users a home card for their kind of account. */
export function HomePage() {
  const { profile } = useSession();
  return profile === null ? <GuestWelcome /> : <SignedInHome profile={profile} />;
}
