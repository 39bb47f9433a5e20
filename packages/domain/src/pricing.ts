import { isActiveSubscription, type PriceInterval, type SubscriptionStatus } from './billing.js';

/** Spec 3 §2, §9: the pricing page's billing toggle chooses between the price intervals. */
export type BillingPeriod = PriceInterval;

/** Spec 3 §9: the default period texts. */
export const PERIOD_TEXTS: Readonly<Record<BillingPeriod, string>> = {
  month: 'per month',
  year: 'per month (billed annually)',
};

export const FREE_PLAN_NOTE = 'No credit card required';

/** One price of a plan: cents per interval. */
export interface PlanPrice {
  id: string;
  unitAmount: number;
  interval: BillingPeriod;
  active: boolean;
}

/** What the pricing rules read about a plan. */
export interface PricingPlan {
  id: string;
  isFree: boolean;
  prices: readonly PlanPrice[];
  /** metadata.buttonText: replaces 'Select plan' on a paid card when given. */
  buttonText?: string | null;
}

/** The active price of a plan for a period, or null when the plan has none. */
export function planPriceFor(plan: PricingPlan, period: BillingPeriod): PlanPrice | null {
  return plan.prices.find((price) => price.active && price.interval === period) ?? null;
}

export interface PriceDisplay {
  /** Dollars per month shown on the card. */
  amount: number;
  /** 'per month' or 'per month (billed annually)'. */
  periodText: string;
  /** The price to check out with; null for the free plan or a plan without a price. */
  priceId: string | null;
  /** 'No credit card required' on the free plan. */
  note: string | null;
}

/** Whole dollars from cents when they are whole, else dollars and cents (4999 → 49.99). */
const dollars = (cents: number): number => Math.round(cents) / 100;

/**
 * Spec 3 §9: monthly billing shows the monthly amount; annual billing shows the annual amount divided by 12, rounded
 * down, in whole dollars from cents (47040 → 39). A plan without a price for the chosen period shows its other price.
 * The free plan shows 0 and needs no card.
 */
export function priceDisplay(plan: PricingPlan, period: BillingPeriod): PriceDisplay {
  if (plan.isFree) return { amount: 0, periodText: PERIOD_TEXTS.month, priceId: null, note: FREE_PLAN_NOTE };
  const chosen = planPriceFor(plan, period);
  const monthly = planPriceFor(plan, 'month');
  const annual = planPriceFor(plan, 'year');
  const price = chosen ?? monthly ?? annual;
  if (price === null) return { amount: 0, periodText: PERIOD_TEXTS[period], priceId: null, note: null };
  const amount = price.interval === 'year' ? Math.floor(price.unitAmount / 100 / 12) : dollars(price.unitAmount);
  return { amount, periodText: PERIOD_TEXTS[price.interval], priceId: price.id, note: null };
}

/** Whole percent saved by paying yearly instead of twelve months, or null when the plan lacks either price. */
export function annualSavingPercent(plan: PricingPlan): number | null {
  const monthly = planPriceFor(plan, 'month');
  const annual = planPriceFor(plan, 'year');
  if (plan.isFree || monthly === null || annual === null || monthly.unitAmount <= 0) return null;
  return Math.floor((1 - annual.unitAmount / (monthly.unitAmount * 12)) * 100 + 1e-9);
}

/**
 * Spec 3 §2: the Bill Annually option carries a 'Save 20%' badge. It shows only when every paid plan offering both
 * periods saves at least that much yearly, and names the smallest saving, so the badge never overstates it (the demo
 * plans save exactly 20%).
 */
export function saveBadge(plans: readonly PricingPlan[]): string | null {
  const savings = plans.map(annualSavingPercent).filter((saving): saving is number => saving !== null);
  if (savings.length === 0) return null;
  const smallest = Math.min(...savings);
  return smallest > 0 ? `Save ${smallest}%` : null;
}

/** Spec 3 §9: the buttons a plan card can show. */
export const PLAN_BUTTON_LABELS = {
  selectPlan: 'Select plan',
  currentPlan: 'Current Plan',
  upgrade: 'Upgrade',
  reactivatePlan: 'Reactivate Plan',
  trialExpired: 'Trial Expired',
  selectFreePlan: 'Select Free Plan',
  contactSales: 'Contact Sales',
} as const;
export type PlanButtonState = keyof typeof PLAN_BUTTON_LABELS;

