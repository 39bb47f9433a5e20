import type { AuditKind } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts } from '../../db/schema/index.js';
import { supplierTitle } from './project-products.js';

/** The suppliers' names as the list shows them, read in one statement. */
export async function supplierLabels(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: projectProducts.id,
      productName: projectProducts.productName,
      email: projectProducts.email,
      name: products.name,
      vendor: companies.name,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(projectProducts.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      row.name ? supplierTitle(row.vendor ?? '', row.name, '') : row.productName || row.email,
    ]),
  );
}

/**
 * Issue 38: one entry per supplier of a supplier decision (invited, blocked, unblocked, excluded). `labels` may be
 * read before the change when it removes the rows.
 */
export async function auditSuppliers(
  db: Database,
  viewer: Viewer,
  project: ProjectRow,
  kind: AuditKind,
  ids: readonly string[],
  change: { before?: unknown; after?: unknown; labels?: Map<string, string> } = {},
): Promise<void> {
  if (ids.length === 0) return;
  const labels = change.labels ?? (await supplierLabels(db, ids));
  for (const id of ids) {
    await recordAudit(db, viewerActor(viewer), {
      kind,
      project: { id: project.id, name: project.name },
      target: { type: 'supplier', id, label: labels.get(id) ?? null },
      before: change.before,
      after: change.after,
    });
  }
}
