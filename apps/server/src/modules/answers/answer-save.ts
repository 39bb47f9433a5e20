import {
  ANSWER_MESSAGES,
  type AnswerFile,
  type AnswerInput,
  mayChangeAnswer,
  type SettledAnswer,
  sameAnswer,
  settleAnswer,
} from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { ownAnswerFiles } from './answer-files.js';
import { type AnswerKey, type AnswerTarget, currentAnswer, findAnswerTarget } from './answer-target.js';
import type { AnswerView } from './answer-view.js';
import { removeAnswer, writeAnswer } from './answer-writes.js';

export interface SaveAnswerInput extends AnswerKey {
  answer: AnswerInput;
  /** The version the supplier typed over; null for an answer it has not seen saved. */
  baseVersion: number | null;
  /** Spec 2 §4: keep an emptied answer (stored empty) instead of removing it. */
  forbidToRemoveAnswer?: boolean | null;
}

/**
 * What became of a save: the answer as it now is (null when removed). `conflict` means the answer had changed since
 * `baseVersion` (another tab or person): nothing was written and `answer` is the other value, to be shown beside the
 * one typed.
 */
export interface SaveAnswerResult {
  questionId: string;
  answer: AnswerView | null;
  conflict: boolean;
}

/** The refusal of a save the supplier may not make now (wrong status, submitted, not accepted). */
export function assertMayChange(target: Pick<AnswerTarget, 'state'>, current: AnswerView | null) {
  if (mayChangeAnswer(target.state, current?.status)) return;
  throw badInput(target.state.answersSubmittedAt ? ANSWER_MESSAGES.alreadySubmitted : ANSWER_MESSAGES.notEditable);
}

/**
 * Spec 2 §7 Set (and remove) a project question answer, with the rules of spec 2 §4. A save is idempotent: saving what
 * is already kept changes nothing and answers with it, whatever version it names. A save over a version that is not
 * the current one is a conflict and writes nothing.
 */
export async function saveAnswer(app: AppContext, viewer: Viewer, input: SaveAnswerInput): Promise<SaveAnswerResult> {
  const target = await findAnswerTarget(app.db, viewer, input);
  const { current } = target;
  assertMayChange(target, current);
  const outcome = settleAnswer(target.definition, input.answer, {
    projectMaxLength: target.projectMaxLength,
    // An answer whose update was requested keeps its place (and its request) when emptied.
    forbidToRemoveAnswer: Boolean(input.forbidToRemoveAnswer) || current?.status === 'REQUESTED',
  });
  if (outcome.kind === 'INVALID') throw badInput(outcome.message, { [outcome.field]: outcome.message });
  const result = (answer: AnswerView | null, conflict = false) => ({ questionId: target.questionId, answer, conflict });
  if (outcome.kind === 'REMOVE') {
    if (!current) return result(null);
    if (current.version !== input.baseVersion) return result(current, true);
    const removed = await removeAnswer(app.db, current);
    return removed ? result(null) : result(await currentAnswer(app.db, target), true);
  }
  const { definition } = target;
  const settled =
    definition.type === 'FILE' && Array.isArray(outcome.answer.value)
      ? {
          ...outcome.answer,
          value: await ownAnswerFiles(app.db, viewer, definition, outcome.answer.value as AnswerFile[]),
        }
      : outcome.answer;
  if (current && sameAnswer(current, settled)) return result(current);
  const expected = current?.version ?? null;
  if ((input.baseVersion ?? null) !== expected) return result(current, true);
  const written = await writeAnswer(app.db, viewer, target.projectProductId, current, {
    questionId: target.questionId,
    answer: settled,
  });
  return written ? result(written) : settleRace(app, target, settled);
}

/** A write that lost a race: the same value saved by the winner is no conflict (the retry of a save that landed). */
async function settleRace(app: AppContext, target: AnswerTarget, settled: SettledAnswer): Promise<SaveAnswerResult> {
  const now = await currentAnswer(app.db, target);
  return { questionId: target.questionId, answer: now, conflict: !now || !sameAnswer(now, settled) };
}