/** The company's subscription as the pricing page knows it. */
export interface CurrentSubscription {
  planId: string;
  isFree: boolean;
  status: SubscriptionStatus;
}

export interface PlanButtonInput {
  /** The card's plan; 'enterprise' for the fixed Enterprise card. */
  plan: PricingPlan | 'enterprise';
  /** The company's subscription, or null when it has none. */
  subscription: CurrentSubscription | null;
  /** The plan the company is subscribed to, when it is among the listed plans (to compare prices). */
  subscribedPlan: PricingPlan | null;
  signedIn: boolean;
}

export interface PlanButton {
  state: PlanButtonState;
  label: string;
  /** True when the button does nothing for this company (its current plan, an expired trial, or a free plan the
   * server would refuse because another plan is active). */
  disabled: boolean;
}

/** Cents per month a plan costs, to compare plans (monthly price, else the annual price spread over 12 months). */
export function monthlyCost(plan: PricingPlan): number {
  if (plan.isFree) return 0;
  const monthly = planPriceFor(plan, 'month');
  if (monthly !== null) return monthly.unitAmount;
  const annual = planPriceFor(plan, 'year');
  return annual === null ? 0 : annual.unitAmount / 12;
}

const button = (state: PlanButtonState, disabled = false, label: string = PLAN_BUTTON_LABELS[state]): PlanButton => ({
  state,
  label,
  disabled,
});

/**
 * Spec 3 §9 and spec 1 §4: the button of a plan card. Enterprise → Contact Sales. Free card → Current Plan when the
 * company is on the free plan and active, Trial Expired when on it and expired, else Select Free Plan. Paid card →
 * Current Plan when on it and active, Reactivate Plan when on it and expired, Upgrade when another plan is active and
 * this one costs more, else Select plan (or the plan's own button text). A signed-out visitor has no subscription.
 */
export function planButton({ plan, subscription, subscribedPlan, signedIn }: PlanButtonInput): PlanButton {
  if (plan === 'enterprise') return button('contactSales');
  const current = signedIn ? subscription : null;
  const onThisPlan = current !== null && (current.planId === plan.id || (plan.isFree && current.isFree));
  const active = current !== null && isActiveSubscription(current.status);
  if (plan.isFree) {
    if (onThisPlan) return active ? button('currentPlan', true) : button('trialExpired', true);
    return button('selectFreePlan', active);
  }
  if (onThisPlan) return active ? button('currentPlan', true) : button('reactivatePlan');
  if (active && monthlyCost(plan) > (subscribedPlan === null ? 0 : monthlyCost(subscribedPlan))) {
    return button('upgrade');
  }
  return button('selectPlan', false, plan.buttonText?.trim() || PLAN_BUTTON_LABELS.selectPlan);
}

/** Spec 3 §9: the fixed Enterprise card. */
export const ENTERPRISE_PLAN = {
  name: 'Enterprise',
  description: 'For large organisations with custom needs',
  price: 'Custom',
  features: [
    'Dedicated account manager',
    'Custom integrations',
    'White-label',
    '24/7 phone support',
    'Security and compliance',
    'Custom workflows',
    'Training',
  ],
} as const;

/**
 * Spec 1 §4: the notice of the current plan card for a trial or a cancelled plan, with the days left; null otherwise.
 */
export function expiryNotice(subscription: {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  daysLeft: number | null;
}): string | null {
  const { status, cancelAtPeriodEnd, daysLeft } = subscription;
  if (daysLeft === null || !isActiveSubscription(status)) return null;
  const days = `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
  if (cancelAtPeriodEnd) return `Cancelled: ends in ${days}, then moves to the free plan`;
  if (status === 'trialing') return `Trial: ${days} left`;
  return null;
}

/** Spec 1 §3: subscription statuses as the administration lists show them. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete, expired',
  past_due: 'Past due',
  trialing: 'Trialing',
  unpaid: 'Unpaid',
};
