import { z } from 'zod';
import { isUnlimited, type PlanLimits } from './billing.js';

/** Spec 1 §3 Search kind. */
export const AI_SEARCH_KINDS = ['PRODUCTS', 'QUESTIONS', 'DISCOVERY'] as const;
export type AiSearchKind = (typeof AI_SEARCH_KINDS)[number];

/** Spec 1 §3 Job state, as an AI search uses it. */
export const AI_SEARCH_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type AiSearchStatus = (typeof AI_SEARCH_STATUSES)[number];

/** Spec 2 §9, spec 3 §9: the plan limit each kind counts against. */
export const AI_PLAN_LIMIT_KEYS = {
  PRODUCTS: 'aiSupplierSearches',
  QUESTIONS: 'aiQuestionsToSuppliersAttempts',
  DISCOVERY: 'aiClientDiscovery',
} as const satisfies Record<AiSearchKind, keyof PlanLimits>;

/** What one attempt of each kind is called, for one and for several. */
const ATTEMPT_NOUNS: Record<AiSearchKind, readonly [string, string]> = {
  PRODUCTS: ['AI supplier search', 'AI supplier searches'],
  QUESTIONS: ['AI question generation', 'AI question generations'],
  DISCOVERY: ['AI client discovery', 'AI client discoveries'],
};

const attempts = (kind: AiSearchKind, count: number) => ATTEMPT_NOUNS[kind][count === 1 ? 0 : 1];

export const AI_KEYWORD_MIN = 2;
export const AI_KEYWORD_MAX = 200;

/** What the AI searches say to users (spec 2 §8, §9 AI limits; spec 3 §8, §9). */
export const AI_MESSAGES = {
  /** The used/max warning: 'You have used 1 of 1 AI supplier search for this project.' */
  used: (kind: AiSearchKind, used: number, max: number) =>
    `You have used ${used} of ${max} ${attempts(kind, max)} for this project.`,
  /** The refusal at the limit (403 PLAN_LIMIT_REACHED) and the notice beside the disabled button. */
  limitReached: (kind: AiSearchKind, used: number, max: number) =>
    `You have used ${used} of ${max} ${attempts(kind, max)} for this project. Please upgrade your plan to run more.`,
  remaining: (kind: AiSearchKind, remaining: number) =>
    `${remaining} ${attempts(kind, remaining)} left for this project.`,
  upgrade: 'Upgrade your plan',
  alreadyRunning: 'A search is already running for this project',
  keywordRequired: 'Please enter a keyword',
  keywordLength: `The keyword must be ${AI_KEYWORD_MIN} to ${AI_KEYWORD_MAX} characters`,
  replaceResults: 'Starting a new search replaces all current results.',
  regenerate: 'Regenerating replaces all questions generated before.',
  advisory: 'AI suggestions are advisory: check them before you rely on them.',
  suggestionMark: 'AI suggestion',
  failed: 'The search could not be completed. Please try again.',
} as const;

/** Spec 2 §3 Search (AI) keyword: trimmed, 2 to 200 characters. */
export const aiKeywordSchema = z
  .string({ error: AI_MESSAGES.keywordRequired })
  .trim()
  .min(1, AI_MESSAGES.keywordRequired)
  .min(AI_KEYWORD_MIN, AI_MESSAGES.keywordLength)
  .max(AI_KEYWORD_MAX, AI_MESSAGES.keywordLength);

/** How many attempts of a kind a project has used and has left; max and remaining null mean no limit. */
export interface AiAllowance {
  used: number;
  max: number | null;
  remaining: number | null;
}

/** Spec 2 §9: zero or null is no limit; otherwise remaining = max − used (never below 0). */
export function aiAllowance(used: number, limit: number | null | undefined): AiAllowance {
  if (isUnlimited(limit)) return { used, max: null, remaining: null };
  const max = limit as number;
  return { used, max, remaining: Math.max(0, max - used) };
}

/** Whether another attempt may start: no limit, or some remain. */
export const mayStartAiSearch = (allowance: AiAllowance): boolean =>
  allowance.remaining === null || allowance.remaining > 0;

/** Whether a keyword is one the server takes (the web disables Search otherwise). */
export const isAiKeyword = (keyword: string): boolean => aiKeywordSchema.safeParse(keyword).success;
