import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DashboardFigures } from '../../../core/extensions/index.js';
import { answers, companies, products, projectProducts, projectQuestions } from '../../../db/schema/index.js';
import { supplierTitle } from '../../suppliers/index.js';
import { answerableQuestion } from '../questionnaire-rows.js';

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Spec 2 §3 Project statistics, §9 answers progress: the answers of accepted products whose answers are submitted,
 * to the questions suppliers answer, rated (a rating given) and unrated. One statement.
 */
export const answerFigures: DashboardFigures<'answers'> = async ({ app, project }) => {
  const [row] = await app.db
    .select({
      rated: counted(sql`${answers.rating} is not null`),
      unrated: counted(sql`${answers.rating} is null`),
    })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), answerableQuestion))
    .where(
      and(
        eq(projectProducts.projectId, project.id),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
        isNotNull(projectProducts.answersSubmittedAt),
      ),
    );
  return row ?? { rated: 0, unrated: 0 };
};

/** A submitted answer to a question suppliers answer (the left-joined question is there). */
const submittedAnswer = sql`${projectQuestions.id} is not null and ${projectProducts.answersSubmittedAt} is not null`;

/**
 * Spec 2 §9 scoring widget: the accepted and declined products, each with its score — the sum of question weight ×
 * rating over the approved questions of its submitted answers ('No Rate', -1, counts nothing) — and whether its
 * answers are submitted; scoring completeness counts the rated answers of accepted products among all of their
 * submitted answers. One statement.
 */
export const scoringFigures: DashboardFigures<'scoring'> = async ({ app, project }) => {
  const rows = await app.db
    .select({
      id: projectProducts.id,
      status: projectProducts.participationStatus,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      winner: projectProducts.winner,
      submitted: sql<boolean>`${projectProducts.answersSubmittedAt} is not null`,
      score: sql<number>`coalesce(sum(${projectQuestions.weight} * greatest(${answers.rating}, 0))
        filter (where ${submittedAnswer}), 0)`.mapWith(Number),
      rated: counted(sql`${submittedAnswer} and ${answers.rating} is not null`),
      total: counted(submittedAnswer),
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(answers, eq(answers.projectProductId, projectProducts.id))
    .leftJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), answerableQuestion))
    .where(
      and(
        eq(projectProducts.projectId, project.id),
        inArray(projectProducts.participationStatus, ['ACCEPTED', 'DECLINED']),
      ),
    )
    .groupBy(projectProducts.id, products.name, companies.name);
  const accepted = rows.filter((row) => row.status === 'ACCEPTED');
  return {
    ratedAnswers: accepted.reduce((sum, row) => sum + row.rated, 0),
    totalAnswers: accepted.reduce((sum, row) => sum + row.total, 0),
    products: rows.map((row) => ({
      id: row.id,
      name: supplierTitle(row.vendorName, row.productName, row.email),
      score: row.score,
      accepted: row.status === 'ACCEPTED',
      winner: row.winner,
      submitted: row.submitted,
    })),
  };
};
