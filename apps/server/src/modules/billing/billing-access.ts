import { BILLING_SERVER_MESSAGES, ERROR_CODES } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { AppError, forbidden } from '../../core/errors.js';
import { onBuySide, type Viewer } from '../../core/viewer/index.js';
import type { StripeClient } from '../../platform/billing/index.js';

/** Billing contract: starting the free plan, cancelling, checkout and the portal need MANAGE_USERS. */
export function assertCanManageBilling(viewer: Viewer): void {
  // Plans are the buy side's: a supplier company's administrator manages its users, not a subscription.
  if (!viewer.privileges.has('MANAGE_USERS') || !onBuySide(viewer)) throw forbidden();
}

/** Assigning a plan is the platform administrators' (ADMIN with MANAGE_BROKERS), as is seeing every company's plan. */
export function assertBillingAdministrator(viewer: Viewer): void {
  if (viewer.user.type !== 'ADMIN' || !viewer.privileges.has('MANAGE_BROKERS')) throw forbidden();
}

export const cardPaymentsNotConfigured = () =>
  new AppError(404, ERROR_CODES.notFound, BILLING_SERVER_MESSAGES.cardPaymentsNotConfigured);

/** The Stripe client, or 404 'Card payments are not configured' without STRIPE_SECRET_KEY. */
export function cardPayments(app: AppContext): StripeClient {
  if (!app.stripe) throw cardPaymentsNotConfigured();
  return app.stripe;
}
