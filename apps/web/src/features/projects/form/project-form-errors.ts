import { BILLING_ERROR_CODES } from '@shortlist/domain';
import { errorCode, toUserMessage } from '../../../lib/errors';

/** Spec 2 §8 Project creation: the billing refusals (no active subscription, monthly limit) with the server's text. */
export function billingRefusal(error: unknown): string | null {
  const code = errorCode(error);
  if (code === BILLING_ERROR_CODES.subscriptionRequired || code === BILLING_ERROR_CODES.limitReached) {
    return toUserMessage(error);
  }
  return null;
}
