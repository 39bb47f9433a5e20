import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { comparisons } from '../../db/schema/index.js';

/**
 * The comparison a project report follows (spec 2 §7 projectComparisonId). Until the comparisons module's
 * `findVisibleComparison` (private ones their creator's alone, a branch's for its members) is on this branch, it
 * only checks the comparison is the project's; at merge this becomes that call.
 */
export async function findReportComparison(
  db: Database,
  _viewer: Viewer,
  projectId: string,
  comparisonId: string,
  _branchId: string | null,
): Promise<string> {
  if (!isUuid(comparisonId)) throw notFound('Comparison');
  const [row] = await db
    .select({ id: comparisons.id })
    .from(comparisons)
    .where(and(eq(comparisons.id, comparisonId), eq(comparisons.projectId, projectId)));
  if (!row) throw notFound('Comparison');
  return row.id;
}
