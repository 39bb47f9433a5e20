import {
  BILLING_ERROR_CODES,
  BILLING_MESSAGES,
  type InvitationAllowance,
  invitationAllowance,
  isUnlimited,
  type PlanLimits,
} from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../core/errors.js';
import { companies, users } from '../../db/schema/index.js';
import { companySubscription, countSeatedUsers, isActive } from './subscriptions.js';

const subscriptionRequired = (message: string) => new AppError(403, BILLING_ERROR_CODES.subscriptionRequired, message);

const limitReached = (message: string, current: number, max: number) =>
  new AppError(403, BILLING_ERROR_CODES.limitReached, message, undefined, { current, max });

/**
 * The platform's own company and supplier companies buy no plan (plans are the buy side's, spec 1 §1): their
 * administrators invite colleagues without a plan's limit (issue 31).
 */
async function isOutsidePlans(app: AppContext, companyId: string): Promise<boolean> {
  const [company] = await app.db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, companyId));
  return company?.kind === 'PLATFORM' || company?.kind === 'SUPPLIER';
}

/** Spec 1 §8 invitation banner: whether the company may invite, and how many more users its plan allows. */
export async function invitationAllowanceOf(app: AppContext, companyId: string): Promise<InvitationAllowance> {
  const [subscription, current] = await Promise.all([
    companySubscription(app.db, companyId),
    countSeatedUsers(app.db, companyId),
  ]);
  if (await isOutsidePlans(app, companyId)) return invitationAllowance(true, current, null);
  if (!isActive(subscription)) return invitationAllowance(false, current, null);
  return invitationAllowance(true, current, subscription.plan.limits.usersCount);
}

/**
 * Spec 1 §6: inviting needs an active subscription and is limited by the plan's usersCount (spec 1 §8 gives the
 * messages): 403 SUBSCRIPTION_REQUIRED, or 403 PLAN_LIMIT_REACHED with details { current, max }. Users who are not
 * DISABLED count. Inviting again an address already INVITED into the same company adds nobody, so it is allowed.
 * inviteUser calls this before anything is written, so a refusal leaves no trace.
 */
export async function assertCanInviteUser(app: AppContext, companyId: string, email?: string): Promise<void> {
  if (await isOutsidePlans(app, companyId)) return;
  const subscription = await companySubscription(app.db, companyId);
  if (!isActive(subscription)) throw subscriptionRequired(BILLING_MESSAGES.activateToInvite);
  const max = subscription.plan.limits.usersCount;
  if (isUnlimited(max) || max === null) return;
  if (email) {
    const [pending] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.companyId, companyId), eq(users.status, 'INVITED')));
    if (pending) return;
  }
  const current = await countSeatedUsers(app.db, companyId);
  if (current >= max) throw limitReached(BILLING_MESSAGES.invitationLimit(max), current, max);
}

/**
 * Spec 2 §6, §8: creating a project needs an active subscription and is limited by the plan's projectsPerMonth. The
 * projects area passes how many projects the company created in the current calendar month.
 */
export async function assertCanCreateProject(
  app: AppContext,
  companyId: string,
  projectsCreatedThisMonth: number,
): Promise<void> {
  const subscription = await companySubscription(app.db, companyId);
  if (!isActive(subscription)) throw subscriptionRequired(BILLING_MESSAGES.activateToCreateProjects);
  const max = subscription.plan.limits.projectsPerMonth;
  if (isUnlimited(max) || max === null) return;
  if (projectsCreatedThisMonth >= max) {
    throw limitReached(BILLING_MESSAGES.projectLimit(max), projectsCreatedThisMonth, max);
  }
}

/** The limits of the company's plan while its subscription is active (for the AI area); null without one. */
export async function planLimitsOf(app: AppContext, companyId: string): Promise<PlanLimits | null> {
  const subscription = await companySubscription(app.db, companyId);
  return isActive(subscription) ? subscription.plan.limits : null;
}
