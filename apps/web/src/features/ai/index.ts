export { AiAdvisoryCaption } from './ai-advisory-caption';
export { AiAllowanceNotice, atAiLimit } from './ai-allowance-notice';
export { AiSearchDocument } from './ai-documents';
export { AiSearchControls } from './ai-search-controls';
export { AiSearchProgress } from './ai-search-progress';
export { AiSuggestionChip } from './ai-suggestion-chip';
export { aiSearchMock, buildAiSearch, UNLIMITED } from './ai-test-kit';
export { type AiSearchRecord, useAiSearch } from './use-ai-search';
export { type AiSearchCardState, useAiSearchCard } from './use-ai-search-card';
