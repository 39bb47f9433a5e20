import type { PricingProductStatus } from '@shortlist/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Page, PageArgs } from '../../core/graphql/index.js';
import { pageWindow } from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { planPrices, plans } from '../../db/schema/index.js';
import type { PlanRow } from './subscriptions.js';

export type PlanPriceRow = typeof planPrices.$inferSelect;

/** A plan as the pricing page reads it (spec 1 §3 Pricing product). */
export interface PricingProduct extends PlanRow {
  prices: PlanPriceRow[];
}

/** A price's id as clients see it: its Stripe price id when it has one (what checkout sells), else the local id. */
export const publicPriceId = (price: PlanPriceRow): string => price.stripePriceId ?? price.id;

/** The monthly price, else the first one: the plan's default price. */
export function defaultPrice(product: PricingProduct): PlanPriceRow | null {
  const active = product.prices.filter((price) => price.active);
  return active.find((price) => price.interval === 'month') ?? active[0] ?? null;
}

const cheapestPrice = sql`coalesce((select min(${planPrices.unitAmount}) from ${planPrices}
  where ${planPrices.planId} = ${plans.id} and ${planPrices.active}), 0)`;

function orderOf(sort: PageArgs['sort']): SQL[] {
  const direction = sort?.direction === 'DESC' ? desc : asc;
  switch (sort?.field) {
    case 'name':
      return [direction(plans.name), asc(plans.id)];
    case 'createdAt':
      return [direction(plans.createdAt), asc(plans.id)];
    default:
      return [direction(cheapestPrice), asc(plans.name), asc(plans.id)];
  }
}

/**
 * pricingProducts (public): the plans with their prices, cheapest first unless sorted by name or createdAt. Plans that
 * are not ACTIVE are the administrators' to see; everyone else gets only ACTIVE ones whatever the filter asks.
 */
export async function listPricingProducts(
  app: AppContext,
  viewer: Viewer | null,
  args: PageArgs | null | undefined,
  filter: { status?: PricingProductStatus | null } | null | undefined,
): Promise<Page<PricingProduct>> {
  const window = pageWindow(args);
  const administrator = viewer?.user.type === 'ADMIN' && viewer.privileges.has('MANAGE_BROKERS');
  const where = and(
    filter?.status ? eq(plans.status, filter.status) : undefined,
    administrator ? undefined : eq(plans.status, 'ACTIVE'),
  );
  const rows = await app.db
    .select()
    .from(plans)
    .where(where)
    .orderBy(...orderOf(args?.sort))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db.select({ total: count() }).from(plans).where(where);
  const prices =
    rows.length === 0
      ? []
      : await app.db
          .select()
          .from(planPrices)
          .where(
            inArray(
              planPrices.planId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(planPrices.unitAmount), asc(planPrices.id));
  return {
    results: rows.map((row) => ({ ...row, prices: prices.filter((price) => price.planId === row.id) })),
    total: counted?.total ?? 0,
    page: window.page,
    pageSize: window.pageSize,
  };
}

/** The active price of an ACTIVE plan that checkout may sell, by its Stripe price id. */
export async function sellablePrice(app: AppContext, stripePriceId: string): Promise<PlanPriceRow | null> {
  const [row] = await app.db
    .select({ price: planPrices })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(and(eq(planPrices.stripePriceId, stripePriceId), eq(planPrices.active, true), eq(plans.status, 'ACTIVE')));
  return row?.price ?? null;
}
