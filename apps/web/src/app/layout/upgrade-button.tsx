import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSubscription } from '../../features/billing';
import type { Profile } from '../../lib/session';
import { shouldShowUpgrade } from './should-show-upgrade';

/**
 * The top bar's Upgrade button (spec 1 §6). Part of the signed-in shell, so that visitors do not download the
 * subscription's code.
 */
export function UpgradeButton({ profile }: { profile: Profile }) {
  const subscription = useSubscription();
  const visible = shouldShowUpgrade({
    signedIn: true,
    buysPlans: profile.type === 'BROKER',
    subscriptionLoading: subscription.loading,
    subscriptionStatus: subscription.data?.subscription?.status ?? null,
  });
  if (!visible) return null;
  return (
    <Button variant="contained" color="secondary" component={RouterLink} to="/pricing">
      Upgrade
    </Button>
  );
}
