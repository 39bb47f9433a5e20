import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { hasNewestMigration } from './migration-state.js';
import { nameStatementsOf } from './named-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers expose the same PostgreSQL dialect; code is written against this common type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database handle inside `db.transaction(…)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only), e.g. to start test databases from. */
  snapshot?: () => Promise<Blob>;
  /**
   * Calls `listener` with the SQL of every statement issued through Drizzle until the returned function is called
   * (the statement-count test). With no listener attached, a statement costs an empty loop.
   */
  observeStatements(listener: StatementListener): () => void;
}

export type StatementListener = (sql: string) => void;

/** Drizzle's logger hook, fanning each statement out to the attached listeners. */
function statementObservers() {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery(query: string) {
        for (const listener of listeners) listener(query);
      },
    },
    observeStatements(listener: StatementListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

async function migrateWhenBehind(db: Database, migrate: () => Promise<void>) {
  if (!(await hasNewestMigration(db, migrationsFolder))) await migrate();
}

/**
 * PGlite in `directory` (or in memory when null, optionally starting from a `snapshot` made by dumpDataDir), or a
 * PostgreSQL server when `url` is given.
 */
export async function openDatabase(options: {
  url?: string;
  directory: string | null;
  snapshot?: Blob;
}): Promise<DatabaseHandle> {
  const { logger, observeStatements } = statementObservers();
  if (options.url) {
    // A server that does not answer fails a request after 5 s (a 503, see db/unreachable.ts) rather than holding it.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A connection the server drops (restart, failover) must not crash the process; the pool opens a new one.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      nameStatementsOf(client);
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = drizzlePostgres(pool, { schema, logger });
    const common = db as unknown as Database;
    return {
      db: common,
      kind: 'postgres',
      observeStatements,
      migrate: () => migrateWhenBehind(common, () => migratePostgres(db, { migrationsFolder })),
      // pool.end() resolves before the sockets have closed; waiting for them makes a dropped database safe after.
      close: async () => {
        const closing = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(closing);
      },
    };
  }
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.directory ?? undefined,
    loadDataDir: options.snapshot,
    extensions: { pg_trgm },
    // PostgreSQL touches all of shared_buffers at start: PGlite's 128 MB default was most of the process's memory. Pages
    // beyond a smaller pool come from the OS's file cache, and the bench's throughput on PGlite did not change.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema, logger });
  const common = db as unknown as Database;
  return {
    db: common,
    kind: 'pglite',
    observeStatements,
    migrate: () => migrateWhenBehind(common, () => migratePglite(db, { migrationsFolder })),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** openDatabase, then the migrations the database lacks. */
export async function openMigratedDatabase(options: Parameters<typeof openDatabase>[0]): Promise<DatabaseHandle> {
  const database = await openDatabase(options);
  await database.migrate();
  return database;
}

/** The database the configuration names (the PostgreSQL server of DATABASE_URL, or PGlite in DATA_DIR/db), migrated. */
export function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return openMigratedDatabase({ url: config.databaseUrl, directory: path.join(config.dataDir, 'db') });
}

/** True for PostgreSQL's unique_violation (23505), whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
