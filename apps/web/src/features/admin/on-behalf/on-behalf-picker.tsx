import { Suspense, useEffect } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { clearOnBehalfChoice } from '../../../lib/on-behalf';
import { useSession } from '../../../lib/session';

// Only administrators see the select, so its code (and the select's MUI parts) load for them alone.
const OnBehalfSelect = lazyNamed(() => import('./on-behalf-select'), 'OnBehalfSelect');

/**
 * Spec 1 §2 company picker 'Manage on behalf of' (administrators only): the companies that allow on-behalf
 * management plus the administrator's own company (choosing it stops acting on behalf). The choice is kept for the
 * browser session and the application reloads at the root.
 */
export function OnBehalfPicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const { profile } = useSession();
  useEffect(() => {
    // Signing out ends acting on behalf; the next account in this tab starts as itself.
    if (profile === null) clearOnBehalfChoice();
  }, [profile]);
  if (profile === null || profile.type !== 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <OnBehalfSelect profile={profile} fullWidth={fullWidth} />
    </Suspense>
  );
}
