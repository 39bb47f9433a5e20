import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { hasNewestMigration } from '../../src/db/migration-state.js';

const migrationsFolder = path.join(import.meta.dirname, '../../src/db/migrations');

/** A migrations folder whose journal names one migration newer than every committed one. */
function folderWithANewerMigration(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shortlist-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ entries: [{ when: Date.now() + 86_400_000 }] }),
  );
  return folder;
}

describe('hasNewestMigration', () => {
  const newer = folderWithANewerMigration();
  afterAll(() => rmSync(newer, { recursive: true, force: true }));

  it('is false on a new database, true once migrated, false again when a newer migration lands', async () => {
    const database = await openDatabase({ directory: null });
    try {
      expect(await hasNewestMigration(database.db, migrationsFolder)).toBe(false);
      await database.migrate();
      expect(await hasNewestMigration(database.db, migrationsFolder)).toBe(true);
      expect(await hasNewestMigration(database.db, newer)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
