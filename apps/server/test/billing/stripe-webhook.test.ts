import { BILLING_SERVER_MESSAGES, ERROR_CODES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents, subscriptions } from '../../src/db/schema/index.js';
import { buildPlan, type PlanRow } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { buildBillingManager, storedSubscription } from './billing-support.js';
import { type StripeStandIn, startStripeStandIn, stripeSubscription } from './stripe-stand-in.js';

const SECRET_KEY = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_test_standin';

let testApp: TestApp;
let standIn: StripeStandIn;
let pro: PlanRow;
let business: PlanRow;
const signer = new Stripe(SECRET_KEY);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  testApp = await startTestApp({
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url },
  });
  pro = await buildPlan(db(), { name: 'Pro by card', stripeProductId: 'prod_pro' }, [
    { interval: 'month', unitAmount: 4900, stripePriceId: 'price_pro_month' },
  ]);
  business = await buildPlan(db(), { name: 'Business by card' }, [
    { interval: 'month', unitAmount: 9900, stripePriceId: 'price_business_month' },
  ]);
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

const db = () => testApp.running.app.db;

/** Stripe's webhook: signed payloads (generateTestHeaderString), applied once, subscription changes followed. */
describe('POST /api/stripe/webhook', () => {
  let eventSequence = 0;
  const event = (type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) => ({
    id: `evt_${Date.now()}_${eventSequence++}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const deliver = (payload: string, signature?: string) =>
    testApp.client().send('POST', '/api/stripe/webhook', {
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
    });
  const signed = (body: unknown) => {
    const payload = JSON.stringify(body);
    return deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  };
  const processed = async (id: string) => db().select().from(stripeEvents).where(eq(stripeEvents.id, id));

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const { company } = await buildBillingManager(testApp, { plan: null });
    const body = event('customer.subscription.created', {
      ...stripeSubscription({
        id: 'sub_forged',
        customer: 'cus_forged',
        priceId: 'price_pro_month',
        companyId: company.id,
      }),
    });
    const payload = JSON.stringify(body);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, 't=1,v1=deadbeef', undefined]) {
      const result = await deliver(payload, signature);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        message: BILLING_SERVER_MESSAGES.invalidSignature,
        code: ERROR_CODES.badUserInput,
      });
    }
    // A payload changed after signing is refused too.
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('sub_forged', 'sub_changed'), header)).status).toBe(400);
    expect(await storedSubscription(db(), company.id)).toBeNull();
    expect(await processed(body.id)).toEqual([]);
  });

  it('applies a completed checkout: the company is on the plan it bought, with its Stripe ids', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const { company } = await buildBillingManager(testApp, { plan: null });
    standIn.on('GET /v1/subscriptions/sub_checkout', () => ({
      body: stripeSubscription({
        id: 'sub_checkout',
        customer: 'cus_checkout',
        priceId: 'price_pro_month',
        periodEnd,
        companyId: company.id,
      }),
    }));
    const completed = event('checkout.session.completed', {
      id: 'cs_done',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: company.id,
      customer: 'cus_checkout',
      subscription: 'sub_checkout',
    });
    const result = await signed(completed);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ received: true });
    expect(await storedSubscription(db(), company.id)).toMatchObject({
      planId: pro.id,
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: false,
      stripeCustomerId: 'cus_checkout',
      stripeSubscriptionId: 'sub_checkout',
      stripePriceId: 'price_pro_month',
    });
    expect(await processed(completed.id)).toHaveLength(1);
  });

  it('applies the same event once, and ignores an event older than the last one applied', async () => {
    const { company } = await buildBillingManager(testApp, {
      plan: pro,
      subscription: { stripeCustomerId: 'cus_twice', stripeSubscriptionId: 'sub_twice' },
    });
    const pastDue = event(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_twice', customer: 'cus_twice', priceId: 'price_pro_month', status: 'past_due' }),
    );
    expect((await signed(pastDue)).status).toBe(200);
    expect(await storedSubscription(db(), company.id)).toMatchObject({ status: 'past_due' });

    // Changed since (as a later event would); delivering the same event again must not undo that.
    await db().update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.companyId, company.id));
    expect((await signed(pastDue)).status).toBe(200);
    expect(await storedSubscription(db(), company.id)).toMatchObject({ status: 'active' });
    expect(await processed(pastDue.id)).toHaveLength(1);

    const older = event(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_twice', customer: 'cus_twice', priceId: 'price_pro_month', status: 'unpaid' }),
      pastDue.created - 60,
    );
    expect((await signed(older)).status).toBe(200);
    expect(await storedSubscription(db(), company.id)).toMatchObject({ status: 'active' });
  });

  it('follows subscription updates (plan, status, cancellation) and moves a deleted one to the free plan', async () => {
    const { client, company } = await buildBillingManager(testApp, { plan: null });
    const base = { id: 'sub_life', customer: 'cus_life', companyId: company.id };
    const periodEnd = Math.floor(Date.now() / 1000) + 7 * 86_400;
    const now = Math.floor(Date.now() / 1000);

    await signed(
      event(
        'customer.subscription.created',
        stripeSubscription({ ...base, priceId: 'price_pro_month', status: 'trialing' }),
        now,
      ),
    );
    expect(await storedSubscription(db(), company.id)).toMatchObject({ planId: pro.id, status: 'trialing' });

    await signed(
      event(
        'customer.subscription.updated',
        stripeSubscription({ ...base, priceId: 'price_business_month', periodEnd, cancelAtPeriodEnd: true }),
        now + 1,
      ),
    );
    expect(await storedSubscription(db(), company.id)).toMatchObject({
      planId: business.id,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000),
      stripePriceId: 'price_business_month',
    });

    await signed(
      event(
        'customer.subscription.deleted',
        stripeSubscription({ ...base, priceId: 'price_business_month', status: 'canceled' }),
        now + 2,
      ),
    );
    const ended = await storedSubscription(db(), company.id);
    expect(ended).toMatchObject({
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      stripeCustomerId: 'cus_life',
    });
    expect((await client.get('/api/subscription/metadata')).body.subscription).toMatchObject({
      planName: 'Free',
      isFree: true,
    });
  });

  it('does not let an unpaid new subscription replace an active plan, nor an old one ending move the company', async () => {
    const { company } = await buildBillingManager(testApp, {
      plan: pro,
      subscription: { stripeCustomerId: 'cus_keep', stripeSubscriptionId: 'sub_current' },
    });
    const before = await storedSubscription(db(), company.id);
    await signed(
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: 'sub_unpaid',
          customer: 'cus_keep',
          priceId: 'price_business_month',
          status: 'incomplete',
          companyId: company.id,
        }),
      ),
    );
    await signed(
      event(
        'customer.subscription.deleted',
        stripeSubscription({
          id: 'sub_old',
          customer: 'cus_keep',
          priceId: 'price_pro_month',
          status: 'canceled',
          companyId: company.id,
        }),
      ),
    );
    expect(await storedSubscription(db(), company.id)).toMatchObject({
      planId: before?.planId,
      status: 'active',
      stripeSubscriptionId: 'sub_current',
    });
  });

  it('acknowledges events it does not handle', async () => {
    const result = await signed(event('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ received: true });
  });
});
