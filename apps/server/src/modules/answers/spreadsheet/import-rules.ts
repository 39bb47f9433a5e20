import {
  ANSWER_MESSAGES,
  type AnswerInput,
  type AnsweringState,
  type AnswerOutcome,
  mayImportAnswers,
  type QuestionDefinition,
  type SettledAnswer,
  sameAnswer,
  settleAnswer,
} from '@shortlist/domain';
import { badInput } from '../../../core/errors.js';

/** What an imported answer comes to beside the stored one. */
export type ImportOutcome =
  | { kind: 'EMPTY' }
  | { kind: 'UNCHANGED' | 'CHANGED'; answer: SettledAnswer }
  | Extract<AnswerOutcome, { kind: 'INVALID' }>;

/**
 * Spec 2 §4 Spreadsheet import: only changed answers that pass validation are imported. The answer goes through the
 * rules of a save; an empty one changes nothing (answers are removed on the website). The same content as stored is
 * unchanged, whether the stored one was kept as draft or not. A FILE answer's files are given on the website: only
 * its not applicable may change.
 */
export function importedAnswer(
  definition: QuestionDefinition,
  current: SettledAnswer | null,
  input: AnswerInput,
  projectMaxLength: number | null,
): ImportOutcome {
  const outcome = settleAnswer(definition, { ...input, isDraft: false }, { projectMaxLength });
  if (outcome.kind === 'REMOVE') return { kind: 'EMPTY' };
  if (outcome.kind === 'INVALID') return outcome;
  const { answer } = outcome;
  if (current) {
    const asStored = { ...answer, isDraft: current.isDraft };
    if (sameAnswer(current, asStored)) return { kind: 'UNCHANGED', answer: asStored };
  }
  if (definition.type === 'FILE' && answer.value !== null) {
    return { kind: 'INVALID', field: 'value', message: ANSWER_MESSAGES.notValid };
  }
  return { kind: 'CHANGED', answer };
}

/** Spec 2 §4: import only in AWAITING before the answers are submitted; otherwise the refusal of a save. */
export function assertMayImport(state: AnsweringState): void {
  if (mayImportAnswers(state)) return;
  throw badInput(state.answersSubmittedAt ? ANSWER_MESSAGES.alreadySubmitted : ANSWER_MESSAGES.notEditable);
}
