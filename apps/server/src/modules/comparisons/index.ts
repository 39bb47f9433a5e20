// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './comparisons.graphql.js';
import './comparison-choices.graphql.js';

export { findVisibleComparison } from './comparison-queries.js';
