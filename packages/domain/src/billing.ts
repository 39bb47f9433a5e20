export * from './validation/billing.js';

/** Spec 1 §3: the statuses a subscription can have (Stripe's). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'trialing',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Spec 1 §4: active or trialing counts as an active subscription; every other status is expired. */
export const isActiveSubscription = (status: SubscriptionStatus | null | undefined): boolean =>
  status === 'active' || status === 'trialing';

/** The feature limits a plan carries in its metadata; null means no limit. */
export interface PlanLimits {
  usersCount: number | null;
  projectsPerMonth: number | null;
  aiSupplierSearches: number | null;
  aiQuestionsToSuppliersAttempts: number | null;
  aiClientDiscovery: number | null;
}

export const PLAN_LIMIT_KEYS = [
  'usersCount',
  'projectsPerMonth',
  'aiSupplierSearches',
  'aiQuestionsToSuppliersAttempts',
  'aiClientDiscovery',
] as const satisfies readonly (keyof PlanLimits)[];

/** The key spec 3 §9 renamed to aiQuestionsToSuppliersAttempts: a plan stored before the rename still carries it. */
const LEGACY_QUESTIONS_KEY = 'aiQuestionGenerations';

/**
 * A plan's stored limits read as PlanLimits: every key present (a missing one is no limit), the question generation
 * limit taken from the old key when the new one is missing.
 */
export function planLimitsFrom(stored: Partial<PlanLimits> & { [LEGACY_QUESTIONS_KEY]?: number | null }): PlanLimits {
  return {
    usersCount: stored.usersCount ?? null,
    projectsPerMonth: stored.projectsPerMonth ?? null,
    aiSupplierSearches: stored.aiSupplierSearches ?? null,
    aiQuestionsToSuppliersAttempts:
      stored.aiQuestionsToSuppliersAttempts === undefined
        ? (stored[LEGACY_QUESTIONS_KEY] ?? null)
        : stored.aiQuestionsToSuppliersAttempts,
    aiClientDiscovery: stored.aiClientDiscovery ?? null,
  };
}

/** Spec 3 §9: zero or null means no limit. */
export const isUnlimited = (limit: number | null | undefined): boolean =>
  limit === null || limit === undefined || limit <= 0;

const DAY_MS = 86_400_000;

/** Whole days until the period end (0 once it has passed); null when the subscription has no end. */
export function daysUntilExpiry(currentPeriodEnd: Date | string | null, now: Date = new Date()): number | null {
  if (currentPeriodEnd === null) return null;
  const end = typeof currentPeriodEnd === 'string' ? new Date(currentPeriodEnd) : currentPeriodEnd;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** Spec 1 §8 and spec 2 §8: what billing says to users. */
export const BILLING_MESSAGES = {
  activateToInvite: 'Please activate your subscription to invite users.',
  invitationLimitTitle: 'User Invitation Limit Reached',
  invitationLimit: (max: number) =>
    `User invitation limit reached. Your current plan allows up to ${max} users. Please upgrade your subscription to invite more users.`,
  userLimitWarning: (current: number, max: number) =>
    `You have reached your user limit (${current}/${max} users). Please upgrade your plan to invite more users.`,
  invitationsRemaining: (remaining: number, current: number, max: number) =>
    `${remaining} invitation(s) remaining (${current}/${max} users)`,
  activateToCreateProjects: 'Please activate your subscription to create projects.',
  projectLimit: (max: number) =>
    `Project creation limit reached. Your current plan allows up to ${max} projects per month. Please upgrade your subscription or wait until next month.`,
  fetchFailed: 'Failed to fetch subscription metadata',
  cancelFailed: 'Failed to cancel subscription',
  noSubscriptionToCancel: 'No subscription to cancel',
  freeFailed: 'Failed to create free subscription. Please try again later.',
} as const;

/** Error codes of billing refusals (in GraphQL extensions and REST bodies). */
export const BILLING_ERROR_CODES = {
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  limitReached: 'PLAN_LIMIT_REACHED',
  paymentProvider: 'PAYMENT_PROVIDER_ERROR',
} as const;

/** Spec 1 §3: the statuses of a pricing product (a plan). */
export const PRICING_PRODUCT_STATUSES = ['ACTIVE', 'DRAFT', 'REJECTED'] as const;
export type PricingProductStatus = (typeof PRICING_PRODUCT_STATUSES)[number];

/** Spec 3 §2: a plan is billed monthly or annually. */
export const PRICE_INTERVALS = ['month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

/** What the server answers to billing requests it refuses (beside BILLING_MESSAGES of the spec). */
export const BILLING_SERVER_MESSAGES = {
  alreadyActive: 'Your company already has an active subscription',
  cardPaymentsNotConfigured: 'Card payments are not configured',
  plansManagedByCardPayments: 'Plans are managed through card payments',
  unknownPrice: 'Please choose a plan price that is on sale',
  foreignReturnUrl: 'The return address must be a page of this site',
  noCardPaymentCustomer: 'Your company has no card payment account yet',
  invalidSignature: 'The webhook signature is invalid',
  paymentProviderFailed: 'The card payment provider could not handle the request. Please try again later.',
} as const;

/** Spec 1 §8 invitation banner: how many more users the plan allows; null values mean no limit. */
export interface InvitationAllowance {
  active: boolean;
  current: number;
  max: number | null;
  remaining: number | null;
}

export function invitationAllowance(active: boolean, current: number, usersCount: number | null): InvitationAllowance {
  const max = isUnlimited(usersCount) ? null : (usersCount as number);
  return { active, current, max, remaining: max === null ? null : Math.max(0, max - current) };
}
