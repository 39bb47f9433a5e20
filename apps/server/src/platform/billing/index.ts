export { createStripeClient, type StripeClient, stripeCall } from './stripe-client.js';
