/** Spec 1 §3 Search kind: what an AI search looks for. */
export const SEARCH_KINDS = ['PRODUCTS', 'QUESTIONS', 'DISCOVERY'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Spec 2 §3 Search (AI): the keyword, trimmed. */
export const AI_KEYWORD_LIMITS = { min: 2, max: 200 } as const;

/** What one attempt of each kind is called, for one and for several (spec 2 §9, spec 3 §9 plural texts). */
const ATTEMPT_NAMES: Record<SearchKind, readonly [string, string]> = {
  PRODUCTS: ['AI supplier search', 'AI supplier searches'],
  QUESTIONS: ['AI question generation', 'AI question generations'],
  DISCOVERY: ['AI client discovery', 'AI client discoveries'],
};
const attempts = (kind: SearchKind, count: number) => `${count} ${ATTEMPT_NAMES[kind][count === 1 ? 0 : 1]}`;

/** Spec 2 §3, §8, §9 and spec 3 §2, §9: what the AI assistance says to users. */
export const AI_MESSAGES = {
  advisory: 'These are AI suggestions: check them before you rely on them.',
  alreadyRunning: 'A search is already running for this project',
  replaceResults: 'Starting a new search replaces all current results.',
  regenerateQuestions: 'Regenerating replaces all questions generated before.',
  keywordLength: `The keyword must be ${AI_KEYWORD_LIMITS.min} to ${AI_KEYWORD_LIMITS.max} characters`,
  searchFailed: 'The search could not be completed. Please try again.',
  remaining: (kind: SearchKind, remaining: number, used: number, max: number) =>
    `${attempts(kind, remaining)} remaining on this project (${used}/${max} used)`,
  limitReached: (kind: SearchKind, used: number, max: number) =>
    `You have used all ${attempts(kind, max)} of your plan on this project (${used}/${max}). Upgrade your plan for more.`,
} as const;
