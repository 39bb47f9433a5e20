import {
  type PlanLimits,
  type PriceInterval,
  type PricingProductStatus,
  planLimitsFrom,
  type SubscriptionStatus,
} from '@shortlist/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';

/** How a plan card looks on the pricing page (spec 1 §3 Pricing product metadata). */
export interface PlanDisplay {
  period: string | null;
  isPopular: boolean;
  buttonText: string | null;
  buttonVariant: string | null;
}

/**
 * A plan's limits as JSON, read through planLimitsFrom: a plan stored before spec 3 §9's rename of
 * aiQuestionGenerations to aiQuestionsToSuppliersAttempts limits the same.
 */
const planLimitsJson = customType<{ data: PlanLimits; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => planLimitsFrom((typeof value === 'string' ? JSON.parse(value) : value) as PlanLimits),
});

/** A plan (spec 1 §3 Pricing product): its limits, marketing features and, when sold by card, its Stripe product. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<PricingProductStatus>().notNull().default('ACTIVE'),
    isFree: boolean('is_free').notNull().default(false),
    limits: planLimitsJson('limits').notNull(),
    marketingFeatures: text('marketing_features').array().notNull().default(sql`'{}'::text[]`),
    display: jsonb('display').$type<PlanDisplay>().notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    unitLabel: text('unit_label'),
    url: text('url'),
    taxCode: text('tax_code'),
    stripeProductId: text('stripe_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('plans_stripe_product_idx').on(table.stripeProductId)],
);

/** A plan's price per interval in cents; `stripePriceId` is what checkout sells. */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    unitAmount: integer('unit_amount').notNull(),
    interval: text('interval').$type<PriceInterval>().notNull(),
    active: boolean('active').notNull().default(true),
    stripePriceId: text('stripe_price_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plan_prices_plan_idx').on(table.planId),
    uniqueIndex('plan_prices_stripe_price_idx').on(table.stripePriceId),
  ],
);

/**
 * One subscription per company (spec 1 §3 Subscription). currentPeriodEnd null means no end (the free plan, a plan an
 * administrator assigned). The Stripe ids are set when the plan is paid by card; stripeSyncedAt is the creation time of
 * the last Stripe event applied, so an older event arriving late changes nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripePriceId: text('stripe_price_id'),
    stripeSyncedAt: timestamp('stripe_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_company_idx').on(table.companyId),
    uniqueIndex('subscriptions_stripe_subscription_idx').on(table.stripeSubscriptionId),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
  ],
);

/** Stripe events already applied: a webhook delivered twice changes nothing the second time. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
