import type { QuestionStatus } from './question-types.js';

/** The words of a keyword: lower case, split on whitespace, empty words dropped. */
export function keywordWords(keyword: string): string[] {
  return keyword.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Spec 3 §5 and §9 (spec 2 §5): every word of the keyword appears in the text, case-insensitively. */
export function matchesEveryWord(text: string, keyword: string): boolean {
  const haystack = text.toLowerCase();
  return keywordWords(keyword).every((word) => haystack.includes(word));
}

/** Spec 3 §2: the quick filters of the project questions page. */
export const QUESTION_QUICK_FILTERS = [
  'all',
  'without-approver',
  'unapproved',
  'approved',
  'rejected',
  'duplicates',
] as const;
export type QuestionQuickFilter = (typeof QUESTION_QUICK_FILTERS)[number];

/** Spec 3 §2 names the approver filter Without Expert (the approver is labelled Expert). */
export const QUESTION_QUICK_FILTER_LABELS: Record<QuestionQuickFilter, string> = {
  all: 'All',
  'without-approver': 'Without Expert',
  unapproved: 'Unapproved',
  approved: 'Approved',
  rejected: 'Rejected',
  duplicates: 'Duplicates',
};

/** Spec 3 §2: Without Expert, Unapproved, Approved and Rejected need the experts feature. */
export const QUICK_FILTERS_NEEDING_EXPERTS: readonly QuestionQuickFilter[] = [
  'without-approver',
  'unapproved',
  'approved',
  'rejected',
];

/** The quick filters offered, given the company's experts feature. */
export function availableQuickFilters(enableExperts: boolean): QuestionQuickFilter[] {
  return QUESTION_QUICK_FILTERS.filter((filter) => enableExperts || !QUICK_FILTERS_NEEDING_EXPERTS.includes(filter));
}

export interface FilterableQuestion {
  id: string;
  label: string;
  sectionId: string;
  status: QuestionStatus;
  approverId?: string | null;
}

const normaliseLabel = (label: string) => label.trim().toLowerCase();

/**
 * The ids of questions whose label (trimmed, case-insensitive) occurs more than once. Spec 2 §5 defines the
 * duplicates filter as "same label in a section", so the default scope is the section; 'project' compares across the
 * whole project.
 */
export function duplicateLabels(
  questions: readonly FilterableQuestion[],
  scope: 'section' | 'project' = 'section',
): Set<string> {
  const byKey = new Map<string, string[]>();
  for (const question of questions) {
    const label = normaliseLabel(question.label);
    if (label === '') continue;
    const key = scope === 'section' ? `${question.sectionId}\u0000${label}` : label;
    byKey.set(key, [...(byKey.get(key) ?? []), question.id]);
  }
  return new Set([...byKey.values()].filter((ids) => ids.length > 1).flat());
}

/** Whether a question passes a quick filter; `duplicateIds` comes from duplicateLabels over the same project. */
export function questionQuickFilter(
  filter: QuestionQuickFilter,
  question: FilterableQuestion,
  duplicateIds: ReadonlySet<string> = new Set(),
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'without-approver':
      return !question.approverId;
    case 'unapproved':
      return question.status === 'PENDING';
    case 'approved':
      return question.status === 'APPROVED';
    case 'rejected':
      return question.status === 'REJECTED';
    case 'duplicates':
      return duplicateIds.has(question.id);
  }
}

/** Spec 3 §9: while filtering, sections with up to 10 questions expand and longer ones collapse. */
export const FILTERED_SECTION_EXPAND_MAX = 10;

/** Whether a section starts expanded: always without filters, else when it shows at most 10 questions. */
export function sectionExpanded(questionCount: number, filtering: boolean): boolean {
  return !filtering || questionCount <= FILTERED_SECTION_EXPAND_MAX;
}
