import {
  mayKeepNotes,
  mayRate,
  mayScoreSome,
  maySetWeight,
  ratingOptions,
  ratingSchema,
  SCORING_MESSAGES,
  type ScorerRight,
  scoringNotesSchema,
  scoringOpen,
  weightSchema,
} from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { badInput, notFound, parseInput } from '../../core/errors.js';
import { findBrokerProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { answerNotes, answerRatings, branchQuestionWeights, projectQuestions } from '../../db/schema/index.js';
import { scopedTo } from './scoring-rows.js';
import { refusedRight, resolveScope } from './scoring-scope.js';
import {
  type AnswerRef,
  findAnswerTarget,
  findScoredQuestion,
  isScoredQuestion,
  type QuestionRef,
  type ScoringProject,
} from './scoring-target.js';

/** Which scope: a branch of the viewer's (branches on) or none. */
interface Scoped {
  branchId?: string | null;
}

/**
 * The viewer's right and scope in the project; refused with the call's wording before anything else is looked at when
 * the viewer may not score at all (`precheck`) or the project is not open for scoring (spec 2 §4: the answer found
 * later is a submitted one, so AWAITING counts as having one).
 */
async function openScoringCall(
  app: AppContext,
  viewer: Viewer,
  { project, isProjectOwner }: ScoringProject,
  input: Scoped,
  refusal: string,
  precheck: (right: Omit<ScorerRight, 'approverIds'>) => boolean = mayScoreSome,
) {
  const right = { privileges: viewer.privileges, userId: viewer.user.id, isProjectOwner };
  if (!precheck(right)) throw refusedRight(refusal);
  if (!scoringOpen({ status: project.status, someSubmitted: true })) throw badInput(refusal);
  return { right, scope: await resolveScope(app.db, viewer, project, input.branchId) };
}

/**
 * The rating upsert of a save (a hot path), in the transaction of its audit entry: built per save, as a statement
 * prepared on the pool would run outside the transaction.
 */
function upsertRating(tx: Database, values: typeof answerRatings.$inferInsert) {
  return tx
    .insert(answerRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [answerRatings.branchId, answerRatings.answerId],
      set: { rating: sql`excluded.rating`, ratedBy: sql`excluded.rated_by`, ratedAt: sql`excluded.rated_at` },
    });
}

/**
 * Spec 2 §7 Set rating: the rating of a product's submitted answer to an approved question, in the viewer's scope
 * (-1 No Rate, 0 Failed, 1–5; with COLORS scoring No Rate or a colour's value). Refused with 'Unable to rate an
 * answer' without the right (§6), outside scoring (§4), for a product that has not submitted or a question not
 * approved.
 */
export async function setRating(app: AppContext, viewer: Viewer, input: AnswerRef & Scoped & { rating: number }) {
  const { rating } = parseInput(ratingSchema, { rating: input.rating });
  // The project and the answer are one read (a save's hot path); the refusals keep their order.
  const { broker, answer } = await findAnswerTarget(app.db, viewer, input);
  const { right, scope } = await openScoringCall(app, viewer, broker, input, SCORING_MESSAGES.rate);
  if (!ratingOptions(scope.scoringType).some((option) => option === rating)) throw badInput(SCORING_MESSAGES.rate);
  const target = answer(SCORING_MESSAGES.rate);
  if (!mayRate({ ...right, approverIds: target.approverIds })) throw refusedRight(SCORING_MESSAGES.rate);
  const { answerId, projectProductId } = target;
  const { project } = broker;
  await app.db.transaction(async (tx) => {
    const ratedAt = new Date();
    await upsertRating(tx, {
      answerId,
      projectProductId,
      branchId: scope.branchId,
      rating,
      ratedBy: viewer.user.id,
      ratedAt,
    });
    // One entry per save: the lock and one insert after the upsert (the hot path's budget).
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'scoring.rating_saved',
      project: { id: project.id, name: project.name },
      target: { type: 'answer', id: answerId },
      after: { rating, supplier: projectProductId, question: input.questionId, branch: scope.branchId },
    });
  });
  return { productId: projectProductId, questionId: input.questionId, rating };
}

