import type { PlanLimits, PriceInterval } from '@shortlist/domain';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type PlanDisplay, planPrices, plans, subscriptions } from '../db/schema/index.js';

interface PlanTemplate {
  name: string;
  description: string;
  isFree: boolean;
  limits: PlanLimits;
  marketingFeatures: string[];
  display: PlanDisplay;
  prices: { interval: PriceInterval; unitAmount: number }[];
}

const display = (isPopular = false, buttonText: string | null = null): PlanDisplay => ({
  period: null,
  isPopular,
  buttonText,
  buttonVariant: isPopular ? 'contained' : 'outlined',
});

/**
 * The plan catalogue a new installation starts with (billing contract): Free, Professional and Business. Enterprise is
 * not a plan: the pricing page shows it as a fixed card. Annual prices save 20% (12 × monthly × 0.8).
 */
export const DEFAULT_PLANS: readonly PlanTemplate[] = [
  {
    name: 'Free',
    description: 'Try Shortlist with a small team',
    isFree: true,
    limits: {
      usersCount: 2,
      projectsPerMonth: 2,
      aiSupplierSearches: 5,
      aiQuestionsToSuppliersAttempts: 5,
      aiClientDiscovery: 5,
    },
    marketingFeatures: ['Up to 2 users', '2 projects per month', '5 AI assists of each kind', 'Email support'],
    display: display(),
    prices: [{ interval: 'month', unitAmount: 0 }],
  },
  {
    name: 'Professional',
    description: 'For growing procurement teams',
    isFree: false,
    limits: {
      usersCount: 10,
      projectsPerMonth: 10,
      aiSupplierSearches: 50,
      aiQuestionsToSuppliersAttempts: 50,
      aiClientDiscovery: 50,
    },
    marketingFeatures: ['Up to 10 users', '10 projects per month', '50 AI assists of each kind', 'Priority support'],
    display: display(),
    prices: [
      { interval: 'month', unitAmount: 4900 },
      { interval: 'year', unitAmount: 47040 },
    ],
  },
  {
    name: 'Business',
    description: 'For brokerages running many projects',
    isFree: false,
    limits: {
      usersCount: 50,
      projectsPerMonth: null,
      aiSupplierSearches: null,
      aiQuestionsToSuppliersAttempts: null,
      aiClientDiscovery: null,
    },
    marketingFeatures: ['Up to 50 users', 'Unlimited projects', 'Unlimited AI assistance', 'Dedicated onboarding'],
    display: display(true),
    prices: [
      { interval: 'month', unitAmount: 9900 },
      { interval: 'year', unitAmount: 95040 },
    ],
  },
];

/**
 * Seeds DEFAULT_PLANS when there is no plan at all, so every installation (not only the demo) can offer the free plan.
 * Stripe product and price ids are set on these rows by whoever connects Stripe.
 */
export async function ensurePlanCatalogue(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(plans);
  if ((existing?.total ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const { prices, ...plan } of DEFAULT_PLANS) {
      const [row] = await tx.insert(plans).values(plan).returning({ id: plans.id });
      if (!row) throw new Error(`Plan ${plan.name} was not created`);
      await tx.insert(planPrices).values(prices.map((price) => ({ ...price, planId: row.id })));
    }
  });
}

/** Demo: the company is on the named plan of the catalogue, active with no end. */
export async function subscribeToPlan(db: Database, companyId: string, planName: string): Promise<void> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, planName));
  if (!plan) throw new Error(`Plan ${planName} is missing`);
  await db.insert(subscriptions).values({ companyId, planId: plan.id, status: 'active' });
}
