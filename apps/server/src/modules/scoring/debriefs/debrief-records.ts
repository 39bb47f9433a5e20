import type { DebriefSummary } from '@shortlist/domain';
import { desc, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import { supplierDebriefs } from '../../../db/schema/index.js';
import { acceptedProducts, type DebriefProduct, debriefSummaries } from './debrief-content.js';

/** A debrief as kept: what the supplier was told, and when. */
export interface DebriefRecord {
  id: string;
  projectProductId: string;
  sentAt: Date;
  summary: DebriefSummary;
}

/** The latest debrief of each listed project product (none for a product never sent one). One statement. */
export async function latestDebriefs(
  db: Database,
  projectProductIds: readonly string[],
): Promise<Map<string, DebriefRecord>> {
  const latest = new Map<string, DebriefRecord>();
  if (projectProductIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([supplierDebriefs.projectProductId], {
      id: supplierDebriefs.id,
      projectProductId: supplierDebriefs.projectProductId,
      sentAt: supplierDebriefs.sentAt,
      summary: supplierDebriefs.summary,
    })
    .from(supplierDebriefs)
    .where(inArray(supplierDebriefs.projectProductId, [...projectProductIds]))
    .orderBy(supplierDebriefs.projectProductId, desc(supplierDebriefs.sentAt), desc(supplierDebriefs.id));
  for (const row of rows) latest.set(row.projectProductId, row);
  return latest;
}

/**
 * Builds each recipient's summary in the scope and keeps it as sent, one new record each (the demo seed calls it
 * too, with its accepted products read here when not given). Answers the summaries by project product.
 */
export async function recordDebriefs(
  db: Database,
  project: Pick<ProjectRow, 'id' | 'name'>,
  branchId: string | null,
  recipients: readonly DebriefProduct[] | null,
  accepted: readonly DebriefProduct[] | null,
  sentBy: { id: string; name: string },
): Promise<Map<string, DebriefSummary>> {
  const products = accepted ?? (await acceptedProducts(db, project.id));
  const summaries = await debriefSummaries(db, project, branchId, recipients ?? products, products);
  if (summaries.size === 0) return summaries;
  await db.insert(supplierDebriefs).values(
    [...summaries].map(([projectProductId, summary]) => ({
      projectId: project.id,
      projectProductId,
      sentBy: sentBy.id,
      sentByName: sentBy.name,
      summary,
    })),
  );
  return summaries;
}
