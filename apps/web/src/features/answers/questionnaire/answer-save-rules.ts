import type { AnswerFlag, QuestionType } from '@shortlist/domain';
import type { AnswerDraft } from '../inputs/answer-draft';
import type { QuestionSave } from './answer-autosave';
import type { SupplierAnswer } from './questionnaire-model';

/** Answers given by a choice rather than typed: a new choice is saved at once. */
const CHOSEN: ReadonlySet<QuestionType> = new Set(['BOOLEAN', 'LIST', 'FILE']);

/**
 * How long to wait before saving a change: nothing for a choice (a Yes/No, an option, a file, Not Applicable),
 * otherwise the autosave's quiet time after the last keystroke (undefined).
 */
export function saveDelay(type: QuestionType, before: AnswerDraft, after: AnswerDraft): number | undefined {
  if (before.notApplicable !== after.notApplicable) return 0;
  return CHOSEN.has(type) && before.value !== after.value ? 0 : undefined;
}

/**
 * Spec 2 §4 Answer states, the flag of a question: Error when its last save failed, Draft while typed and not yet
 * saved (or saved incomplete), Not Applicable, else Saved (Submitted when it can no longer be changed); none before
 * an answer exists.
 */
export function answerFlag(save: QuestionSave, answer: SupplierAnswer | null, readOnly: boolean): AnswerFlag | null {
  if (save.state === 'error') return 'ERROR';
  if (save.draft) return 'DRAFT';
  if (!answer) return null;
  if (answer.notApplicable) return 'NOT_APPLICABLE';
  if (answer.isDraft) return 'DRAFT';
  return readOnly ? 'SUBMITTED' : 'SAVED';
}
