import type { QuestionStatus } from '../questions/question-types.js';
import { type CountedAnswer, isAnswered } from './answer-rules.js';

/** How far a product's answers are: answered or not applicable over the questions that are not rejected. */
export interface AnswerProgress {
  answered: number;
  total: number;
  /** Percent, rounded down (spec 2 §9). */
  percent: number;
}

/**
 * Spec 2 §4 Supplier road map and §9: the share of non-rejected questions answered or marked not applicable, rounded
 * down. A questionnaire without such questions is complete.
 */
export function answerProgress(
  questions: ReadonlyArray<{ id: string; status: QuestionStatus }>,
  answerOf: (questionId: string) => CountedAnswer | null | undefined,
): AnswerProgress {
  const counted = questions.filter((question) => question.status !== 'REJECTED');
  const answered = counted.filter((question) => isAnswered(answerOf(question.id))).length;
  const total = counted.length;
  return { answered, total, percent: total === 0 ? 100 : Math.floor((answered * 100) / total) };
}
