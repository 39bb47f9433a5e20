import { describe, expect, it } from 'vitest';
import { shouldShowUpgrade } from './should-show-upgrade';

describe('shouldShowUpgrade', () => {
  it('stays hidden for visitors', () => {
    expect(shouldShowUpgrade({ signedIn: false, subscriptionLoading: false, subscriptionStatus: null })).toBe(false);
  });

  it('stays hidden while the subscription is loading', () => {
    expect(shouldShowUpgrade({ signedIn: true, subscriptionLoading: true, subscriptionStatus: null })).toBe(false);
    expect(shouldShowUpgrade({ signedIn: true, subscriptionLoading: true, subscriptionStatus: 'canceled' })).toBe(
      false,
    );
  });

  it('stays hidden for active and trialing subscriptions', () => {
    expect(shouldShowUpgrade({ signedIn: true, subscriptionLoading: false, subscriptionStatus: 'active' })).toBe(false);
    expect(shouldShowUpgrade({ signedIn: true, subscriptionLoading: false, subscriptionStatus: 'trialing' })).toBe(
      false,
    );
  });

  it.each(['canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid'] as const)(
    'shows for a %s subscription',
    (subscriptionStatus) => {
      expect(shouldShowUpgrade({ signedIn: true, subscriptionLoading: false, subscriptionStatus })).toBe(true);
    },
  );

  it('shows for a signed-in user without any subscription', () => {
    expect(shouldShowUpgrade({ signedIn: true, subscriptionLoading: false, subscriptionStatus: null })).toBe(true);
  });
});
