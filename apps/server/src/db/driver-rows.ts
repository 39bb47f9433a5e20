import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The rows of a statement as the driver returns them (objects keyed by the statement's column aliases), without
 * Drizzle's per-cell mapping: for a list of hundreds of rows that mapping costs more CPU than building the answer.
 * The statement names each column as the row type does and leaves timestamps as the driver reads them.
 */
export async function driverRows<Row>(db: Database, query: SQLWrapper): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
