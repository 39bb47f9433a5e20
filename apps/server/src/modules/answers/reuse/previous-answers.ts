import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.js';
import { isUuid, type Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { answers, projectProducts, projectQuestions, projects } from '../../../db/schema/index.js';
import { visibleInvitation } from '../../suppliers/index.js';
import { findParticipation } from '../answer-target.js';
import { answerableQuestion } from '../questionnaire-rows.js';
import {
  answerHasContent,
  questionLabel,
  type ReusedAnswer,
  reusedAnswer,
  reusedAnswerColumns,
} from './reused-answer.js';

/** The answer given in the earlier iteration to the question that `questionId` (of this project) repeats. */
export interface PreviousAnswer extends ReusedAnswer {
  questionId: string;
}

const currentQuestion = alias(projectQuestions, 'current_question');

/**
 * Spec 2 §3 previousAnswers: the same product's answers in the project's earlier iteration (its base project: a
 * Panel's previous round, the project it was cloned from, the RFI of an RFI-based RFP) to the questions with the same
 * label, case aside. One question's when `questionId` is given, else every question's of the questionnaire. Two
 * statements: the participation (own company only), then the answers.
 */
export async function findPreviousAnswers(
  db: Database,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
  questionId: string | null,
): Promise<PreviousAnswer[]> {
  if (questionId !== null && !isUuid(questionId)) throw notFound('Question');
  const participation = await findParticipation(db, viewer, projectId, projectProductId);
  // The base project and the product are given as values (subqueries) and the answers' questions are not tied to the
  // base project again: either way the planner would expect one row where there are hundreds and match the labels in
  // a nested loop (quadratic); this way it hashes them.
  const baseProject = db
    .select({ id: projects.baseProjectId })
    .from(projects)
    .where(eq(projects.id, participation.projectId));
  const product = db
    .select({ id: projectProducts.productId })
    .from(projectProducts)
    .where(eq(projectProducts.id, participation.projectProductId));
  const rows = await db
    .select({ questionId: currentQuestion.id, ...reusedAnswerColumns })
    .from(currentQuestion)
    .innerJoin(projects, eq(projects.id, baseProject))
    .innerJoin(projectProducts, and(eq(projectProducts.projectId, projects.id), eq(projectProducts.productId, product)))
    .innerJoin(answers, eq(answers.projectProductId, projectProducts.id))
    .innerJoin(
      projectQuestions,
      and(
        eq(projectQuestions.id, answers.questionId),
        answerableQuestion,
        eq(questionLabel(projectQuestions.definition), questionLabel(currentQuestion.definition)),
      ),
    )
    .where(
      and(
        eq(currentQuestion.projectId, participation.projectId),
        eq(currentQuestion.status, 'APPROVED'),
        eq(currentQuestion.isPrivate, false),
        questionId === null ? undefined : eq(currentQuestion.id, questionId),
        visibleInvitation,
        answerHasContent,
      ),
    )
    .orderBy(asc(currentQuestion.sectionId), asc(currentQuestion.position), asc(projectQuestions.position));
  return rows.map(reusedAnswer);
}
