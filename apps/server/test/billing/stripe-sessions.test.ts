import { BILLING_ERROR_CODES, BILLING_SERVER_MESSAGES, ERROR_CODES } from '@shortlist/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, type PlanRow } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { expectBadInput } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { buildBillingManager, storedSubscription } from './billing-support.js';
import { type StripeStandIn, startStripeStandIn, stripeSubscription } from './stripe-stand-in.js';

const SECRET_KEY = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_test_standin';

let testApp: TestApp;
let standIn: StripeStandIn;
let pro: PlanRow;
let site: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  testApp = await startTestApp({
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url },
  });
  site = testApp.running.app.config.publicUrl;
  pro = await buildPlan(db(), { name: 'Pro by card', stripeProductId: 'prod_pro' }, [
    { interval: 'month', unitAmount: 4900, stripePriceId: 'price_pro_month' },
    { interval: 'year', unitAmount: 47040, stripePriceId: 'price_pro_year_retired', active: false },
  ]);
  await buildPlan(db(), { name: 'Draft by card', status: 'DRAFT' }, [
    { interval: 'month', unitAmount: 100, stripePriceId: 'price_draft' },
  ]);
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

const db = () => testApp.running.app.db;

const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  priceId: 'price_pro_month',
  customerEmail: 'Buyer@Example.com',
  successUrl: `${site}/pricing?checkout=success`,
  cancelUrl: `${site}/pricing`,
  ...overrides,
});

describe('with card payments configured', () => {
  it('says so in config and refuses assigning plans by hand', async () => {
    const config = await testApp.client().graphql('{ config { billing { cardPayments } } }');
    expect(config.data).toEqual({ config: { billing: { cardPayments: true } } });
    const { client } = await buildSignedInAdmin(testApp);
    const { company } = await buildBillingManager(testApp, { plan: null });
    const result = await client.graphql(
      'mutation Assign($companyId: ID!, $planId: ID!) { assignPlan(companyId: $companyId, planId: $planId) { status } }',
      { companyId: company.id, planId: pro.id },
    );
    expectBadInput(result, BILLING_SERVER_MESSAGES.plansManagedByCardPayments);
    expect(await storedSubscription(db(), company.id)).toBeNull();
  });
});

describe('POST /api/stripe/create-checkout-session', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS, asking Stripe nothing', async () => {
    const before = standIn.requests.length;
    expect((await testApp.client().post('/api/stripe/create-checkout-session', checkoutBody())).status).toBe(401);
    const { client } = await buildBillingManager(testApp, {}, ['MANAGE_CLIENTS']);
    expect((await client.post('/api/stripe/create-checkout-session', checkoutBody())).status).toBe(403);
    expect(standIn.requests.length).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    [
      'an unknown price',
      { priceId: 'price_nope' },
      BILLING_SERVER_MESSAGES.unknownPrice,
      { priceId: BILLING_SERVER_MESSAGES.unknownPrice },
    ],
    [
      'an inactive price',
      { priceId: 'price_pro_year_retired' },
      BILLING_SERVER_MESSAGES.unknownPrice,
      { priceId: BILLING_SERVER_MESSAGES.unknownPrice },
    ],
    [
      'a price of a DRAFT plan',
      { priceId: 'price_draft' },
      BILLING_SERVER_MESSAGES.unknownPrice,
      { priceId: BILLING_SERVER_MESSAGES.unknownPrice },
    ],
    [
      'a success address of another site',
      { successUrl: 'https://evil.example/pricing' },
      BILLING_SERVER_MESSAGES.foreignReturnUrl,
      { successUrl: BILLING_SERVER_MESSAGES.foreignReturnUrl },
    ],
    [
      'a cancel address that only starts like this site',
      { cancelUrl: `${site}.evil.example/` },
      BILLING_SERVER_MESSAGES.foreignReturnUrl,
      { cancelUrl: BILLING_SERVER_MESSAGES.foreignReturnUrl },
    ],
    [
      'an invalid e-mail',
      { customerEmail: 'nobody' },
      'Must be a valid email',
      { customerEmail: 'Must be a valid email' },
    ],
    ['a missing price', { priceId: undefined }, 'Required', { priceId: 'Required' }],
  ])('refuses %s with 400, asking Stripe nothing', async (_case, patch, message, fields) => {
    const { client } = await buildBillingManager(testApp);
    const before = standIn.requests.length;
    const result = await client.post('/api/stripe/create-checkout-session', checkoutBody(patch));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message, code: ERROR_CODES.badUserInput, fields });
    expect(standIn.requests.length).toBe(before);
  });

  it('creates a subscription checkout for the company and relays the session', async () => {
    standIn.on('POST /v1/checkout/sessions', () => ({
      body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' },
    }));
    const { client, company } = await buildBillingManager(testApp, { plan: null });
    const result = await client.post('/api/stripe/create-checkout-session', checkoutBody());
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' });
    const sent = standIn.made('POST', '/v1/checkout/sessions').at(-1);
    expect(sent?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_month',
      'line_items[0][quantity]': '1',
      customer_email: 'buyer@example.com',
      client_reference_id: company.id,
      success_url: `${site}/pricing?checkout=success`,
      cancel_url: `${site}/pricing`,
      'subscription_data[metadata][companyId]': company.id,
    });
  });

  it("pays as the company's Stripe customer when it has one, and answers 502 when Stripe refuses", async () => {
    const { client } = await buildBillingManager(testApp, { subscription: { stripeCustomerId: 'cus_known' } });
    standIn.on('POST /v1/checkout/sessions', () => ({
      body: { id: 'cs_test_2', url: 'https://checkout.stripe.test/2' },
    }));
    expect((await client.post('/api/stripe/create-checkout-session', checkoutBody())).status).toBe(200);
    const sent = standIn.made('POST', '/v1/checkout/sessions').at(-1);
    expect(sent?.form.customer).toBe('cus_known');
    expect(sent?.form.customer_email).toBeUndefined();

    standIn.on('POST /v1/checkout/sessions', () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such price' } },
    }));
    const refused = await client.post('/api/stripe/create-checkout-session', checkoutBody());
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      message: BILLING_SERVER_MESSAGES.paymentProviderFailed,
      code: BILLING_ERROR_CODES.paymentProvider,
    });
  });
});

