// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './audit.graphql.js';

export { registerAuditRoutes } from './audit.routes.js';
export { runAuditVerify } from './audit-check.js';
export { auditCsvLines } from './audit-csv.js';
