import {
  ANSWER_MESSAGES,
  type AnswerFile,
  type AnswerInput,
  mayChangeAnswer,
  type SettledAnswer,
  sameAnswer,
  settleAnswer,
} from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { answers } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import { ownAnswerFiles } from './answer-files.js';
import { type AnswerKey, type AnswerTarget, findAnswerTarget } from './answer-target.js';
import { type AnswerView, answerView, answerViewColumns } from './answer-view.js';

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

/** The writable fields of a kept answer; any change clears the rating and who rated (spec 2 §4 Answer states). */
const changedBy = (viewer: Viewer, settled: SettledAnswer) => ({
  ...settled,
  rating: null,
  ratedBy: null,
  answeredAt: new Date(),
  answeredBy: viewer.user.id,
  updatedAt: new Date(),
});

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
    const removed = await app.db
      .delete(answers)
      .where(and(eq(answers.id, current.id), eq(answers.version, current.version)))
      .returning({ id: answers.id });
    return removed.length > 0 ? result(null) : result(await reread(app, target), true);
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
  if (!current) {
    if (input.baseVersion !== null && input.baseVersion !== undefined) return result(null, true);
    const [inserted] = await app.db
      .insert(answers)
      .values({
        projectProductId: target.projectProductId,
        questionId: target.questionId,
        ...changedBy(viewer, settled),
      })
      .onConflictDoNothing({ target: [answers.projectProductId, answers.questionId] })
      .returning(answerViewColumns);
    return inserted ? result(answerView(inserted)) : settleRace(app, target, settled);
  }
  if (current.version !== input.baseVersion) return result(current, true);
  const [updated] = await app.db
    .update(answers)
    .set({ ...changedBy(viewer, settled), version: sql`${answers.version} + 1` })
    .where(and(eq(answers.id, current.id), eq(answers.version, current.version)))
    .returning(answerViewColumns);
  return updated ? result(answerView(updated)) : settleRace(app, target, settled);
}

/** The answer as it is now, after a write found it changed under it. */
async function reread(app: AppContext, target: AnswerTarget): Promise<AnswerView | null> {
  const [row] = await app.db
    .select(answerViewColumns)
    .from(answers)
    .where(and(eq(answers.projectProductId, target.projectProductId), eq(answers.questionId, target.questionId)));
  return row ? answerView(row) : null;
}

/** A write that lost a race: the same value saved by the winner is no conflict (the retry of a save that landed). */
async function settleRace(app: AppContext, target: AnswerTarget, settled: SettledAnswer): Promise<SaveAnswerResult> {
  const now = await reread(app, target);
  return { questionId: target.questionId, answer: now, conflict: !now || !sameAnswer(now, settled) };
}
