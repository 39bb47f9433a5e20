import type { ScoringType } from '@shortlist/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { answersReadableBy } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clientTables, companies, products, projectProducts } from '../../db/schema/index.js';
import { scoringReader } from '../scoring/index.js';
import { supplierTitle } from '../suppliers/index.js';

/** What the report dialog offers (spec 2 §7): the products a report may hold and what decides its flags. */
export interface ReportChoices {
  scoringType: ScoringType;
  hasClientTables: boolean;
  products: Array<{ id: string; name: string }>;
}

export async function projectHasClientTables(db: Database, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clientTables.id })
    .from(clientTables)
    .where(eq(clientTables.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

/** The dialog's choices for a viewer who may ask for the project's report (in their branch with branches on). */
export async function reportChoices(
  db: Database,
  viewer: Viewer,
  projectId: string,
  branchId: string | null,
): Promise<ReportChoices> {
  const { project, ...scope } = await scoringReader(db, viewer, projectId, branchId);
  const [rows, hasClientTables] = await Promise.all([
    db
      .select({
        id: projectProducts.id,
        productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName}, '')`,
        vendorName: sql<string>`coalesce(${companies.name}, '')`,
        email: projectProducts.email,
      })
      .from(projectProducts)
      .leftJoin(products, eq(products.id, projectProducts.productId))
      .leftJoin(companies, eq(companies.id, products.companyId))
      .where(
        and(
          eq(projectProducts.projectId, project.id),
          eq(projectProducts.participationStatus, 'ACCEPTED'),
          isNotNull(projectProducts.answersSubmittedAt),
          answersReadableBy(scope.readerId),
        ),
      )
      .orderBy(projectProducts.createdAt),
    projectHasClientTables(db, project.id),
  ]);
  return {
    scoringType: scope.scoringType,
    hasClientTables,
    products: rows.map((row) => ({
      id: row.id,
      name: scope.blind ? scope.blind.aliasOf(row.id) : supplierTitle(row.vendorName, row.productName, row.email ?? ''),
    })),
  };
}
