import { SIMILARITY_THRESHOLDS } from '@shortlist/domain';
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { answers, products, projectProducts, projectQuestions, projects, sections } from '../../../db/schema/index.js';
import { visibleInvitation } from '../../suppliers/index.js';
import { type AnswerKey, answeringCompany, findAnswerTarget } from '../answer-target.js';
import { answerableQuestion } from '../questionnaire-rows.js';
import {
  answerHasContent,
  questionLabel,
  type ReusedAnswer,
  reusedAnswer,
  reusedAnswerColumns,
} from './reused-answer.js';

/** A related answer: the source question's section and how similar its label is to the question answered (0–1). */
export interface RelatedAnswer extends ReusedAnswer {
  sectionName: string;
  similarity: number;
}

const RELATED_ANSWERS_LIMIT = 20;
const LOWEST_SIMILARITY = SIMILARITY_THRESHOLDS[0];

/**
 * Spec 2 §4 Related and similar answers: the signed-in supplier company's own answers (any of its products) in its
 * other projects, to questions whose label is similar to this question's, best first, from the indicator's lowest step
 * (0.5). The similarity is pg_trgm's, computed in the database over the company's own answers. No trigram index: on
 * 400,000 labels its scan alone took longer than this whole statement for a supplier with 12,000 answers, and the
 * planner left it unused. Two statements: the target, then the answers.
 */
export async function findRelatedAnswers(db: Database, viewer: Viewer, key: AnswerKey): Promise<RelatedAnswer[]> {
  const target = await findAnswerTarget(db, viewer, key);
  const label = target.definition.label.toLowerCase();
  const sourceLabel = questionLabel(projectQuestions.definition);
  const similarity = sql<number>`similarity(${sourceLabel}, ${label})`.mapWith(Number);
  const rows = await db
    .select({ ...reusedAnswerColumns, sectionName: sections.name, similarity })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), answerableQuestion))
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .where(
      and(
        eq(products.companyId, answeringCompany(viewer)),
        ne(projects.id, target.projectId),
        visibleInvitation,
        answerHasContent,
        gte(similarity, LOWEST_SIMILARITY),
      ),
    )
    .orderBy(desc(similarity), desc(answers.answeredAt), asc(answers.id))
    .limit(RELATED_ANSWERS_LIMIT);
  return rows.map(reusedAnswer);
}
