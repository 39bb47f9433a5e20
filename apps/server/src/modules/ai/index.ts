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
