import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { emailField, requiredText } from './fields.js';

/** POST /api/stripe/create-checkout-session. The return addresses are checked against the site's address on the server. */
export const checkoutSessionSchema = z.object({
  priceId: requiredText(255),
  customerEmail: emailField,
  successUrl: requiredText(2000),
  cancelUrl: requiredText(2000),
});
export type CheckoutSessionInput = z.input<typeof checkoutSessionSchema>;

/** POST /api/stripe/create-portal-session: where the portal sends the user back (the pricing page by default). */
export const portalSessionSchema = z.object({
  returnUrl: z.string({ error: MESSAGES.required }).trim().max(2000, MESSAGES.maxLength(2000)).optional(),
});
