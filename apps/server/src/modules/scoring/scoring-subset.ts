import { answerPoints, type QuestionDefinition, type ScoringGrid } from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  answerRatings,
  answers,
  branchQuestionWeights,
  projectProducts,
  projectQuestions,
} from '../../db/schema/index.js';
import { supplierTitle } from '../suppliers/index.js';
import { type AnswerRow, scoringGrid } from './scoring-grid.js';
import { answerRows, productRows, pushTo, questionRows } from './scoring-queries.js';
import { branchWeightOf, oneOf, scopedTo, scopedWeight, scoredProductsWhere, scoredQuestion } from './scoring-rows.js';

/** Which products and questions of a project to read (a comparison's, a report's), in the scope's ratings. */
export interface ScoredSubsetRequest {
  projectId: string;
  branchId: string | null;
  /** In the order their columns take; only the project's accepted products are kept. */
  productIds: readonly string[];
  /** Only the project's approved questions that suppliers answer are kept, in the project's order. */
  questionIds: readonly string[];
  /** Whether the notes in the scope are read with the answers. */
  withNotes: boolean;
}

export interface SubsetProduct {
  id: string;
  name: string;
  productName: string;
  vendorName: string;
  /** Spec 2 §9: the product's score in the scope, Σ weight × rating over all its scored answers. */
  score: number;
}

export interface SubsetSection {
  id: string;
  name: string;
  questions: Array<{ id: string; definition: QuestionDefinition; weight: number }>;
}

export interface ScoredSubset {
  products: SubsetProduct[];
  sections: SubsetSection[];
  /** A row per question of `sections`, aligned with `products` (packages/domain scoring-grid). */
  grid: ScoringGrid;
}

/**
 * How many rated answers each listed product has of each weight and rating in the scope, over all its scored
 * questions (not just the listed ones): a few rows a product, from which `productScores` counts the score. One
 * statement.
 */
function ratingCounts(db: Database, request: ScoredSubsetRequest) {
  return db
    .select({
      id: answers.projectProductId,
      weight: scopedWeight.mapWith(Number),
      rating: answerRatings.rating,
      answers: sql<number>`count(*)`.mapWith(Number),
    })
    .from(answers)
    .innerJoin(
      projectProducts,
      and(eq(projectProducts.id, answers.projectProductId), scoredProductsWhere(request.projectId)),
    )
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .innerJoin(answerRatings, and(eq(answerRatings.answerId, answers.id), scopedTo(answerRatings, request.branchId)))
    .leftJoin(branchQuestionWeights, branchWeightOf(request.branchId))
    .where(oneOf(answers.projectProductId, request.productIds))
    .groupBy(answers.projectProductId, scopedWeight, answerRatings.rating);
}

/** Each product's score (spec 2 §9, the domain's rule for an answer's points) from its rating counts. */
function productScores(counts: Awaited<ReturnType<typeof ratingCounts>>) {
  const scores = new Map<string, number>();
  for (const { id, weight, rating, answers: many } of counts) {
    scores.set(id, (scores.get(id) ?? 0) + answerPoints(weight, rating) * many);
  }
  return scores;
}

/**
 * The chosen products (accepted) and questions (approved, answered by suppliers) of a project with the answers, their
 * ratings and notes in the scope, as the scoring page reads them. Four statements whatever their numbers.
 */
export async function loadScoredSubset(db: Database, request: ScoredSubsetRequest): Promise<ScoredSubset> {
  const scope = { branchId: request.branchId };
  const [questions, productList, answerList, counts] = await Promise.all([
    questionRows(db, request.projectId, scope, false, request.questionIds),
    productRows(db, request.projectId, request.productIds),
    answerRows(db, request.projectId, scope, false, request),
    ratingCounts(db, request),
  ]);
  const scoreOf = productScores(counts);
  const position = new Map(request.productIds.map((id, index) => [id, index]));
  const products = productList
    .map((product) => ({
      id: product.id,
      name: supplierTitle(product.vendorName, product.productName, product.email),
      productName: product.productName,
      vendorName: product.vendorName,
      score: scoreOf.get(product.id) ?? 0,
    }))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const cellsByQuestion = new Map<string, AnswerRow[]>();
  for (const row of answerList) {
    pushTo(cellsByQuestion, row.questionId, request.withNotes ? row : { ...row, notes: null, notesUpdatedAt: null });
  }
  const sectionsById = new Map<string, SubsetSection>();
  const listed: AnswerRow[][] = [];
  for (const row of questions) {
    const section = sectionsById.get(row.section.id) ?? { id: row.section.id, name: row.section.name, questions: [] };
    sectionsById.set(section.id, section);
    section.questions.push({ id: row.id, definition: row.definition, weight: row.weight });
    listed.push(cellsByQuestion.get(row.id) ?? []);
  }
  return { products, sections: [...sectionsById.values()], grid: scoringGrid(listed, products) };
}
