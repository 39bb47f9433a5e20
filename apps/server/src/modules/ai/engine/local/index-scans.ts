import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { driverRows } from '../../../../db/driver-rows.js';

/**
 * The rows of a search statement planned with index scans wherever an index serves: the planner prices pg_trgm's
 * word similarity like any cheap operator, so it scans every label (20,000 questions: about 250 ms) rather than reading
 * the trigram index (about 1 ms). Scoped to the statement's own transaction (`set local`).
 */
export function searchRows<Row>(db: Database, query: SQLWrapper): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return driverRows<Row>(tx, query);
  });
}
