import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database as a dumpDataDir archive; test apps start from it (none on PostgreSQL). */
    pgliteSnapshot: string | null;
  }
}

/** Creating and migrating PGlite takes seconds; doing it once and copying it makes each test file start fast. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return;
  }
  const database = await openDatabase({ directory: null });
  await database.migrate();
  const archive = await database.snapshot?.();
  await database.close();
  if (!archive) throw new Error('PGlite gave no snapshot');
  const file = path.join(os.tmpdir(), `shortlist-pglite-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}
