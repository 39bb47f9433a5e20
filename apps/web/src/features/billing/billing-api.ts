import { SUBSCRIPTION_STATUSES } from '@shortlist/domain';
import { z } from 'zod';
import { rest } from '../../lib/rest';

const limitSchema = z.number().int().nullable();

/** The body of GET /api/subscription/metadata (and of the free and cancel routes). */
export const subscriptionMetadataSchema = z.object({
  subscription: z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      planId: z.string(),
      planName: z.string(),
      isFree: z.boolean(),
    })
    .nullable(),
  metadata: z
    .object({
      usersCount: limitSchema,
      projectsPerMonth: limitSchema,
      aiSupplierSearches: limitSchema,
      aiQuestionsToSuppliersAttempts: limitSchema,
      aiClientDiscovery: limitSchema,
    })
    .nullable(),
  usage: z.object({ users: z.number().int() }),
});
export type SubscriptionMetadata = z.output<typeof subscriptionMetadataSchema>;
export type CompanySubscriptionInfo = NonNullable<SubscriptionMetadata['subscription']>;

export const fetchSubscriptionMetadata = () => rest('/api/subscription/metadata', subscriptionMetadataSchema);

export const startFreeSubscription = () =>
  rest('/api/subscription/free', subscriptionMetadataSchema, { method: 'POST', json: {} });

export const cancelSubscription = () => rest('/api/subscription', subscriptionMetadataSchema, { method: 'DELETE' });

const checkoutSchema = z.object({ sessionId: z.string(), url: z.string().url() });

export interface CheckoutInput {
  priceId: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export const createCheckoutSession = (input: CheckoutInput) =>
  rest('/api/stripe/create-checkout-session', checkoutSchema, { json: input });

export const createPortalSession = (returnUrl: string) =>
  rest('/api/stripe/create-portal-session', z.object({ url: z.string().url() }), { json: { returnUrl } });
