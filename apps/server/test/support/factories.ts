import { DEFAULT_COMPANY_SETTINGS, type Privilege, TERMS_VERSION } from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import { companies, planPrices, plans, roles, subscriptions, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/platform/security/index.js';

export const TEST_PASSWORD = 'Secret#123';
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export type PlanRow = typeof plans.$inferSelect;

const NO_LIMITS = {
  usersCount: null,
  projectsPerMonth: null,
  aiSupplierSearches: null,
  aiQuestionsToSuppliersAttempts: null,
  aiClientDiscovery: null,
};

/**
 * A plan (ACTIVE, paid, no limits unless given) with the given prices (none by default; `stripePriceId` makes a price
 * sellable through checkout).
 */
export async function buildPlan(
  db: Database,
  overrides: Partial<typeof plans.$inferInsert> = {},
  prices: Array<Omit<typeof planPrices.$inferInsert, 'planId'>> = [],
) {
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Plan ${next()}`,
      limits: NO_LIMITS,
      display: { period: null, isPopular: false, buttonText: null, buttonVariant: null },
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('plan not built');
  if (prices.length > 0) await db.insert(planPrices).values(prices.map((price) => ({ ...price, planId: plan.id })));
  return plan;
}

/** One unlimited DRAFT plan per database (hidden from the pricing page) that built companies subscribe to. */
const unlimitedPlans = new WeakMap<Database, Promise<PlanRow>>();
function unlimitedTestPlan(db: Database): Promise<PlanRow> {
  let plan = unlimitedPlans.get(db);
  if (!plan) {
    plan = buildPlan(db, { name: 'Unlimited (tests)', status: 'DRAFT' });
    unlimitedPlans.set(db, plan);
  }
  return plan;
}

export interface CompanySubscriptionOption {
  /** The plan to subscribe to; null builds the company without a subscription. Default: an unlimited test plan. */
  plan?: PlanRow | null;
  subscription?: Partial<typeof subscriptions.$inferInsert>;
}

/** A company, by default with an active subscription (no end) on an unlimited test plan. */
export async function buildCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
  options: CompanySubscriptionOption = {},
) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${next()}`, kind: 'BROKER', settings: DEFAULT_COMPANY_SETTINGS, ...overrides })
    .returning();
  if (!company) throw new Error('company not built');
  const plan = options.plan === undefined ? await unlimitedTestPlan(db) : options.plan;
  if (plan) {
    await db
      .insert(subscriptions)
      .values({ companyId: company.id, planId: plan.id, status: 'active', ...options.subscription });
  }
  return company;
}

export async function buildRole(
  db: Database,
  companyId: string | null,
  privileges: Privilege[],
  overrides: Partial<typeof roles.$inferInsert> = {},
) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Role ${next()}`, companyId, privileges, ...overrides })
    .returning();
  if (!role) throw new Error('role not built');
  return role;
}

/** An active user (by default a broker with no privileges who has accepted the current terms) and their company. */
export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { privileges?: Privilege[] } = {},
) {
  const { privileges = [], ...values } = overrides;
  const companyId = values.companyId ?? (await buildCompany(db)).id;
  const role = await buildRole(db, companyId, privileges);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${next()}@example.com`,
      type: 'BROKER',
      status: 'ACTIVE',
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await hashPassword(TEST_PASSWORD),
      termsVersion: TERMS_VERSION,
      roleId: role.id,
      companyId,
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not built');
  return { user, role, password: TEST_PASSWORD };
}
