import { answerPoints } from '@shortlist/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  answerRatings,
  answers,
  branchQuestionWeights,
  projectProducts,
  projectQuestions,
} from '../../db/schema/index.js';
import {
  branchWeightOf,
  countedRating,
  oneOf,
  scopedTo,
  scopedWeight,
  scoredProductsWhere,
  scoredQuestion,
} from './scoring-rows.js';

export interface TallyRequest {
  projectId: string;
  branchId: string | null;
  /** Whose reading it is (issue 37): products they may not read count nothing. */
  readerId: string | null;
  productIds: readonly string[];
}

/** A product's standing over all its scored answers in a scope, as the scoring page counts it. */
export interface ProductTally {
  /** Spec 2 §9: Σ weight × rating. */
  score: number;
  /** Answers given a rating (No Rate included: a decision taken). */
  rated: number;
  total: number;
}

/**
 * How many scored answers each listed product has of each weight and counted rating (countedRating: the consensus
 * where one exists; null: not rated) in the scope: a few
 * dozen rows a product whatever the number of questions. One statement.
 */
function answerCounts(db: Database, { projectId, branchId, readerId, productIds }: TallyRequest) {
  const rating = countedRating(branchId);
  return db
    .select({
      id: answers.projectProductId,
      weight: scopedWeight.mapWith(Number),
      rating: rating.mapWith((value) => (value === null ? null : Number(value))),
      answers: sql<number>`count(*)`.mapWith(Number),
    })
    .from(answers)
    .innerJoin(
      projectProducts,
      and(eq(projectProducts.id, answers.projectProductId), scoredProductsWhere(projectId, readerId)),
    )
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .leftJoin(answerRatings, and(eq(answerRatings.answerId, answers.id), scopedTo(answerRatings, branchId)))
    .leftJoin(branchQuestionWeights, branchWeightOf(branchId))
    .where(oneOf(answers.projectProductId, productIds))
    .groupBy(answers.projectProductId, scopedWeight, rating);
}

/**
 * Each listed product's score, rated and total answers over every scored question in the scope (not just the ones a
 * comparison or report lists), counted by the domain's rule for an answer's points. One statement.
 */
export async function productTallies(db: Database, request: TallyRequest): Promise<Map<string, ProductTally>> {
  const tallies = new Map<string, ProductTally>();
  for (const { id, weight, rating, answers: many } of await answerCounts(db, request)) {
    const tally = tallies.get(id) ?? { score: 0, rated: 0, total: 0 };
    tally.score += answerPoints(weight, rating) * many;
    if (rating !== null) tally.rated += many;
    tally.total += many;
    tallies.set(id, tally);
  }
  return tallies;
}

/** How many of the project's questions are scored (approved, answered by suppliers), among `questionIds` if given. */
export async function countScoredQuestions(
  db: Database,
  projectId: string,
  questionIds?: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ questions: count() })
    .from(projectQuestions)
    .where(
      and(
        eq(projectQuestions.projectId, projectId),
        scoredQuestion,
        questionIds && oneOf(projectQuestions.id, questionIds),
      ),
    );
  return row?.questions ?? 0;
}
