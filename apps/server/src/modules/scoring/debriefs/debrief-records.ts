import type { DebriefSummary } from '@shortlist/domain';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { supplierDebriefs } from '../../../db/schema/index.js';

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
