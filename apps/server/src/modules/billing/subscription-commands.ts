import { BILLING_MESSAGES, BILLING_SERVER_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { companies, plans, subscriptions } from '../../db/schema/index.js';
import { stripeCall } from '../../platform/billing/index.js';
import { assertBillingAdministrator, assertCanManageBilling } from './billing-access.js';
import { type CompanySubscription, companySubscription, freePlan, isActive, setCompanyPlan } from './subscriptions.js';

async function reloaded(app: AppContext, companyId: string): Promise<CompanySubscription> {
  const subscription = await companySubscription(app.db, companyId);
  if (!subscription) throw new Error('The subscription was not recorded');
  return subscription;
}

/**
 * POST /api/subscription/free, createFreeSubscription: puts the viewer's company on the free plan ('active', no end).
 * Refused while a subscription is active; an expired one is replaced.
 */
export async function startFreeSubscription(app: AppContext, viewer: Viewer): Promise<CompanySubscription> {
  assertCanManageBilling(viewer);
  const companyId = viewer.company.id;
  if (isActive(await companySubscription(app.db, companyId))) throw badInput(BILLING_SERVER_MESSAGES.alreadyActive);
  const plan = await freePlan(app.db);
  if (!plan) throw notFound('Free plan');
  await setCompanyPlan(app.db, companyId, plan.id);
  return reloaded(app, companyId);
}

/**
 * DELETE /api/subscription, cancelSubscription (spec 1 §4): sets cancelAtPeriodEnd; access continues until the period
 * end, when the end-lapsed-subscriptions job moves the company to the free plan. A Stripe subscription is cancelled
 * through Stripe's API (its period end is taken from the answer). A plan without an end (assigned by an administrator)
 * has no paid period to run out, so its period ends now and the job moves it to the free plan on its next run.
 */
export async function cancelSubscription(app: AppContext, viewer: Viewer): Promise<CompanySubscription> {
  assertCanManageBilling(viewer);
  const companyId = viewer.company.id;
  const current = await companySubscription(app.db, companyId);
  if (!current || current.plan.isFree) throw badInput(BILLING_MESSAGES.noSubscriptionToCancel);
  let currentPeriodEnd = current.currentPeriodEnd ?? new Date();
  const { stripe } = app;
  const stripeSubscriptionId = current.stripeSubscriptionId;
  if (stripeSubscriptionId && stripe) {
    const updated = await stripeCall(() =>
      stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true }),
    );
    const end = updated.items?.data?.[0]?.current_period_end;
    if (typeof end === 'number') currentPeriodEnd = new Date(end * 1000);
  }
  await app.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, currentPeriodEnd, updatedAt: new Date() })
    .where(eq(subscriptions.id, current.id));
  return reloaded(app, companyId);
}

/**
 * assignPlan (administrators, self-hosted billing only): puts a company on a plan, 'active' with no end. With card
 * payments configured plans are bought through checkout instead.
 */
export async function assignPlan(
  app: AppContext,
  viewer: Viewer,
  input: { companyId: string; planId: string },
): Promise<CompanySubscription> {
  assertBillingAdministrator(viewer);
  if (app.stripe) throw badInput(BILLING_SERVER_MESSAGES.plansManagedByCardPayments);
  if (!isUuid(input.companyId)) throw notFound('Company');
  const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw notFound('Company');
  if (!isUuid(input.planId)) throw notFound('Plan');
  const [plan] = await app.db.select({ id: plans.id }).from(plans).where(eq(plans.id, input.planId));
  if (!plan) throw notFound('Plan');
  await setCompanyPlan(app.db, company.id, plan.id);
  return reloaded(app, company.id);
}
