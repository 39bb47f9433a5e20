// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './client-tables.graphql.js';

export { createClientTable } from './client-table-commands.js';
export { brokerClientProject, unlockedBrokerProject } from './client-tables-access.js';
export { ClientTableRef } from './client-tables-objects.graphql.js';
export { clientTablesModule } from './manifest.js';
