import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from './billing.js';
import {
  annualSavingPercent,
  type CurrentSubscription,
  expiryNotice,
  type PricingPlan,
  planButton,
  priceDisplay,
  saveBadge,
} from './pricing.js';

const plan = (id: string, monthly: number | null, annual: number | null, extra: Partial<PricingPlan> = {}) => ({
  id,
  isFree: false,
  prices: [
    ...(monthly === null ? [] : [{ id: `${id}-month`, unitAmount: monthly, interval: 'month' as const, active: true }]),
    ...(annual === null ? [] : [{ id: `${id}-year`, unitAmount: annual, interval: 'year' as const, active: true }]),
  ],
  ...extra,
});

const FREE: PricingPlan = { id: 'free', isFree: true, prices: [] };
const PROFESSIONAL = plan('pro', 4900, 47040);
const BUSINESS = plan('business', 9900, 95040);
const PLANS = [FREE, PROFESSIONAL, BUSINESS];

describe('priceDisplay', () => {
  it('shows the monthly amount in dollars', () => {
    expect(priceDisplay(PROFESSIONAL, 'month')).toEqual({
      amount: 49,
      periodText: 'per month',
      priceId: 'pro-month',
      note: null,
    });
    expect(priceDisplay(plan('odd', 4999, null), 'month').amount).toBe(49.99);
  });

  it('shows the annual amount per month, rounded down in whole dollars', () => {
    expect(priceDisplay(PROFESSIONAL, 'year')).toEqual({
      amount: 39,
      periodText: 'per month (billed annually)',
      priceId: 'pro-year',
      note: null,
    });
    expect(priceDisplay(BUSINESS, 'year').amount).toBe(79);
    expect(priceDisplay(plan('edge', null, 1199), 'year').amount).toBe(0);
  });

  it('shows the free plan at 0 with no card needed, whatever the period', () => {
    for (const period of ['month', 'year'] as const) {
      expect(priceDisplay(FREE, period)).toEqual({
        amount: 0,
        periodText: 'per month',
        priceId: null,
        note: 'No credit card required',
      });
    }
  });

  it('falls back to the other period when a plan lacks the chosen one, and ignores inactive prices', () => {
    expect(priceDisplay(plan('monthly-only', 2000, null), 'year')).toMatchObject({
      amount: 20,
      periodText: 'per month',
      priceId: 'monthly-only-month',
    });
    const retired = {
      ...PROFESSIONAL,
      prices: PROFESSIONAL.prices.map((p) => ({ ...p, active: p.interval !== 'year' })),
    };
    expect(priceDisplay(retired, 'year').priceId).toBe('pro-month');
    expect(priceDisplay(plan('none', null, null), 'month')).toMatchObject({ amount: 0, priceId: null });
  });
});

describe('the Save badge', () => {
  it('names the annual saving of the demo plans: 20%', () => {
    expect(annualSavingPercent(PROFESSIONAL)).toBe(20);
    expect(annualSavingPercent(BUSINESS)).toBe(20);
    expect(saveBadge(PLANS)).toBe('Save 20%');
  });

  it('names the smallest saving so it never overstates', () => {
    expect(saveBadge([PROFESSIONAL, plan('small', 1000, 11400)])).toBe('Save 5%');
  });

  it('is absent when no plan offers both periods or annual billing saves nothing', () => {
    expect(saveBadge([FREE])).toBeNull();
    expect(saveBadge([plan('m', 1000, null), plan('y', null, 10000)])).toBeNull();
    expect(saveBadge([plan('same', 1000, 12000)])).toBeNull();
    expect(annualSavingPercent(FREE)).toBeNull();
  });
});

const subscription = (planId: string, status: SubscriptionStatus, isFree = planId === 'free'): CurrentSubscription => ({
  planId,
  isFree,
  status,
});
const subscribedPlanOf = (sub: CurrentSubscription | null) => PLANS.find((p) => p.id === sub?.planId) ?? null;
const buttonFor = (card: PricingPlan | 'enterprise', sub: CurrentSubscription | null, signedIn = true) =>
  planButton({ plan: card, subscription: sub, subscribedPlan: subscribedPlanOf(sub), signedIn });

