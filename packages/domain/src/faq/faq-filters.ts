import type { FaqStatus } from '../enums.js';
import { keywordWords } from '../questions/keyword-filter.js';
import type { FaqTag } from './faq-texts.js';

/** What the tags and filters read of a question (a FAQ item without a parent) and its replies. */
export interface FaqThread {
  text: string;
  status: FaqStatus;
  isPublic: boolean;
  hasBrokerAnswer: boolean;
  answers: ReadonlyArray<{ text: string }>;
}

/** A question still waiting for the buy side: not rejected and without a published broker answer. */
export const isUnanswered = (thread: Pick<FaqThread, 'status' | 'hasBrokerAnswer'>) =>
  thread.status !== 'REJECTED' && !thread.hasBrokerAnswer;

/**
 * Spec 2 §4 FAQ states, the tags next to an item: rejected; in review (a draft); no answer (a question without a
 * broker answer); private (active and not public). Replies carry their state tags only.
 */
export function faqTags(item: Pick<FaqThread, 'status' | 'isPublic' | 'hasBrokerAnswer'>, isReply = false): FaqTag[] {
  const tags: FaqTag[] = [];
  if (item.status === 'REJECTED') tags.push('REJECTED');
  if (item.status === 'DRAFT') tags.push('IN_REVIEW');
  if (!isReply && isUnanswered(item)) tags.push('NO_ANSWER');
  if (item.status === 'ACTIVE' && !item.isPublic) tags.push('PRIVATE');
  return tags;
}

/**
 * Spec 2 §4 and spec 3 §5: the keyword is lowercased and split on spaces; every word must appear in the question or
 * in one of its answers.
 */
export function faqMatchesKeyword(thread: Pick<FaqThread, 'text' | 'answers'>, keyword: string): boolean {
  const texts = [thread.text, ...thread.answers.map((answer) => answer.text)].map((text) => text.toLowerCase());
  return keywordWords(keyword).every((word) => texts.some((text) => text.includes(word)));
}

/** Spec 2 §4 Broker FAQ view: the radio quick filters. */
export const FAQ_QUICK_FILTERS = ['all', 'without-answer', 'unpublished', 'rejected'] as const;
export type FaqQuickFilter = (typeof FAQ_QUICK_FILTERS)[number];
export const FAQ_QUICK_FILTER_LABELS: Record<FaqQuickFilter, string> = {
  all: 'All',
  'without-answer': 'No Answer',
  unpublished: 'Unpublished',
  rejected: 'Rejected',
};

export function faqQuickFilter(filter: FaqQuickFilter, thread: FaqThread): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'without-answer':
      return isUnanswered(thread);
    case 'unpublished':
      return thread.status === 'DRAFT';
    case 'rejected':
      return thread.status === 'REJECTED';
  }
}

export interface FaqFilters {
  keyword: string;
  quick: FaqQuickFilter;
}

export const NO_FAQ_FILTERS: FaqFilters = { keyword: '', quick: 'all' };

/** The questions the broker view shows with its filters. */
export const filterFaqThreads = <Thread extends FaqThread>(threads: readonly Thread[], filters: FaqFilters) =>
  threads.filter((thread) => faqQuickFilter(filters.quick, thread) && faqMatchesKeyword(thread, filters.keyword));
