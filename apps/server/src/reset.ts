import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { demoLoginLines } from './seed/index.js';

/** Wipes the database (and stored files) and seeds the demo data again. */
const config = loadConfig();
if (config.databaseUrl) {
  const database = await openDatabase({ url: config.databaseUrl, directory: null });
  await database.db.execute(
    sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade;
        create schema public;`,
  );
  await database.close();
} else {
  await rm(path.join(config.dataDir, 'db'), { recursive: true, force: true });
}
await rm(path.join(config.dataDir, 'files'), { recursive: true, force: true });
const running = await bootstrap({ ...config, seedDemo: true });
await running.close();
console.log(['Database reset and demo data seeded.', ...demoLoginLines()].join('\n'));
