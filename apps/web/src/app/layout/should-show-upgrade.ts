import { isActiveSubscription, type SubscriptionStatus } from '@shortlist/domain';

export interface UpgradeInput {
  signedIn: boolean;
  /** Only buy-side companies subscribe to plans; administrators and suppliers never see Upgrade. */
  buysPlans: boolean;
  subscriptionLoading: boolean;
  /** Null when the company has no subscription at all. */
  subscriptionStatus: SubscriptionStatus | null;
}

/**
 * Spec 1 §6: the Upgrade button appears for a signed-in user without an active or trialing subscription, once the
 * subscription has finished loading.
 */
export function shouldShowUpgrade({ signedIn, buysPlans, subscriptionLoading, subscriptionStatus }: UpgradeInput) {
  if (!signedIn || !buysPlans || subscriptionLoading) return false;
  return !isActiveSubscription(subscriptionStatus);
}
