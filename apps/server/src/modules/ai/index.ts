// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './ai.graphql.js';

export { useAiProvider, workAiSearchJobs } from './ai-search-job.js';
export type { AiProvider } from './engine/provider.js';
