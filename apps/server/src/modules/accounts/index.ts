// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './accounts.graphql.js';

export { ConfigRef } from './accounts.graphql.js';
export { registerAccountRoutes } from './accounts.routes.js';
export { assertAddressFree, createSystemRoles, insertCompanyWithFirstUser } from './company-with-first-user.js';
export { BROKER_ROLE_TEMPLATES, SUPER_ADMIN_TEMPLATE, SUPPLIER_COMPANY_ROLES } from './default-roles.js';
export { consumeToken, findToken, issueToken } from './one-time-tokens.js';
