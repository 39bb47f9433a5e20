import { readFileSync } from 'node:fs';
import path from 'node:path';
import { max } from 'drizzle-orm';
import { bigint, type PgDatabase, type PgQueryResultHKT, pgSchema } from 'drizzle-orm/pg-core';

/** Drizzle's record of the migrations it ran, read here only. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

interface Journal {
  entries: { when: number }[];
}

/**
 * True when the database has run the newest migration in `folder`. Drizzle's migrator runs each migration newer than
 * the newest it recorded, the same test as here; but it reads and hashes every file and issues four statements first,
 * at every start of an up-to-date database, where this takes one query.
 */
export async function hasNewestMigration(
  db: Pick<PgDatabase<PgQueryResultHKT>, 'select'>,
  folder: string,
): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const [applied] = await db.select({ latest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return Number(applied?.latest ?? 0) >= newest;
  } catch {
    // A new database: no record of migrations yet.
    return false;
  }
}
