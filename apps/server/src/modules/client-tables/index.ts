// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './client-tables.graphql.js';

export { brokerClientProject } from './client-tables-access.js';
export { clientTablesModule } from './manifest.js';
