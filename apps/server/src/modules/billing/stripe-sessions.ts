import { BILLING_SERVER_MESSAGES, checkoutSessionSchema, portalSessionSchema } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { badInput, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { stripeCall } from '../../platform/billing/index.js';
import { assertCanManageBilling, cardPayments } from './billing-access.js';
import { sellablePrice } from './pricing-products.js';
import { companySubscription } from './subscriptions.js';

/** Return addresses must be pages of this site (PUBLIC_URL), so checkout cannot be used as an open redirect. */
function assertOwnPage(app: AppContext, field: string, url: string): void {
  const site = app.config.publicUrl;
  const own = url === site || url.startsWith(`${site}/`) || url.startsWith(`${site}?`) || url.startsWith(`${site}#`);
  if (!own)
    throw badInput(BILLING_SERVER_MESSAGES.foreignReturnUrl, { [field]: BILLING_SERVER_MESSAGES.foreignReturnUrl });
}

/**
 * POST /api/stripe/create-checkout-session: a Stripe Checkout session (mode subscription) for one active plan price.
 * The company travels as client_reference_id and as the subscription's metadata companyId, so the webhook can tell
 * whose subscription it is. A company that already has a Stripe customer pays as that customer.
 */
export async function createCheckoutSession(
  app: AppContext,
  viewer: Viewer,
  input: unknown,
): Promise<{ sessionId: string; url: string | null }> {
  assertCanManageBilling(viewer);
  const stripe = cardPayments(app);
  const data = parseInput(checkoutSessionSchema, input);
  assertOwnPage(app, 'successUrl', data.successUrl);
  assertOwnPage(app, 'cancelUrl', data.cancelUrl);
  const stripePriceId = (await sellablePrice(app, data.priceId))?.stripePriceId;
  if (!stripePriceId) {
    throw badInput(BILLING_SERVER_MESSAGES.unknownPrice, { priceId: BILLING_SERVER_MESSAGES.unknownPrice });
  }
  const companyId = viewer.company.id;
  const customerId = (await companySubscription(app.db, companyId))?.stripeCustomerId ?? null;
  const session = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: stripePriceId, quantity: 1 }],
      ...(customerId ? { customer: customerId } : { customer_email: data.customerEmail }),
      client_reference_id: companyId,
      success_url: data.successUrl,
      cancel_url: data.cancelUrl,
      metadata: { companyId },
      subscription_data: { metadata: { companyId } },
    }),
  );
  return { sessionId: session.id, url: session.url };
}

/** POST /api/stripe/create-portal-session: Stripe's billing portal for the company's Stripe customer. */
export async function createPortalSession(app: AppContext, viewer: Viewer, input: unknown): Promise<{ url: string }> {
  assertCanManageBilling(viewer);
  const stripe = cardPayments(app);
  const data = parseInput(portalSessionSchema, input);
  const returnUrl = data.returnUrl || `${app.config.publicUrl}/pricing`;
  assertOwnPage(app, 'returnUrl', returnUrl);
  const customerId = (await companySubscription(app.db, viewer.company.id))?.stripeCustomerId;
  if (!customerId) throw badInput(BILLING_SERVER_MESSAGES.noCardPaymentCustomer);
  const session = await stripeCall(() =>
    stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
  );
  return { url: session.url };
}
