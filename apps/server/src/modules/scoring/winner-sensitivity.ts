import {
  INTEGRITY_MESSAGES,
  integrityOf,
  type SensitivityProduct,
  type SensitivitySection,
  type WinnerSensitivity,
  winnerSensitivity,
} from '@shortlist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { assertBuySideUser, blindViewOfProject, findProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import {
  answerRatings,
  answers,
  branchQuestionWeights,
  companies,
  products,
  projectProducts,
  projectQuestions,
  sections,
} from '../../db/schema/index.js';
import { supplierTitle } from '../suppliers/index.js';
import { dashboardScope, ratingIn } from './scoring-figures.js';
import { branchWeightOf, countedRating, scopedWeight, scoredProductsWhere, scoredQuestion } from './scoring-rows.js';
import { resolveScope } from './scoring-scope.js';

/** Each scored product's points per section in the scope, as the score counts them: one grouped statement. */
async function sectionPoints(
  app: AppContext,
  projectId: string,
  branchId: string | null | undefined,
  readerId: string,
) {
  return app.db
    .select({
      id: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      sectionId: sections.id,
      sectionName: sections.name,
      points: sql<number>`coalesce(sum(${scopedWeight} * greatest(${countedRating(branchId)}, 0)), 0)`.mapWith(Number),
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(answers, eq(answers.projectProductId, projectProducts.id))
    .leftJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .leftJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .leftJoin(answerRatings, ratingIn(branchId))
    .leftJoin(branchQuestionWeights, branchWeightOf(branchId))
    .where(scoredProductsWhere(projectId, readerId))
    .groupBy(projectProducts.id, products.name, companies.name, sections.id)
    .orderBy(asc(sections.position));
}

/**
 * Issue 37 item 5, beside Select Winners (MANAGE_PROJECT_STATE): the scored products' ranking with margins and, per
 * section, the smallest weight that changes first place, in the viewer's scope (the branch named, else the one the
 * dashboard shows). Only when the project's winnerSensitivity feature is on.
 */
export async function loadWinnerSensitivity(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  branchId: string | null | undefined,
): Promise<WinnerSensitivity> {
  assertBuySideUser(viewer);
  const project = await findProject(app.db, viewer, projectId);
  if (!integrityOf(project.settings.integrity).winnerSensitivity) {
    throw badInput(INTEGRITY_MESSAGES.featureOff('winnerSensitivity'));
  }
  const scope = branchId
    ? (await resolveScope(app.db, viewer, project, branchId)).branchId
    : await dashboardScope({ app, viewer, project });
  const byProduct = new Map<string, SensitivityProduct & { points: Record<string, number> }>();
  const bySection = new Map<string, SensitivitySection>();
  const [points, blind] = await Promise.all([
    sectionPoints(app, project.id, scope, viewer.user.id),
    blindViewOfProject(app.db, viewer, project),
  ]);
  for (const row of points) {
    const name = blind ? blind.aliasOf(row.id) : supplierTitle(row.vendorName, row.productName, row.email);
    const product = byProduct.get(row.id) ?? { id: row.id, name, points: {} };
    byProduct.set(row.id, product);
    if (row.sectionId === null) continue;
    product.points[row.sectionId] = row.points;
    bySection.set(row.sectionId, { id: row.sectionId, name: row.sectionName ?? '' });
  }
  return winnerSensitivity([...byProduct.values()], [...bySection.values()]);
}