/**
 * Spec 2 §7 Set notes: the viewer's notes on a product's submitted answer, in the viewer's scope (trimmed; empty
 * removes them). Refused with 'Unable to save Notes' as a rating is.
 */
export async function setNotes(app: AppContext, viewer: Viewer, input: AnswerRef & Scoped & { notes: string }) {
  const { notes } = parseInput(scoringNotesSchema, { notes: input.notes });
  const { broker, answer } = await findAnswerTarget(app.db, viewer, input);
  const { right, scope } = await openScoringCall(app, viewer, broker, input, SCORING_MESSAGES.notes);
  const target = answer(SCORING_MESSAGES.notes);
  if (!mayKeepNotes({ ...right, approverIds: target.approverIds })) throw refusedRight(SCORING_MESSAGES.notes);
  const { answerId, projectProductId } = target;
  const updatedAt = new Date();
  if (notes) {
    const change = { notes, updatedBy: viewer.user.id, updatedAt };
    await app.db
      .insert(answerNotes)
      .values({ answerId, projectProductId, branchId: scope.branchId, ...change })
      .onConflictDoUpdate({ target: [answerNotes.branchId, answerNotes.answerId], set: change });
  } else {
    await app.db
      .delete(answerNotes)
      .where(and(eq(answerNotes.answerId, answerId), scopedTo(answerNotes, scope.branchId)));
  }
  return { productId: projectProductId, questionId: input.questionId, notes: notes || null, updatedAt };
}

/**
 * Spec 2 §7 Set weight: an approved question's weight (1–5), the project's own with branches off, the branch's with
 * them on. Refused with 'Unable to set Question weight' without the right (§6: MANAGE_ALL_SCORING or approver; NUMBERS
 * scoring) or when the project is read-only (not open for scoring).
 */
export async function setWeight(app: AppContext, viewer: Viewer, input: QuestionRef & Scoped & { weight: number }) {
  const { weight } = parseInput(weightSchema, { weight: input.weight });
  // Any approver may weigh (spec 2 §6), whatever the privileges: decided once the question is read.
  const broker = await findBrokerProject(app.db, viewer, input.projectId);
  const { right, scope } = await openScoringCall(app, viewer, broker, input, SCORING_MESSAGES.weight, () => true);
  const question = await findScoredQuestion(app.db, input);
  if (!question) throw notFound('Question');
  if (!isScoredQuestion(question)) throw badInput(SCORING_MESSAGES.weight);
  const approverIds = [question.approverIds.question, question.approverIds.section];
  if (!maySetWeight({ ...right, approverIds }, scope.scoringType)) throw refusedRight(SCORING_MESSAGES.weight);
  await app.db.transaction(async (tx) => {
    if (scope.branchId === null) {
      await tx
        .update(projectQuestions)
        .set({ weight, version: sql`${projectQuestions.version} + 1`, updatedAt: new Date() })
        .where(eq(projectQuestions.id, question.id));
    } else {
      const change = { weight, updatedBy: viewer.user.id, updatedAt: new Date() };
      await tx
        .insert(branchQuestionWeights)
        .values({ branchId: scope.branchId, questionId: question.id, ...change })
        .onConflictDoUpdate({
          target: [branchQuestionWeights.branchId, branchQuestionWeights.questionId],
          set: change,
        });
    }
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'scoring.weight_changed',
      project: { id: broker.project.id, name: broker.project.name },
      target: { type: 'question', id: question.id },
      // The project's own weight was read with the question; a branch's is not read (one statement less).
      ...(scope.branchId === null ? { before: { weight: question.weight, branch: null } } : {}),
      after: { weight, branch: scope.branchId },
    });
  });
  return { questionId: question.id, weight };
}
