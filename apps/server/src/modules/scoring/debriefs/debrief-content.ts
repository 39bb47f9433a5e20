import { type DebriefSummary, debriefSummary, winningBid } from '@shortlist/domain';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import {
  answerRatings,
  answers,
  branchQuestionWeights,
  companies,
  products,
  projectProducts,
  projectQuestions,
  sections,
} from '../../../db/schema/index.js';
import { supplierTitle } from '../../suppliers/index.js';
import { ratingIn } from '../scoring-figures.js';
import { branchWeightOf, countedRating, scopedWeight, scoredProductsWhere, scoredQuestion } from '../scoring-rows.js';

/** An accepted product of the project: who may be sent a debrief, and the winners it is measured against. */
export interface DebriefProduct {
  id: string;
  name: string;
  winner: boolean;
  notes: string;
  shareNotes: boolean;
}

/** The project's accepted products, ordered by name, with their winner flag and the broker's notes. One statement. */
export async function acceptedProducts(db: Database, projectId: string): Promise<DebriefProduct[]> {
  const rows = await db
    .select({
      id: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      winner: projectProducts.winner,
      notes: projectProducts.notes,
      shareNotes: projectProducts.shareNotes,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(projectProducts.projectId, projectId), eq(projectProducts.participationStatus, 'ACCEPTED')));
  return rows
    .map((row) => ({
      id: row.id,
      name: supplierTitle(row.vendorName, row.productName, row.email),
      winner: row.winner,
      notes: row.notes,
      shareNotes: row.shareNotes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The project's sections that hold scored questions, in order. One statement. */
function scoredSections(db: Database, projectId: string) {
  const scored = db
    .select({ one: sql`1` })
    .from(projectQuestions)
    .where(and(eq(projectQuestions.sectionId, sections.id), scoredQuestion));
  return db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.projectId, projectId), exists(scored)))
    .orderBy(asc(sections.position), asc(sections.id));
}

/**
 * The listed products' points per section in the scope (countedRating: the consensus where one exists), as the
 * scores count them: submitted answers of accepted products to scored questions; No Rate counts nothing. One
 * grouped statement.
 */
function sectionPoints(db: Database, projectId: string, branchId: string | null, productIds: readonly string[]) {
  return db
    .select({
      productId: projectProducts.id,
      sectionId: projectQuestions.sectionId,
      points: sql<number>`coalesce(sum(${scopedWeight} * greatest(${countedRating(branchId)}, 0)), 0)`.mapWith(Number),
    })
    .from(projectProducts)
    .innerJoin(answers, eq(answers.projectProductId, projectProducts.id))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), scoredQuestion))
    .leftJoin(answerRatings, ratingIn(branchId))
    .leftJoin(branchQuestionWeights, branchWeightOf(branchId))
    .where(and(scoredProductsWhere(projectId, null), inArray(projectProducts.id, [...productIds])))
    .groupBy(projectProducts.id, projectQuestions.sectionId);
}

/**
 * Each recipient's summary against the winning bid, in the scope given: three statements whatever the number of
 * recipients. Names no product but the recipient's own.
 */
export async function debriefSummaries(
  db: Database,
  project: Pick<ProjectRow, 'id' | 'name'>,
  branchId: string | null,
  recipients: readonly DebriefProduct[],
  accepted: readonly DebriefProduct[],
): Promise<Map<string, DebriefSummary>> {
  const winnerIds = accepted.filter((product) => product.winner).map((product) => product.id);
  const ids = [...new Set([...recipients.map((product) => product.id), ...winnerIds])];
  const [sectionList, points] = await Promise.all([
    scoredSections(db, project.id),
    ids.length > 0 ? sectionPoints(db, project.id, branchId, ids) : Promise.resolve([]),
  ]);
  const rows = points.flatMap((row) =>
    row.sectionId ? [{ productId: row.productId, sectionId: row.sectionId, sectionName: '', points: row.points }] : [],
  );
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.productId, (totals.get(row.productId) ?? 0) + row.points);
  const summaries = new Map<string, DebriefSummary>();
  for (const product of recipients) {
    const summary = debriefSummary({
      projectName: project.name,
      productName: product.name,
      productId: product.id,
      winningId: winningBid(product.id, winnerIds, totals),
      winner: product.winner,
      sections: sectionList,
      points: rows,
      notes: { text: product.notes, shared: product.shareNotes },
    });
    summaries.set(product.id, summary);
  }
  return summaries;
}
