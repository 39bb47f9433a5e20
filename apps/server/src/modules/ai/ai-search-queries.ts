import { type AiSearchKind, type ParticipationDisplay, participationDisplay } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import {
  aiSearches,
  projectProducts,
  type StoredClientTableSuggestion,
  type StoredSupplierSuggestion,
} from '../../db/schema/index.js';
import { readableSearchProject } from './ai-access.js';

type SearchRow = typeof aiSearches.$inferSelect;

/** A search row with its results read by kind. */
export interface AiSearchRecord extends SearchRow {
  suppliers: StoredSupplierSuggestion[];
  clientTables: StoredClientTableSuggestion[];
  sectionIds: string[];
}

/** Spec 2 §3 Search (AI) products, with the supplier row view against the project's current participations. */
export interface SearchProductView extends StoredSupplierSuggestion {
  id: string;
  isAdded: boolean;
  status: ParticipationDisplay;
  projectProductId: string | null;
}

export interface AiSearchView extends AiSearchRecord {
  products: SearchProductView[];
}

const recordOf = (row: SearchRow): AiSearchRecord => ({
  ...row,
  suppliers: row.type === 'PRODUCTS' ? (row.results as StoredSupplierSuggestion[]) : [],
  clientTables: row.type === 'DISCOVERY' ? (row.results as StoredClientTableSuggestion[]) : [],
  sectionIds: row.type === 'QUESTIONS' ? (row.results as string[]) : [],
});

/** The project's current search of the kind, or null. */
export async function readSearchRow(db: Database, projectId: string, type: AiSearchKind) {
  const [row] = await db
    .select()
    .from(aiSearches)
    .where(and(eq(aiSearches.projectId, projectId), eq(aiSearches.type, type)));
  return row ? recordOf(row) : null;
}

/** The suggested suppliers with how each is in the project now: one statement for all of them. */
async function withParticipations(db: Database, project: ProjectRow, suppliers: StoredSupplierSuggestion[]) {
  const ids = suppliers.map((supplier) => supplier.productId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: projectProducts.id,
            productId: projectProducts.productId,
            status: projectProducts.participationStatus,
          })
          .from(projectProducts)
          .where(and(eq(projectProducts.projectId, project.id), inArray(projectProducts.productId, ids)));
  const byProduct = new Map(rows.map((row) => [row.productId, row]));
  return suppliers.map((supplier): SearchProductView => {
    const joined = byProduct.get(supplier.productId);
    return {
      ...supplier,
      id: supplier.productId,
      isAdded: joined !== undefined,
      status: joined ? participationDisplay(joined.status, project.status) : 'NEW',
      projectProductId: joined?.id ?? null,
    };
  });
}

/** Spec 2 §7 Project searches list: the project's search of the kind, null when it has none. */
export async function readAiSearch(
  db: Database,
  viewer: Viewer,
  projectId: string,
  type: AiSearchKind,
): Promise<AiSearchView | null> {
  const project = await readableSearchProject(db, viewer, projectId, type);
  const search = await readSearchRow(db, project.id, type);
  if (!search) return null;
  return { ...search, products: await withParticipations(db, project, search.suppliers) };
}
