import { ANSWER_MESSAGES, type AnswerInput, ERROR_CODES } from '@shortlist/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { AppError, badInput, notFound } from '../../../core/errors.js';
import { isUuid, type Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { answers, projectProducts, projectQuestions } from '../../../db/schema/index.js';
import { findParticipation, type Participation } from '../answer-target.js';
import { answerView, answerViewColumns } from '../answer-view.js';
import { type ChangedAnswer, writeAnswers } from '../answer-writes.js';
import { answerableQuestion } from '../questionnaire-rows.js';
import { assertMayImport, importedAnswer } from './import-rules.js';

/** One answer of a bulk apply (spec 2 §7: section, question, value, secondaryValue, notApplicable, description). */
export interface AppliedAnswer extends Omit<AnswerInput, 'isDraft'> {
  questionId: string;
  /** When given, the question must be in this section. */
  sectionId?: string | null;
  /** When given, the stored answer's version it was read against (null: none was stored), which must still hold. */
  baseVersion?: number | null;
}

export interface ApplyAnswersInput {
  projectId: string;
  projectProductId: string;
  answers: readonly AppliedAnswer[];
}

/** The questions the answers name, of the participation's project and answerable, with its answers: one statement. */
async function findTargets(db: Database, participation: Participation, questionIds: readonly string[]) {
  const rows = await db
    .select({
      id: projectQuestions.id,
      sectionId: projectQuestions.sectionId,
      definition: projectQuestions.definition,
      current: answerViewColumns,
    })
    .from(projectQuestions)
    .leftJoin(
      answers,
      and(eq(answers.questionId, projectQuestions.id), eq(answers.projectProductId, participation.projectProductId)),
    )
    .where(
      and(
        eq(projectQuestions.projectId, participation.projectId),
        answerableQuestion,
        inArray(projectQuestions.id, [...questionIds]),
      ),
    );
  return new Map(rows.map((row) => [row.id, { ...row, current: row.current ? answerView(row.current) : null }]));
}

/**
 * The changed answers written (each a change: version + 1, rating cleared), after locking the participation and
 * checking that it is still not submitted.
 */
async function writeApplied(
  app: AppContext,
  viewer: Viewer,
  participation: Participation,
  changed: readonly ChangedAnswer[],
) {
  await app.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: projectProducts.id })
      .from(projectProducts)
      .where(and(eq(projectProducts.id, participation.projectProductId), isNull(projectProducts.answersSubmittedAt)))
      .for('update');
    if (!open) throw badInput(ANSWER_MESSAGES.alreadySubmitted);
    await writeAnswers(tx, viewer, participation.projectProductId, changed);
  });
}

/**
 * Spec 2 §7 Apply answers in bulk, after Parse project answers: in AWAITING before submission only. Every answer goes
 * through the rules of a save; when one is invalid (or names no answerable question of the project, or a question
 * twice) the call is refused with its problem and nothing is written. So is a call that would change an answer
 * saved since the version it names was read (someone saved meanwhile): nothing is silently overwritten. Unchanged
 * and empty answers are skipped; the changed ones are written together. Answers with the participation's id and how
 * many answers changed.
 */
export async function applyAnswers(
  app: AppContext,
  viewer: Viewer,
  input: ApplyAnswersInput,
): Promise<{ id: string; applied: number }> {
  const participation = await findParticipation(app.db, viewer, input.projectId, input.projectProductId);
  assertMayImport(participation.state);
  const ids = input.answers.map((answer) => answer.questionId);
  if (ids.length === 0) return { id: participation.projectProductId, applied: 0 };
  if (!ids.every(isUuid) || new Set(ids).size !== ids.length) throw badInput(ANSWER_MESSAGES.notValid);
  const targets = await findTargets(app.db, participation, ids);
  const changed = input.answers.flatMap(({ questionId, sectionId, baseVersion, ...answer }) => {
    const target = targets.get(questionId);
    if (!target || (sectionId && sectionId !== target.sectionId)) throw notFound('Question');
    const outcome = importedAnswer(target.definition, target.current, answer, participation.projectMaxLength);
    if (outcome.kind === 'INVALID') throw badInput(outcome.message, { [outcome.field]: outcome.message });
    if (outcome.kind !== 'CHANGED') return [];
    const stale = baseVersion !== undefined && (target.current?.version ?? null) !== baseVersion;
    return [{ questionId, answer: outcome.answer, stale }];
  });
  const stale = changed.filter((entry) => entry.stale).length;
  if (stale > 0) throw new AppError(409, ERROR_CODES.conflict, ANSWER_MESSAGES.importStale(stale));
  if (changed.length > 0) await writeApplied(app, viewer, participation, changed);
  return { id: participation.projectProductId, applied: changed.length };
}
