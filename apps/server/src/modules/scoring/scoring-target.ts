import { and, eq, sql } from 'drizzle-orm';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { answers, projectProducts, projectQuestions, sections } from '../../db/schema/index.js';

/** Spec 2 §7 Scoring and comparison: a question of a section of the project. */
export interface QuestionRef {
  projectId: string;
  sectionId: string;
  questionId: string;
}

/** …and the product whose answer to it is scored (the project product). */
export interface AnswerRef extends QuestionRef {
  productId: string;
}

/** A question of the project in the section named, with its approvers; null when there is none. */
export async function findScoredQuestion(db: Database, ref: QuestionRef) {
  if (![ref.sectionId, ref.questionId].every(isUuid)) return null;
  const [row] = await db
    .select({
      id: projectQuestions.id,
      weight: projectQuestions.weight,
      status: projectQuestions.status,
      isPrivate: projectQuestions.isPrivate,
      approverIds: { question: projectQuestions.approverId, section: sections.approverId },
    })
    .from(projectQuestions)
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .where(
      and(
        eq(projectQuestions.id, ref.questionId),
        eq(projectQuestions.projectId, ref.projectId),
        eq(sections.id, ref.sectionId),
      ),
    );
  return row ?? null;
}

/** Whether a question is scored: approved and shown to suppliers (spec 2 §9, approved questions only). */
export const isScoredQuestion = (question: { status: string; isPrivate: boolean }) =>
  question.status === 'APPROVED' && !question.isPrivate;

/** The product's answer to the question with what decides whether it is scored (a rating save's hot path). */
const scoredAnswer = preparedOnce((db) => {
  const projectId = sql.placeholder('projectId');
  return db
    .select({
      projectProductId: projectProducts.id,
      participation: projectProducts.participationStatus,
      submittedAt: projectProducts.answersSubmittedAt,
      answerId: answers.id,
      question: {
        status: projectQuestions.status,
        isPrivate: projectQuestions.isPrivate,
        questionApprover: projectQuestions.approverId,
        sectionApprover: sections.approverId,
      },
    })
    .from(projectProducts)
    .innerJoin(
      projectQuestions,
      and(eq(projectQuestions.id, sql.placeholder('questionId')), eq(projectQuestions.projectId, projectId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.id, projectQuestions.sectionId), eq(sections.id, sql.placeholder('sectionId'))),
    )
    .leftJoin(
      answers,
      and(eq(answers.projectProductId, projectProducts.id), eq(answers.questionId, projectQuestions.id)),
    )
    .where(and(eq(projectProducts.id, sql.placeholder('productId')), eq(projectProducts.projectId, projectId)))
    .prepare('scored_answer');
});

/**
 * The answer scored: the product's answer to the question, its product accepted with answers submitted and the
 * question approved; refused with the call's wording otherwise, not found when the product or question is not the
 * project's. One statement.
 */
export async function findScoredAnswer(db: Database, ref: AnswerRef, refusal: string) {
  if (![ref.productId, ref.sectionId, ref.questionId].every(isUuid)) throw notFound('Answer');
  const { projectId, productId, sectionId, questionId } = ref;
  const [row] = await scoredAnswer(db).execute({ projectId, productId, sectionId, questionId });
  if (!row) throw notFound('Answer');
  if (row.participation !== 'ACCEPTED' || !row.submittedAt || !row.answerId || !isScoredQuestion(row.question))
    throw badInput(refusal);
  return {
    answerId: row.answerId,
    projectProductId: row.projectProductId,
    approverIds: [row.question.questionApprover, row.question.sectionApprover],
  };
}
