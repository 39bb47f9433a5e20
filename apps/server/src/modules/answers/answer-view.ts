import type { AnswerRequestStatus, AnswerSecondaryValue, AnswerValue, SettledAnswer } from '@shortlist/domain';
import { answers } from '../../db/schema/index.js';

/** An answer as its supplier reads it (spec 2 §3 Answer); the rating and who rated stay on the buy side. */
export interface AnswerView extends SettledAnswer {
  id: string;
  questionId: string;
  projectProductId: string;
  status: AnswerRequestStatus | null;
  requestNote: string | null;
  /** A Date, or the ISO text a long list reads from the database (isoInstant). */
  answeredAt: Date | string | null;
  version: number;
}

/** The columns an AnswerView is read from, for selects and `returning`. */
export const answerViewColumns = {
  id: answers.id,
  questionId: answers.questionId,
  projectProductId: answers.projectProductId,
  value: answers.value,
  secondaryValue: answers.secondaryValue,
  notApplicable: answers.notApplicable,
  notApplicableDescription: answers.notApplicableDescription,
  isDraft: answers.isDraft,
  status: answers.status,
  requestNote: answers.requestNote,
  answeredAt: answers.answeredAt,
  version: answers.version,
};

type AnswerColumnsRow = Pick<typeof answers.$inferSelect, keyof typeof answerViewColumns>;

/** A selected row as the view (jsonb columns typed by the domain). */
export const answerView = (row: AnswerColumnsRow): AnswerView => ({
  ...row,
  value: row.value as AnswerValue | null,
  secondaryValue: row.secondaryValue as AnswerSecondaryValue | null,
});
