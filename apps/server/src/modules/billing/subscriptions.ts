import { isActiveSubscription, type PlanLimits, type SubscriptionStatus } from '@shortlist/domain';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plans, subscriptions, users } from '../../db/schema/index.js';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A company's subscription with its plan. */
export interface CompanySubscription extends SubscriptionRow {
  plan: PlanRow;
}

/** The REST body of GET /api/subscription/metadata (and of the routes that change the subscription). */
export interface SubscriptionMetadata {
  subscription: {
    status: SubscriptionStatus;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    planId: string;
    planName: string;
    isFree: boolean;
  } | null;
  metadata: PlanLimits | null;
  usage: { users: number };
}

/** The subscriptions (with plans) of a page of companies in one query; a company without one is missing. */
export async function companiesSubscriptions(
  db: Database,
  companyIds: readonly string[],
): Promise<CompanySubscription[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(inArray(subscriptions.companyId, [...companyIds]));
  return rows.map((row) => ({ ...row.subscription, plan: row.plan }));
}

/** The company's subscription row with its plan (one per company), or null when it has none. */
export async function companySubscription(db: Database, companyId: string): Promise<CompanySubscription | null> {
  const [subscription] = await companiesSubscriptions(db, [companyId]);
  return subscription ?? null;
}

export const isActive = (subscription: CompanySubscription | null): subscription is CompanySubscription =>
  subscription !== null && isActiveSubscription(subscription.status);

/** Users who take a seat of the plan: every user of the company who is not DISABLED (invited ones included). */
export async function countSeatedUsers(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'DISABLED')));
  return row?.total ?? 0;
}

/** The free plan new and lapsed subscriptions use: the oldest active plan marked free. */
export async function freePlan(db: Database): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.isFree, true), eq(plans.status, 'ACTIVE')))
    .orderBy(asc(plans.createdAt), asc(plans.id))
    .limit(1);
  return row ?? null;
}

export async function subscriptionMetadata(db: Database, companyId: string): Promise<SubscriptionMetadata> {
  const [subscription, seated] = await Promise.all([
    companySubscription(db, companyId),
    countSeatedUsers(db, companyId),
  ]);
  return {
    subscription: subscription && {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      planId: subscription.plan.id,
      planName: subscription.plan.name,
      isFree: subscription.plan.isFree,
    },
    metadata: subscription?.plan.limits ?? null,
    usage: { users: seated },
  };
}

/** Puts the company on the plan ('active', no end), replacing whatever subscription it had; Stripe's customer stays. */
export async function setCompanyPlan(db: Database, companyId: string, planId: string): Promise<void> {
  const values = {
    planId,
    status: 'active' as const,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    stripePriceId: null,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: values });
}
