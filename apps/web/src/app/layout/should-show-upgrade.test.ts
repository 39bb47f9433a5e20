import { describe, expect, it } from 'vitest';
import { shouldShowUpgrade, type UpgradeInput } from './should-show-upgrade';

const broker: UpgradeInput = { signedIn: true, buysPlans: true, subscriptionLoading: false, subscriptionStatus: null };

describe('shouldShowUpgrade', () => {
  it('stays hidden for visitors', () => {
    expect(shouldShowUpgrade({ ...broker, signedIn: false })).toBe(false);
  });

  it('stays hidden for administrators and suppliers, who buy no plan', () => {
    expect(shouldShowUpgrade({ ...broker, buysPlans: false })).toBe(false);
  });

  it('stays hidden while the subscription is loading', () => {
    expect(shouldShowUpgrade({ ...broker, subscriptionLoading: true })).toBe(false);
    expect(shouldShowUpgrade({ ...broker, subscriptionLoading: true, subscriptionStatus: 'canceled' })).toBe(false);
  });

  it.each(['active', 'trialing'] as const)('stays hidden for a %s subscription', (subscriptionStatus) => {
    expect(shouldShowUpgrade({ ...broker, subscriptionStatus })).toBe(false);
  });

  it.each(['canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid'] as const)(
    'shows for a %s subscription',
    (subscriptionStatus) => {
      expect(shouldShowUpgrade({ ...broker, subscriptionStatus })).toBe(true);
    },
  );

  it('shows for a signed-in buy-side user without any subscription', () => {
    expect(shouldShowUpgrade(broker)).toBe(true);
  });
});
