import type { QuestionStatus } from '@shortlist/domain';

/** Spec 3 §2 words the statuses as its quick filters do: Unapproved, Approved, Rejected. */
export const QUESTION_STATUS_LABELS: Readonly<Record<QuestionStatus, string>> = {
  PENDING: 'Unapproved',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const QUESTION_STATUS_COLORS = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
} as const satisfies Record<QuestionStatus, string>;
