import type { Database } from './client.js';

/**
 * A statement of a hot path built and prepared once per database, then only executed: for a small statement run
 * hundreds of times a second, building it costs more than running it (bench/RESULTS.md).
 */
export function preparedOnce<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    const known = byDatabase.get(db);
    if (known) return known;
    const prepared = prepare(db);
    byDatabase.set(db, prepared);
    return prepared;
  };
}
