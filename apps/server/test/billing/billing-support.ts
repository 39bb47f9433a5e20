import type { PlanLimits, Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { subscriptions } from '../../src/db/schema/index.js';
import { buildCompany, buildPlan, type CompanySubscriptionOption } from '../support/factories.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

export const limits = (values: Partial<PlanLimits>): PlanLimits => ({
  usersCount: null,
  projectsPerMonth: null,
  aiSupplierSearches: null,
  aiQuestionsToSuppliersAttempts: null,
  aiClientDiscovery: null,
  ...values,
});

/** A plan limited as given (ACTIVE, not free). */
export const buildLimitedPlan = (db: Database, values: Partial<PlanLimits>, name?: string) =>
  buildPlan(db, { limits: limits(values), ...(name ? { name } : {}) });

/** A company (subscribed as the option says) and a signed-in user of it with MANAGE_USERS (or the given privileges). */
export async function buildBillingManager(
  testApp: TestApp,
  option: CompanySubscriptionOption = {},
  privileges: Privilege[] = ['MANAGE_USERS'],
) {
  const company = await buildCompany(testApp.running.app.db, {}, option);
  const manager = await buildSignedInUser(testApp, { companyId: company.id, privileges });
  return { ...manager, company };
}

export async function storedSubscription(db: Database, companyId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row ?? null;
}

export const FREE_LIMITS = limits({
  usersCount: 2,
  projectsPerMonth: 2,
  aiSupplierSearches: 5,
  aiQuestionsToSuppliersAttempts: 5,
  aiClientDiscovery: 5,
});
