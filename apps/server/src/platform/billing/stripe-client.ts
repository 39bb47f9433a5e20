import { BILLING_ERROR_CODES, BILLING_SERVER_MESSAGES } from '@shortlist/domain';
import Stripe from 'stripe';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../core/errors.js';

export type StripeClient = Stripe;

/**
 * The Stripe SDK when STRIPE_SECRET_KEY is set, else null (billing is self-hosted: administrators assign plans).
 * STRIPE_API_URL points the SDK at another host, port and protocol, e.g. a local stand-in of Stripe's API in tests.
 */
export function createStripeClient(config: AppConfig['stripe']): StripeClient | null {
  if (!config.secretKey) return null;
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: target ? 0 : 2,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Runs a call to Stripe; a refusal or an unreachable Stripe answers 502 with a message for the user (the details go to
 * the log) instead of a masked 500.
 */
export async function stripeCall<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    console.error('Stripe request failed:', error.type, error.message);
    throw new AppError(502, BILLING_ERROR_CODES.paymentProvider, BILLING_SERVER_MESSAGES.paymentProviderFailed);
  }
}
