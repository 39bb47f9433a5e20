// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './retention.graphql.js';

export { registerRetentionRoutes } from './retention.routes.js';
export { applyRetention, type RetentionCounts } from './retention-apply.js';
export { scheduleRetentionJobs } from './retention-jobs.js';
export { PLAN_ROWS, planRetention, type RetentionPlan } from './retention-plan.js';
export { loadRetentionPeriods } from './retention-settings.js';