describe('planButton', () => {
  it('offers Contact Sales on the Enterprise card, always', () => {
    expect(buttonFor('enterprise', null, false)).toEqual({
      state: 'contactSales',
      label: 'Contact Sales',
      disabled: false,
    });
    expect(buttonFor('enterprise', subscription('business', 'active')).label).toBe('Contact Sales');
  });

  it('free card: Current Plan when on the free plan and active', () => {
    expect(buttonFor(FREE, subscription('free', 'active'))).toEqual({
      state: 'currentPlan',
      label: 'Current Plan',
      disabled: true,
    });
  });

  it.each(['canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid'] as const)(
    'free card: Trial Expired when on the free plan with status %s',
    (status) => {
      expect(buttonFor(FREE, subscription('free', status))).toEqual({
        state: 'trialExpired',
        label: 'Trial Expired',
        disabled: true,
      });
    },
  );

  it('free card: Select Free Plan without a subscription, signed out, or when a paid plan has expired', () => {
    const expected = { state: 'selectFreePlan', label: 'Select Free Plan', disabled: false };
    expect(buttonFor(FREE, null)).toEqual(expected);
    expect(buttonFor(FREE, null, false)).toEqual(expected);
    expect(buttonFor(FREE, subscription('pro', 'past_due'))).toEqual(expected);
  });

  it('free card: Select Free Plan is disabled while a paid plan is active (the server refuses it)', () => {
    expect(buttonFor(FREE, subscription('pro', 'active'))).toEqual({
      state: 'selectFreePlan',
      label: 'Select Free Plan',
      disabled: true,
    });
    expect(buttonFor(FREE, subscription('pro', 'trialing')).disabled).toBe(true);
  });

  it('paid card: Current Plan when on it and active or trialing', () => {
    for (const status of ['active', 'trialing'] as const) {
      expect(buttonFor(PROFESSIONAL, subscription('pro', status))).toEqual({
        state: 'currentPlan',
        label: 'Current Plan',
        disabled: true,
      });
    }
  });

  it.each(['canceled', 'past_due', 'unpaid', 'incomplete_expired'] as const)(
    'paid card: Reactivate Plan when on it with status %s',
    (status) => {
      expect(buttonFor(PROFESSIONAL, subscription('pro', status))).toEqual({
        state: 'reactivatePlan',
        label: 'Reactivate Plan',
        disabled: false,
      });
    },
  );

  it('paid card: Upgrade when another, cheaper plan is active', () => {
    const upgrade = { state: 'upgrade', label: 'Upgrade', disabled: false };
    expect(buttonFor(PROFESSIONAL, subscription('free', 'active'))).toEqual(upgrade);
    expect(buttonFor(BUSINESS, subscription('pro', 'trialing'))).toEqual(upgrade);
    // A plan the list does not show (a draft assigned by an administrator) counts as costing nothing.
    expect(buttonFor(BUSINESS, subscription('unlisted', 'active', false))).toEqual(upgrade);
  });

  it('paid card: Select plan otherwise (no subscription, signed out, expired elsewhere, or a dearer plan active)', () => {
    const select = { state: 'selectPlan', label: 'Select plan', disabled: false };
    expect(buttonFor(PROFESSIONAL, null)).toEqual(select);
    expect(buttonFor(PROFESSIONAL, subscription('business', 'active'), false)).toEqual(select);
    expect(buttonFor(PROFESSIONAL, subscription('free', 'canceled'))).toEqual(select);
    expect(buttonFor(PROFESSIONAL, subscription('business', 'active'))).toEqual(select);
  });

  it('paid card: the plan own button text replaces Select plan', () => {
    const custom = { ...PROFESSIONAL, buttonText: 'Start now' };
    expect(buttonFor(custom, null)).toEqual({ state: 'selectPlan', label: 'Start now', disabled: false });
    expect(buttonFor({ ...PROFESSIONAL, buttonText: '  ' }, null).label).toBe('Select plan');
  });
});

describe('expiryNotice', () => {
  it('counts the days left of a trial or a cancelled plan', () => {
    expect(expiryNotice({ status: 'trialing', cancelAtPeriodEnd: false, daysLeft: 5 })).toBe('Trial: 5 days left');
    expect(expiryNotice({ status: 'trialing', cancelAtPeriodEnd: false, daysLeft: 1 })).toBe('Trial: 1 day left');
    expect(expiryNotice({ status: 'active', cancelAtPeriodEnd: true, daysLeft: 12 })).toBe(
      'Cancelled: ends in 12 days, then moves to the free plan',
    );
  });

  it('says nothing for a running plan, a plan without an end, or an expired one', () => {
    expect(expiryNotice({ status: 'active', cancelAtPeriodEnd: false, daysLeft: 20 })).toBeNull();
    expect(expiryNotice({ status: 'active', cancelAtPeriodEnd: false, daysLeft: null })).toBeNull();
    expect(expiryNotice({ status: 'past_due', cancelAtPeriodEnd: true, daysLeft: 3 })).toBeNull();
  });
});
