import type { ScoringType } from '@shortlist/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import { keywordInAny, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { answersReadableBy, type BlindView } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { pageTotal } from '../../db/page-total.js';
import { companies, comparisonProducts, comparisons, products, projectProducts, users } from '../../db/schema/index.js';
import { loadScoredSubset, type ScoredSubset, type ScoringReader, scoringReader } from '../scoring/index.js';
import { supplierTitle } from '../suppliers/index.js';
import { visibleComparisons } from './comparison-access.js';
import { type ComparisonRecord, comparisonRecords, creatorName } from './comparison-rows.js';

/** A row of the comparison list (spec 2 §9): its accepted products, visibility, creation, and whether it is ours. */
export interface ComparisonListItem {
  id: string;
  name: string;
  description: string;
  isPrivate: boolean;
  showNotes: boolean;
  createdAt: Date;
  createdByName: string | null;
  mayEdit: boolean;
  products: Array<{ id: string; name: string; vendorName: string }>;
}

const SORTABLE = { name: comparisons.name, createdAt: comparisons.createdAt, createdBy: creatorName };

/** The listed comparisons' accepted products, in column order: one statement for the page. */
async function listedProducts(db: Database, comparisonIds: string[], readerId: string, blind: BlindView | null) {
  if (comparisonIds.length === 0) return new Map<string, ComparisonListItem['products']>();
  const rows = await db
    .select({
      comparisonId: comparisonProducts.comparisonId,
      id: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
    })
    .from(comparisonProducts)
    .innerJoin(
      projectProducts,
      and(
        eq(projectProducts.id, comparisonProducts.projectProductId),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
        answersReadableBy(readerId),
      ),
    )
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(comparisonProducts.comparisonId, comparisonIds))
    .orderBy(asc(comparisonProducts.position));
  const byComparison = new Map<string, ComparisonListItem['products']>();
  for (const row of rows) {
    const list = byComparison.get(row.comparisonId) ?? [];
    list.push(
      blind
        ? { id: row.id, name: blind.aliasOf(row.id), vendorName: '' }
        : { id: row.id, name: supplierTitle('', row.productName, row.email), vendorName: row.vendorName },
    );
    byComparison.set(row.comparisonId, list);
  }
  return byComparison;
}

/**
 * Spec 2 §2 /projects/{id}/comparison: the comparisons of the viewer's scope they may see, by keyword (name or
 * description), sorted (name, createdAt, createdBy; newest first by default) and paged. Four statements (five with a
 * branch) whatever the number of rows and products.
 */
