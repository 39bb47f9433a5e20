// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './ai.graphql.js';

export { useAiProvider, workAiSearchJobs } from './ai-search-job.js';
export * from './engine/index.js';
export { createLocalEngine } from './engine/local/index.js';
