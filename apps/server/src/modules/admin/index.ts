// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './admin.graphql.js';

export { assertAdministrator } from './admin-access.js';
export { domainOf } from './client-queries.js';
export { registerClientRoutes } from './clients.routes.js';
export { CompanyRef } from './companies.graphql.js';
export { nullsAsAbsent } from './graphql-input.js';
export { ProjectServiceTypeRef, SupplierServiceTypeRef } from './reference-types.graphql.js';
export { listServiceTypes } from './service-type-queries.js';
