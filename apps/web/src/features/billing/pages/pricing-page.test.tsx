import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekRedirectTarget } from '../../../lib/redirect-target';
import { buildProfile, buildSession } from '../../../test/factories';
import {
  billingConfigMock,
  failingProductsMock,
  metadataFor,
  productsMock,
  renderBilling,
  stubRest,
} from '../billing-test-kit';
import { ASK_ADMINISTRATOR, ASSIGNED_BY_ADMINISTRATOR } from '../components/plan-card';
import { browser } from '../hooks/use-plan-actions';
import { resetSubscriptionStore } from '../subscription-store';
import { PLANS_UNAVAILABLE, PricingPage } from './pricing-page';

const card = async (name: string) => within(await screen.findByRole('region', { name }));
const owner = () =>
  buildSession({ profile: buildProfile({ email: 'owner@broker.example', privileges: ['MANAGE_USERS'] }) });

beforeEach(() => resetSubscriptionStore());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PricingPage', () => {
  it('still shows the Enterprise card and a notice when the plans cannot be loaded', async () => {
    renderBilling(<PricingPage />, { mocks: [billingConfigMock(true), failingProductsMock()] });
    expect(await screen.findByText(PLANS_UNAVAILABLE)).toBeTruthy();
    const enterprise = await card('Enterprise');
    expect(enterprise.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact-demo');
    expect(screen.getByRole('heading', { name: 'Pricing', level: 1 })).toBeTruthy();
  });

  it('Contact Sales leads to the demo request form (issue 17)', async () => {
    renderBilling(<PricingPage />, {
      session: buildSession({ profile: null }),
      mocks: [billingConfigMock(true), productsMock()],
    });
    const contact = (await card('Enterprise')).getByRole('link', { name: 'Contact Sales' });
    expect(contact.getAttribute('href')).toBe('/contact-demo');
  });

  it('shows monthly prices and, billed annually, the per-month amount with the Save 20% badge', async () => {
    renderBilling(<PricingPage />, { mocks: [billingConfigMock(true), productsMock()] });
    const professional = await card('Professional');
    expect(professional.getByTestId('plan-price').textContent).toBe('$49');
    expect(professional.getByText('per month')).toBeTruthy();
    expect(screen.getByText('Save 20%')).toBeTruthy();
    expect((await card('Business')).getByText('Most Popular')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bill Annually' }));
    expect(professional.getByTestId('plan-price').textContent).toBe('$39');
    expect(professional.getByText('per month (billed annually)')).toBeTruthy();
    expect((await card('Free')).getByTestId('plan-price').textContent).toBe('$0');
  });

  it('sends a visitor to register and remembers the pricing page for after sign-in', async () => {
    const { router } = renderBilling(<PricingPage />, { mocks: [billingConfigMock(true), productsMock()] });
    fireEvent.click((await card('Professional')).getByRole('button', { name: 'Select plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(peekRedirectTarget()).toBe('/pricing');
  });

  it('starts the free plan for a company without a subscription and goes to the project wizard', async () => {
    const fetchMock = stubRest({
      'GET /api/subscription/metadata': [200, metadataFor(null)],
      'POST /api/subscription/free': [200, metadataFor({})],
    });
    const { router } = renderBilling(<PricingPage />, {
      session: owner(),
      mocks: [billingConfigMock(true), productsMock()],
    });
    fireEvent.click((await card('Free')).getByRole('button', { name: 'Select Free Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-wizard/details'));
    expect(fetchMock).toHaveBeenCalledWith('/api/subscription/free', expect.objectContaining({ method: 'POST' }));
  });

  it('says so when the free plan cannot be started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRest({
      'GET /api/subscription/metadata': [200, metadataFor(null)],
      'POST /api/subscription/free': [500, { message: 'Database down', code: 'INTERNAL' }],
    });
    renderBilling(<PricingPage />, { session: owner(), mocks: [billingConfigMock(true), productsMock()] });
    fireEvent.click((await card('Free')).getByRole('button', { name: 'Select Free Plan' }));
    expect(await screen.findByText('Failed to create free subscription. Please try again later.')).toBeTruthy();
  });

  it('marks the current plan, offers Upgrade to dearer plans and checks out with the chosen period', async () => {
    const fetchMock = stubRest({
      'GET /api/subscription/metadata': [200, metadataFor({})],
      'POST /api/stripe/create-checkout-session': [200, { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' }],
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderBilling(<PricingPage />, { session: owner(), mocks: [billingConfigMock(true), productsMock()] });
    const free = await card('Free');
    expect(free.getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bill Annually' }));
    fireEvent.click((await card('Professional')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('checkout')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      priceId: 'price_pro_year',
      customerEmail: 'owner@broker.example',
      successUrl: `${window.location.origin}/pricing?checkout=success`,
      cancelUrl: `${window.location.origin}/pricing`,
    });
  });

  it('cancels a paid plan after confirmation, then shows the days left', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000 - 60_000).toISOString();
    const paid = { planId: 'pro', planName: 'Professional', isFree: false, currentPeriodEnd: end };
    const cancelled = metadataFor({ ...paid, cancelAtPeriodEnd: true });
    const routes: Record<string, [number, unknown]> = {
      'GET /api/subscription/metadata': [200, metadataFor(paid)],
      'DELETE /api/subscription': [200, cancelled],
    };
    stubRest(routes);
    renderBilling(<PricingPage />, { session: owner(), mocks: [billingConfigMock(true), productsMock()] });
    const professional = await card('Professional');
    expect(professional.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    fireEvent.click(professional.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel subscription' }));
    routes['GET /api/subscription/metadata'] = [200, cancelled];
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await professional.findByText('Cancelled: ends in 10 days, then moves to the free plan')).toBeTruthy();
    expect(professional.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows the failure of a cancel with the server message', async () => {
    const paid = { planId: 'pro', planName: 'Professional', isFree: false };
    stubRest({
      'GET /api/subscription/metadata': [200, metadataFor(paid)],
      'DELETE /api/subscription': [400, { message: 'No subscription to cancel', code: 'BAD_INPUT' }],
    });
    renderBilling(<PricingPage />, { session: owner(), mocks: [billingConfigMock(false), productsMock()] });
    fireEvent.click((await card('Professional')).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel subscription' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('No subscription to cancel')).toBeTruthy();
  });

  it('without card payments, paid plans point to the administrator and Contact Sales', async () => {
    stubRest({ 'GET /api/subscription/metadata': [200, metadataFor({})] });
    renderBilling(<PricingPage />, { session: owner(), mocks: [billingConfigMock(false), productsMock()] });
    const business = await card('Business');
    expect(business.getByText(ASSIGNED_BY_ADMINISTRATOR)).toBeTruthy();
    expect(business.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact-demo');
    expect(business.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('lets a user without Manage Users look but not change the plan', async () => {
    stubRest({ 'GET /api/subscription/metadata': [200, metadataFor(null)] });
    renderBilling(<PricingPage />, { session: buildSession(), mocks: [billingConfigMock(true), productsMock()] });
    const free = await card('Free');
    expect(free.getByRole('button', { name: 'Select Free Plan' }).hasAttribute('disabled')).toBe(true);
    expect(free.getByText(ASK_ADMINISTRATOR)).toBeTruthy();
  });

  it("does not let a supplier company's administrator change a plan: plans are the buy side's", async () => {
    stubRest({ 'GET /api/subscription/metadata': [200, metadataFor(null)] });
    const supplierAdministrator = buildProfile({
      type: 'SUPPLIER',
      privileges: ['MANAGE_USERS'],
      company: {
        id: 'supplier-1',
        name: 'Acme',
        kind: 'SUPPLIER',
        features: { scoringType: 'NUMBERS', enableClientTables: false, enableExperts: false },
      },
    });
    renderBilling(<PricingPage />, {
      session: buildSession({ profile: supplierAdministrator }),
      mocks: [billingConfigMock(true), productsMock()],
    });
    const free = await card('Free');
    expect(free.getByRole('button', { name: 'Select Free Plan' }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a signed-in user when the subscription cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRest({ 'GET /api/subscription/metadata': [500, { message: 'Down', code: 'INTERNAL' }] });
    renderBilling(<PricingPage />, { session: owner(), mocks: [billingConfigMock(true), productsMock()] });
    expect(await screen.findByText('Failed to fetch subscription metadata')).toBeTruthy();
    expect((await card('Free')).getByRole('button', { name: 'Select Free Plan' })).toBeTruthy();
  });
});
