import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { bootstrap } from '../../apps/server/src/bootstrap.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { companies } from '../../apps/server/src/db/schema/index.js';
import { DEMO_BROKER_COMPANY } from '../../apps/server/src/seed/index.js';
import { type BenchDatabase, type DatabaseKind, openBenchDatabase } from '../database.js';

export interface SeededApp {
  db: Database;
  /** Northwind, the demo broker: the company every search runs for. */
  brokerId: string;
  close(): Promise<void>;
}

/** The engine named on the command line (`-- PostgreSQL` or `-- PGlite`), else `fallback`. */
export const engineOfCommand = (fallback: DatabaseKind): DatabaseKind =>
  process.argv.includes('PostgreSQL') ? 'PostgreSQL' : process.argv.includes('PGlite') ? 'PGlite' : fallback;

/**
 * With BENCH_POSTGRES_URL set (a PostgreSQL server of one's own), a fresh database on it instead of a new server:
 * where several people share a machine and each keeps to their ports.
 */
async function databaseOn(adminUrl: string): Promise<BenchDatabase> {
  const name = `shortlist_bench_ai_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    environment: { DATABASE_URL: url.toString() },
    execute: () => Promise.reject(new Error('not used')),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

/** The server's database as `npm start` leaves it on an empty database (migrated, demo data seeded), in-process. */
export async function openSeededApp(kind: DatabaseKind): Promise<SeededApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-ai-'));
  const adminUrl = process.env.BENCH_POSTGRES_URL;
  const database =
    kind === 'PostgreSQL' && adminUrl ? await databaseOn(adminUrl) : await openBenchDatabase(kind, dataDir);
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
