export { createAiProvider } from './create-provider.js';
export type {
  AiProvider,
  ClientTableSuggestion,
  QuestionSuggestion,
  SearchKind,
  SearchScope,
  SectionSuggestion,
  SupplierSuggestion,
} from './provider.js';
export { type AiLog, createRemoteEngine } from './remote/remote-engine.js';
