export { createStripeClient, stripeCall, type StripeClient } from './stripe-client.js';
