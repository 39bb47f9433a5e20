// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './billing.graphql.js';

export { registerBillingRoutes } from './billing.routes.js';
export { scheduleBillingJobs } from './billing-jobs.js';
export { endLapsedSubscriptions } from './end-lapsed-subscriptions.js';
export { assertCanCreateProject, assertCanInviteUser, planLimitsOf } from './limits.js';
