// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './ai.graphql.js';

export { useAiProvider, workAiSearchJobs } from './ai-search-job.js';
export { createLocalEngine } from './engine/local/index.js';
export type {
  AiProvider,
  ClientTableSuggestion,
  QuestionSuggestion,
  SearchKind,
  SearchScope,
  SectionSuggestion,
  SupplierSuggestion,
} from './engine/provider.js';
