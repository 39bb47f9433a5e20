/** Spec 1 §3 subscription statuses. */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'trialing'
  | 'unpaid';

export interface UpgradeInput {
  signedIn: boolean;
  subscriptionLoading: boolean;
  /** Null when the user has no subscription at all. */
  subscriptionStatus: SubscriptionStatus | null;
}

const PAID_UP: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

/**
 * Spec 1 §6: the Upgrade button appears for a signed-in user without an active or trialing subscription, once the
 * subscription has finished loading.
 */
export function shouldShowUpgrade({ signedIn, subscriptionLoading, subscriptionStatus }: UpgradeInput): boolean {
  if (!signedIn || subscriptionLoading) return false;
  return subscriptionStatus === null || !PAID_UP.has(subscriptionStatus);
}
