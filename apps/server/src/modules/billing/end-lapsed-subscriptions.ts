import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { plans, subscriptions } from '../../db/schema/index.js';

/**
 * Spec 1 §4: once the period of a cancelled subscription has ended, the company drops to the free plan ('active', no
 * end; its Stripe customer stays for later checkouts). One UPDATE whose condition no longer holds after it ran, so it
 * is idempotent and safe when two instances run it at the same moment (the second one updates no row). Returns how
 * many companies moved.
 */
export async function endLapsedSubscriptions(app: AppContext, now: Date = new Date()): Promise<number> {
  const free = sql`(select ${plans.id} from ${plans} where ${plans.isFree} and ${plans.status} = 'ACTIVE'
    order by ${plans.createdAt}, ${plans.id} limit 1)`;
  const moved = await app.db
    .update(subscriptions)
    .set({
      planId: free,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      stripePriceId: null,
      updatedAt: now,
    })
    .where(
      sql`${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} <= ${now.toISOString()}
        and exists ${free}`,
    )
    .returning({ id: subscriptions.id });
  return moved.length;
}
