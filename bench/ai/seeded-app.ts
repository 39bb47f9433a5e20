import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { bootstrap } from '../../apps/server/src/bootstrap.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { companies } from '../../apps/server/src/db/schema/index.js';
import { DEMO_BROKER_COMPANY } from '../../apps/server/src/seed/demo-accounts.js';
import { type DatabaseKind, openBenchDatabase } from '../database.js';

export interface SeededApp {
  db: Database;
  /** Northwind, the demo broker: the company every search runs for. */
  brokerId: string;
  close(): Promise<void>;
}

/** The engine named on the command line (`-- PostgreSQL` or `-- PGlite`), else `fallback`. */
export const engineOfCommand = (fallback: DatabaseKind): DatabaseKind =>
  process.argv.includes('PostgreSQL') ? 'PostgreSQL' : process.argv.includes('PGlite') ? 'PGlite' : fallback;

/** The server's database as `npm start` leaves it on an empty database (migrated, demo data seeded), in-process. */
export async function openSeededApp(kind: DatabaseKind): Promise<SeededApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-ai-'));
  const database = await openBenchDatabase(kind, dataDir);
  const config = loadConfig({ ...database.environment, NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  const running = await bootstrap(config, { inMemoryDatabase: kind === 'PGlite' });
  const [broker] = await running.app.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_BROKER_COMPANY.name));
  if (!broker) throw new Error('The demo broker was not seeded');
  return {
    db: running.app.db,
    brokerId: broker.id,
    async close() {
      await running.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