export async function listComparisons(
  db: Database,
  viewer: Viewer,
  filter: { projectId: string; branchId?: string | null; keyword?: string | null },
  pagination: PageArgs | null | undefined,
): Promise<Page<ComparisonListItem>> {
  const scope = await scoringReader(db, viewer, filter.projectId, filter.branchId);
  const window = pageWindow({ ...pagination, keyword: filter.keyword ?? pagination?.keyword });
  const where = and(
    visibleComparisons(viewer, { projectId: scope.project.id, branchId: scope.branchId }),
    keywordInAny(window.keyword, [comparisons.name, comparisons.description]),
  );
  const rows = await db
    .select({
      id: comparisons.id,
      name: comparisons.name,
      description: comparisons.description,
      isPrivate: comparisons.isPrivate,
      showNotes: comparisons.showNotes,
      createdAt: comparisons.createdAt,
      createdBy: comparisons.createdBy,
      createdByName: creatorName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(comparisons)
    .leftJoin(users, eq(users.id, comparisons.createdBy))
    .where(where)
    .orderBy(...pageOrder(SORTABLE, pagination?.sort, { field: 'createdAt', direction: 'DESC' }, comparisons.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(rows, window.offset, async () => db.$count(comparisons, where));
  const productsOf = await listedProducts(
    db,
    rows.map((row) => row.id),
    scope.readerId,
    scope.blind,
  );
  const mask = scope.blind?.mask ?? ((text: string) => text);
  return {
    results: rows.map(({ total: _total, createdBy, ...row }) => ({
      ...row,
      name: mask(row.name),
      description: mask(row.description),
      mayEdit: createdBy === viewer.user.id,
      products: productsOf.get(row.id) ?? [],
    })),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}

/** A comparison of the scope the viewer may see; any other (another project's, a private one of someone else's). */
export async function findComparison(
  db: Database,
  viewer: Viewer,
  scope: ScoringReader,
  comparisonId: string,
): Promise<ComparisonRecord> {
  if (!isUuid(comparisonId)) throw notFound('Comparison');
  const visible = visibleComparisons(viewer, { projectId: scope.project.id, branchId: scope.branchId });
  const [row] = await comparisonRecords(db).where(and(eq(comparisons.id, comparisonId), visible));
  if (!row) throw notFound('Comparison');
  return row;
}

/** One comparison of the viewer's scope as stored (what the edit dialog starts from), and whether it is theirs. */
export async function loadComparisonRecord(
  db: Database,
  viewer: Viewer,
  projectId: string,
  comparisonId: string,
  branchId: string | null | undefined,
): Promise<ComparisonRecord & { mayEdit: boolean }> {
  const scope = await scoringReader(db, viewer, projectId, branchId);
  const comparison = await findComparison(db, viewer, scope, comparisonId);
  const mask = scope.blind?.mask ?? ((text: string) => text);
  return {
    ...comparison,
    name: mask(comparison.name),
    description: mask(comparison.description),
    mayEdit: comparison.createdById === viewer.user.id,
  };
}

/**
 * For the reports module: a comparison the viewer may see in the scope, or null (not found, invisible, malformed);
 * the caller has checked the project and the scope.
 */
export async function findVisibleComparison(
  db: Database,
  viewer: Viewer,
  projectId: string,
  comparisonId: string,
  branchId: string | null,
): Promise<{ id: string; productIds: string[]; questionIds: string[]; showNotes: boolean; name: string } | null> {
  if (!isUuid(comparisonId)) return null;
  const [row] = await comparisonRecords(db).where(
    and(eq(comparisons.id, comparisonId), visibleComparisons(viewer, { projectId, branchId })),
  );
  return row
    ? { id: row.id, productIds: row.productIds, questionIds: row.questionIds, showNotes: row.showNotes, name: row.name }
    : null;
}

/** Spec 2 §2 Products Comparison page data. */
export interface ComparisonView extends ScoredSubset {
  comparison: ComparisonRecord & { mayEdit: boolean };
  projectId: string;
  projectName: string;
  branchId: string | null;
  scoringType: ScoringType;
  /** Issue 37 item 3: the viewer reads the suppliers as Supplier A, B, C. */
  blind: boolean;
}

/**
 * Spec 2 §2 /projects/{id}/comparison/{comparisonId}: the chosen accepted products (in column order, each with its
 * score in the scope) and approved questions by section with each answer, its rating and (when shown) notes. Six
 * statements (seven with a branch) whatever the number of products and questions.
 */
export async function loadComparison(
  db: Database,
  viewer: Viewer,
  projectId: string,
  comparisonId: string,
  branchId: string | null | undefined,
): Promise<ComparisonView> {
  const scope = await scoringReader(db, viewer, projectId, branchId);
  const comparison = await findComparison(db, viewer, scope, comparisonId);
  const subset = await loadScoredSubset(db, {
    projectId: scope.project.id,
    branchId: scope.branchId,
    readerId: scope.readerId,
    productIds: comparison.productIds,
    questionIds: comparison.questionIds,
    withNotes: comparison.showNotes,
    blind: scope.blind,
  });
  const mask = scope.blind?.mask ?? ((text: string) => text);
  return {
    ...subset,
    comparison: {
      ...comparison,
      name: mask(comparison.name),
      description: mask(comparison.description),
      mayEdit: comparison.createdById === viewer.user.id,
    },
    blind: scope.blind !== null,
    projectId: scope.project.id,
    projectName: scope.project.name,
    branchId: scope.branchId,
    scoringType: scope.scoringType,
  };
}
