import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DashboardContext, DashboardFigures } from '../../core/extensions/index.js';
import { answersReadableBy, blindViewOfProject } from '../../core/tenancy/index.js';
import {
  answerRatings,
  answers,
  branchQuestionWeights,
  companies,
  products,
  projectProducts,
  projectQuestions,
} from '../../db/schema/index.js';
import { supplierTitle } from '../suppliers/index.js';
import { ownBranches } from './scoring-review.js';
import {
  branchWeightOf,
  countedRating,
  scopedTo,
  scopedWeight,
  scoredProductsWhere,
  scoredQuestion,
} from './scoring-rows.js';

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The scope a dashboard shows: the shared scoring with branches off; with them on, the viewer's own branch (the one
 * they created, else the first they were added to); undefined when they are in none (nothing of a branch shows).
 */
export async function dashboardScope({ app, viewer, project }: DashboardContext): Promise<string | null | undefined> {
  if (!project.settings.enableBranches) return null;
  return (await ownBranches(app.db, viewer, { projectIds: [project.id] })).get(project.id)?.id;
}

/** The join of an answer's rating in the scope (none when the viewer has no branch). */
export const ratingIn = (branchId: string | null | undefined) =>
  and(eq(answerRatings.answerId, answers.id), branchId === undefined ? sql`false` : scopedTo(answerRatings, branchId));

/**
 * Spec 2 §3 Project statistics: the answers of accepted products whose answers are submitted, to the scored
 * questions, rated (a rating given in the scope) and unrated. One statement (two with branches on).
 */
export const answerFigures: DashboardFigures<'answers'> = async (context) => {
  const scope = await dashboardScope(context);
  const rating = countedRating(scope);
  const [row] = await context.app.db
    .select({
      rated: counted(sql`${rating} is not null`),
      unrated: counted(sql`${rating} is null`),
    })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .leftJoin(answerRatings, ratingIn(scope))
    .where(scoredProductsWhere(context.project.id, context.viewer.user.id));
  return row ?? { rated: 0, unrated: 0 };
};

/** A submitted answer to a scored question (the left-joined question is there). */
const submittedAnswer = sql`${projectQuestions.id} is not null and ${projectProducts.answersSubmittedAt} is not null`;

/**
 * Spec 2 §9 scoring widget: the accepted and declined products, each with its score in the scope — the sum of
 * question weight × rating over the approved questions of its submitted answers (No Rate, -1, counts nothing) — and
 * whether its answers are submitted; scoring completeness counts the rated answers of accepted products among all of
 * their submitted answers. Products whose answers are sealed (issue 37) are left out. One statement (two with
 * branches on).
 */
export const scoringFigures: DashboardFigures<'scoring'> = async (context) => {
  const [branchId, blind] = await Promise.all([
    dashboardScope(context),
    blindViewOfProject(context.app.db, context.viewer, context.project),
  ]);
  const rating = countedRating(branchId);
  const rows = await context.app.db
    .select({
      id: projectProducts.id,
      status: projectProducts.participationStatus,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      winner: projectProducts.winner,
      submitted: sql<boolean>`${projectProducts.answersSubmittedAt} is not null`,
      score: sql<number>`coalesce(sum(${scopedWeight} * greatest(${rating}, 0))
        filter (where ${submittedAnswer}), 0)`.mapWith(Number),
      rated: counted(sql`${submittedAnswer} and ${rating} is not null`),
      total: counted(submittedAnswer),
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(answers, eq(answers.projectProductId, projectProducts.id))
    .leftJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .leftJoin(answerRatings, ratingIn(branchId))
    .leftJoin(branchQuestionWeights, branchWeightOf(branchId))
    .where(
      and(
        eq(projectProducts.projectId, context.project.id),
        inArray(projectProducts.participationStatus, ['ACCEPTED', 'DECLINED']),
        answersReadableBy(context.viewer.user.id),
      ),
    )
    .groupBy(projectProducts.id, products.name, companies.name);
  const accepted = rows.filter((row) => row.status === 'ACCEPTED');
  return {
    ratedAnswers: accepted.reduce((sum, row) => sum + row.rated, 0),
    totalAnswers: accepted.reduce((sum, row) => sum + row.total, 0),
    products: rows.map((row) => ({
      id: row.id,
      name: blind ? blind.aliasOf(row.id) : supplierTitle(row.vendorName, row.productName, row.email),
      score: row.score,
      accepted: row.status === 'ACCEPTED',
      winner: row.winner,
      submitted: row.submitted,
    })),
  };
};
