import { BILLING_MESSAGES, BILLING_SERVER_MESSAGES, ERROR_CODES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildPlan, buildUser } from '../support/factories.js';
import { buildBrokerCompany, buildSignedInAdmin, getOnBehalf } from '../support/on-behalf.js';
import { expectBadInput, expectForbidden, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildBillingManager, FREE_LIMITS, limits, storedSubscription } from './billing-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const SUBSCRIPTION_FIELDS = `status currentPeriodEnd cancelAtPeriodEnd plan { id name isFree }
  limits { usersCount projectsPerMonth aiSupplierSearches aiQuestionsToSuppliersAttempts aiClientDiscovery }`;
const CREATE_FREE = `mutation { createFreeSubscription { ${SUBSCRIPTION_FIELDS} } }`;
const CANCEL = `mutation { cancelSubscription { ${SUBSCRIPTION_FIELDS} } }`;

describe('GET /api/subscription/metadata', () => {
  it('answers 401 signed out', async () => {
    const result = await testApp.client().get('/api/subscription/metadata');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'You must be signed in', code: ERROR_CODES.unauthenticated });
  });

  it('gives any signed-in user of the company its subscription, plan limits and seats used', async () => {
    const plan = await buildPlan(db(), { name: 'Team', limits: limits({ usersCount: 5, projectsPerMonth: 3 }) });
    const end = new Date('2031-05-01T00:00:00.000Z');
    const { client, company } = await buildBillingManager(
      testApp,
      { plan, subscription: { status: 'trialing', currentPeriodEnd: end } },
      [],
    );
    await buildUser(db(), { companyId: company.id, status: 'INVITED' });
    await buildUser(db(), { companyId: company.id, status: 'EMAIL_CONFIRMATION_REQUIRED' });
    await buildUser(db(), { companyId: company.id, status: 'DISABLED' });
    const result = await client.get('/api/subscription/metadata');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      subscription: {
        status: 'trialing',
        currentPeriodEnd: '2031-05-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        planId: plan.id,
        planName: 'Team',
        isFree: false,
      },
      metadata: limits({ usersCount: 5, projectsPerMonth: 3 }),
      usage: { users: 3 },
    });
  });

  it('answers subscription and metadata null for a company without one', async () => {
    const { client } = await buildBillingManager(testApp, { plan: null });
    expect((await client.get('/api/subscription/metadata')).body).toEqual({
      subscription: null,
      metadata: null,
      usage: { users: 1 },
    });
  });

  it('reads the company an administrator acts on behalf of', async () => {
    const company = await buildBrokerCompany(db(), { allowOnBehalf: true });
    const { client } = await buildSignedInAdmin(testApp);
    const result = await getOnBehalf(testApp, client, company.id, '/api/subscription/metadata');
    expect(result.body?.subscription).toMatchObject({ status: 'active', planName: 'Unlimited (tests)' });
  });
});

describe('starting the free plan', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS, changing nothing', async () => {
    expect((await testApp.client().post('/api/subscription/free', {})).status).toBe(401);
    expectUnauthenticated(await testApp.client().graphql(CREATE_FREE));
    const { client, company } = await buildBillingManager(testApp, { plan: null }, ['MANAGE_CLIENTS']);
    const refused = await client.post('/api/subscription/free', {});
    expect(refused.status).toBe(403);
    expectForbidden(await client.graphql(CREATE_FREE));
    expect(await storedSubscription(db(), company.id)).toBeNull();
  });

  it('puts a company without a subscription on the free plan (REST), active with no end', async () => {
    const { client, company } = await buildBillingManager(testApp, { plan: null });
    const result = await client.send('POST', '/api/subscription/free');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      subscription: expect.objectContaining({
        status: 'active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        planName: 'Free',
        isFree: true,
      }),
      metadata: FREE_LIMITS,
      usage: { users: 1 },
    });
    expect(await storedSubscription(db(), company.id)).toMatchObject({ status: 'active', currentPeriodEnd: null });
  });

  it('replaces an expired subscription (GraphQL)', async () => {
    const plan = await buildPlan(db());
    const { client } = await buildBillingManager(testApp, { plan, subscription: { status: 'past_due' } });
    const result = await client.graphql<{ createFreeSubscription: Record<string, unknown> }>(CREATE_FREE);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createFreeSubscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      plan: { name: 'Free', isFree: true },
      limits: FREE_LIMITS,
    });
  });

  it('is refused while a subscription is active, changing nothing', async () => {
    const { client, company } = await buildBillingManager(testApp);
    const before = await storedSubscription(db(), company.id);
    const result = await client.post('/api/subscription/free', {});
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: BILLING_SERVER_MESSAGES.alreadyActive, code: ERROR_CODES.badUserInput });
    expectBadInput(await client.graphql(CREATE_FREE), BILLING_SERVER_MESSAGES.alreadyActive);
    expect(await storedSubscription(db(), company.id)).toEqual(before);
  });
});

describe('cancelling', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS, changing nothing', async () => {
    expect((await testApp.client().send('DELETE', '/api/subscription')).status).toBe(401);
    expectUnauthenticated(await testApp.client().graphql(CANCEL));
    const { client, company } = await buildBillingManager(testApp, {}, ['MANAGE_PROJECT_STATE']);
    const before = await storedSubscription(db(), company.id);
    expect((await client.send('DELETE', '/api/subscription')).status).toBe(403);
    expectForbidden(await client.graphql(CANCEL));
    expect(await storedSubscription(db(), company.id)).toEqual(before);
  });

  it("answers 'No subscription to cancel' without a subscription or on the free plan", async () => {
    const { client } = await buildBillingManager(testApp, { plan: null });
    const result = await client.send('DELETE', '/api/subscription');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: BILLING_MESSAGES.noSubscriptionToCancel, code: ERROR_CODES.badUserInput });
    expectBadInput(await client.graphql(CANCEL), BILLING_MESSAGES.noSubscriptionToCancel);

    const free = await buildPlan(db(), { isFree: true, status: 'DRAFT' });
    const onFree = await buildBillingManager(testApp, { plan: free });
    expectBadInput(await onFree.client.graphql(CANCEL), BILLING_MESSAGES.noSubscriptionToCancel);
    expect(await storedSubscription(db(), onFree.company.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('sets cancelAtPeriodEnd and keeps the period end and access (REST, also with a JSON content type)', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000);
    const plan = await buildPlan(db(), { name: 'Paid monthly' });
    const { client, company } = await buildBillingManager(testApp, { plan, subscription: { currentPeriodEnd: end } });
    const result = await client.send('DELETE', '/api/subscription', {
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(200);
    expect(result.body.subscription).toMatchObject({
      status: 'active',
      planName: 'Paid monthly',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end.toISOString(),
    });
    expect(await storedSubscription(db(), company.id)).toMatchObject({ cancelAtPeriodEnd: true, planId: plan.id });
  });

  it('ends a plan without an end now (GraphQL); the scheduled job then moves it to the free plan', async () => {
    const plan = await buildPlan(db(), { name: 'Assigned' });
    const { client } = await buildBillingManager(testApp, { plan });
    const before = Date.now();
    const result = await client.graphql<{ cancelSubscription: { currentPeriodEnd: string } }>(CANCEL);
    expect(result.errors).toBeUndefined();
    expect(result.data?.cancelSubscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      plan: { name: 'Assigned' },
    });
    const end = Date.parse(result.data?.cancelSubscription.currentPeriodEnd ?? '');
    expect(end).toBeGreaterThanOrEqual(before - 1000);
    expect(end).toBeLessThanOrEqual(Date.now());
  });
});

describe('pricingProducts and config', () => {
  const PRODUCTS = `query Products($pagination: PageInput, $filter: PricingProductFilter) {
    pricingProducts(pagination: $pagination, filter: $filter) {
      total results { id stripeProductId name description status images unitLabel url taxCode defaultPriceId
        metadata { period isPopular buttonText buttonVariant isFree }
        prices { id unitAmount recurring { interval } active }
        marketingFeatures { name }
        limits { usersCount projectsPerMonth aiSupplierSearches aiQuestionsToSuppliersAttempts aiClientDiscovery } }
    }
  }`;
  type Product = { name: string; status: string; prices: Array<{ unitAmount: number }>; defaultPriceId: string };

  it('lists the active plans to visitors, cheapest first, with prices in cents and limits', async () => {
    await buildPlan(db(), { name: 'Hidden draft', status: 'DRAFT' });
    const result = await testApp
      .client()
      .graphql<{ pricingProducts: { total: number; results: Product[] } }>(PRODUCTS, {
        filter: { status: 'ACTIVE' },
        pagination: { page: 1, pageSize: 10 },
      });
    expect(result.errors).toBeUndefined();
    const results = result.data?.pricingProducts.results ?? [];
    expect(results.map((product) => product.name)).not.toContain('Hidden draft');
    // Other tests of this file add plans without prices; the catalogue's own plans come in price order.
    const catalogue = results.filter((product) => ['Free', 'Professional', 'Business'].includes(product.name));
    expect(catalogue.map((product) => product.name)).toEqual(['Free', 'Professional', 'Business']);
    const [free, professional, business] = catalogue;
    expect(free).toMatchObject({ status: 'ACTIVE', metadata: { isFree: true }, limits: FREE_LIMITS });
    expect(professional).toMatchObject({
      prices: [
        { unitAmount: 4900, recurring: { interval: 'month' }, active: true },
        { unitAmount: 47040, recurring: { interval: 'year' }, active: true },
      ],
      limits: limits({
        usersCount: 10,
        projectsPerMonth: 10,
        aiSupplierSearches: 50,
        aiQuestionsToSuppliersAttempts: 50,
        aiClientDiscovery: 50,
      }),
      stripeProductId: null,
    });
    expect(professional?.defaultPriceId).toBeTruthy();
    expect(business).toMatchObject({
      metadata: { isPopular: true, isFree: false },
      prices: [{ unitAmount: 9900 }, { unitAmount: 95040 }],
      limits: limits({ usersCount: 50 }),
    });
  });

  it('shows plans that are not ACTIVE only to administrators', async () => {
    await buildPlan(db(), { name: 'Draft for admins', status: 'DRAFT' });
    const visitor = await testApp.client().graphql<{ pricingProducts: { results: Product[] } }>(PRODUCTS, {
      filter: { status: 'DRAFT' },
    });
    expect(visitor.data?.pricingProducts.results).toEqual([]);
    const { client: admin } = await buildSignedInAdmin(testApp);
    const seen = await admin.graphql<{ pricingProducts: { results: Product[] } }>(PRODUCTS, {
      filter: { status: 'DRAFT' },
      pagination: { pageSize: 50 },
    });
    expect(seen.data?.pricingProducts.results.map((product) => product.name)).toContain('Draft for admins');
  });

  it('says card payments are off without STRIPE_SECRET_KEY, and the Stripe routes answer 404', async () => {
    const config = await testApp.client().graphql('{ config { billing { cardPayments } } }');
    expect(config.data).toEqual({ config: { billing: { cardPayments: false } } });
    const { client } = await buildBillingManager(testApp);
    const checkout = await client.post('/api/stripe/create-checkout-session', {
      priceId: 'price_x',
      customerEmail: 'buyer@example.com',
      successUrl: `${testApp.running.app.config.publicUrl}/pricing`,
      cancelUrl: `${testApp.running.app.config.publicUrl}/pricing`,
    });
    expect(checkout.status).toBe(404);
    expect(checkout.body).toEqual({
      message: BILLING_SERVER_MESSAGES.cardPaymentsNotConfigured,
      code: ERROR_CODES.notFound,
    });
    expect((await client.post('/api/stripe/create-portal-session', {})).status).toBe(404);
    expect((await client.send('POST', '/api/stripe/webhook', { body: '{}' })).status).toBe(404);
  });
});
