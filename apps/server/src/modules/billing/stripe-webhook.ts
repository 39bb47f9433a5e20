import {
  BILLING_SERVER_MESSAGES,
  isActiveSubscription,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { isUuid } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, planPrices, stripeEvents, subscriptions } from '../../db/schema/index.js';
import { stripeCall } from '../../platform/billing/index.js';
import { cardPayments, cardPaymentsNotConfigured } from './billing-access.js';
import { freePlan } from './subscriptions.js';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const NOT_YET_PAID: readonly SubscriptionStatus[] = ['incomplete', 'incomplete_expired'];

const invalidSignature = () => badInput(BILLING_SERVER_MESSAGES.invalidSignature);

/** What a Stripe subscription says, with the company it belongs to as far as the event tells. */
interface StripeSubscriptionFacts {
  subscription: Stripe.Subscription;
  companyId: string | null;
  deleted: boolean;
  at: Date;
}

/**
 * POST /api/stripe/webhook: checks the Stripe-Signature of the raw body with STRIPE_WEBHOOK_SECRET (400 otherwise),
 * then applies checkout.session.completed and customer.subscription.created/updated/deleted once: the event id is
 * stored in the same transaction as the change, so a second delivery changes nothing. Other events are acknowledged.
 */
export async function handleStripeWebhook(
  app: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const stripe = cardPayments(app);
  const secret = app.config.stripe.webhookSecret;
  if (!secret) throw cardPaymentsNotConfigured();
  if (!signature) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw invalidSignature();
  }
  const [seen] = await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return;
  const facts = await factsOf(stripe, event);
  if (!facts) return;
  await app.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!first) return;
    await applySubscription(tx, facts);
  });
}

/** The subscription an event is about; a completed checkout is read back from Stripe (its event carries only the id). */
async function factsOf(stripe: Stripe, event: Stripe.Event): Promise<StripeSubscriptionFacts | null> {
  const at = new Date(event.created * 1000);
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    if (session.mode !== 'subscription' || !session.subscription) return null;
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
    const subscription = await stripeCall(() => stripe.subscriptions.retrieve(subscriptionId));
    return { subscription, companyId: session.client_reference_id, deleted: false, at };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      subscription,
      companyId: null,
      deleted: event.type === 'customer.subscription.deleted',
      at,
    };
  }
  return null;
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/** The company: the subscription's metadata companyId, the checkout's reference, or the row holding its ids. */
async function companyOf(db: Database, facts: StripeSubscriptionFacts): Promise<string | null> {
  const named = facts.subscription.metadata?.companyId || facts.companyId;
  if (named && isUuid(named)) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, named));
    if (company) return company.id;
  }
  const [bySubscription] = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, facts.subscription.id));
  if (bySubscription) return bySubscription.companyId;
  const [byCustomer] = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, idOf(facts.subscription.customer)));
  return byCustomer?.companyId ?? null;
}

const statusOf = (status: Stripe.Subscription.Status): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'unpaid';

/**
 * Brings the company's subscription in line with Stripe's. An event older than the last one applied is ignored. An
 * ended subscription moves the company to the free plan (only when it is the company's current one). A subscription
 * not yet paid does not replace another active plan, so a failed checkout leaves the company where it was.
 */
async function applySubscription(db: Database, facts: StripeSubscriptionFacts): Promise<void> {
  const companyId = await companyOf(db, facts);
  if (!companyId) return;
  const { subscription, at } = facts;
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  if (existing?.stripeSyncedAt && existing.stripeSyncedAt > at) return;
  const sameSubscription = existing?.stripeSubscriptionId === subscription.id;
  const customerId = idOf(subscription.customer);

  if (facts.deleted || subscription.status === 'canceled') {
    if (!existing || !sameSubscription) return;
    const free = await freePlan(db);
    await db
      .update(subscriptions)
      .set({
        ...(free ? { planId: free.id, status: 'active' as const } : { status: 'canceled' as const }),
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        stripeCustomerId: customerId,
        stripeSubscriptionId: null,
        stripePriceId: null,
        stripeSyncedAt: at,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, existing.id));
    return;
  }

  const status = statusOf(subscription.status);
  if (NOT_YET_PAID.includes(status) && existing && !sameSubscription && isActiveSubscription(existing.status)) return;
  const item = subscription.items.data[0];
  const stripePriceId = item?.price.id ?? null;
  const [price] = stripePriceId
    ? await db.select().from(planPrices).where(eq(planPrices.stripePriceId, stripePriceId))
    : [];
  const planId = price?.planId ?? (sameSubscription ? existing?.planId : undefined);
  if (!planId) {
    console.error('Stripe subscription with a price of no plan:', subscription.id, stripePriceId);
    return;
  }
  const values = {
    planId,
    status,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    stripePriceId,
    stripeSyncedAt: at,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: values });
}