describe('POST /api/stripe/create-portal-session', () => {
  it('answers 401, 403, and 400 for a company without a Stripe customer', async () => {
    expect((await testApp.client().post('/api/stripe/create-portal-session', {})).status).toBe(401);
    const viewer = await buildBillingManager(testApp, {}, []);
    expect((await viewer.client.post('/api/stripe/create-portal-session', {})).status).toBe(403);
    const { client } = await buildBillingManager(testApp);
    const result = await client.post('/api/stripe/create-portal-session', {});
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: BILLING_SERVER_MESSAGES.noCardPaymentCustomer,
      code: ERROR_CODES.badUserInput,
    });
  });

  it("opens the portal for the company's customer, back to the pricing page by default", async () => {
    standIn.on('POST /v1/billing_portal/sessions', () => ({
      body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/bps_1' },
    }));
    const { client } = await buildBillingManager(testApp, { subscription: { stripeCustomerId: 'cus_portal' } });
    const result = await client.send('POST', '/api/stripe/create-portal-session');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ url: 'https://billing.stripe.test/p/bps_1' });
    expect(standIn.made('POST', '/v1/billing_portal/sessions').at(-1)?.form).toEqual({
      customer: 'cus_portal',
      return_url: `${site}/pricing`,
    });
    const foreign = await client.post('/api/stripe/create-portal-session', { returnUrl: 'https://evil.example' });
    expect(foreign.status).toBe(400);
  });
});

describe('cancelling a Stripe subscription', () => {
  it('asks Stripe to cancel at the period end and records its period end', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 12 * 86_400;
    standIn.on('POST /v1/subscriptions/*', (request) => ({
      body: stripeSubscription({
        id: request.path.split('/').at(-1) ?? '',
        customer: 'cus_cancel',
        priceId: 'price_pro_month',
        periodEnd,
        cancelAtPeriodEnd: request.form.cancel_at_period_end === 'true',
      }),
    }));
    const { client, company } = await buildBillingManager(testApp, {
      plan: pro,
      subscription: {
        stripeCustomerId: 'cus_cancel',
        stripeSubscriptionId: 'sub_cancel',
        stripePriceId: 'price_pro_month',
      },
    });
    const result = await client.send('DELETE', '/api/subscription');
    expect(result.status).toBe(200);
    expect(standIn.made('POST', '/v1/subscriptions/sub_cancel').at(-1)?.form).toEqual({ cancel_at_period_end: 'true' });
    expect(result.body.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      planName: 'Pro by card',
    });
    expect(await storedSubscription(db(), company.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
