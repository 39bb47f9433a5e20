import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = path.join(import.meta.dirname, '../../src/db/migrations');
const SCORING_MIGRATION = '0022_scoring_ratings_branches';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** The committed migrations as they stood before ratings left the answers table. */
function foldersBeforeScoring(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shortlist-before-scoring-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const until = journal.entries.findIndex((entry) => entry.tag === SCORING_MIGRATION);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, until) }));
  return folder;
}

describe(`migration ${SCORING_MIGRATION}`, () => {
  const before = foldersBeforeScoring();
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('carries each answer’s rating and rater into the shared scoring, then drops the old columns', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      // The rows an answer hangs from are beside the point: foreign keys are not checked until the migration has run.
      await client.exec(`
        set session_replication_role = replica;
        insert into answers (id, project_product_id, question_id, rating, rated_by) values
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1',
           '00000000-0000-4000-8000-0000000000b1', 4, '00000000-0000-4000-8000-0000000000c1'),
          ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000a1',
           '00000000-0000-4000-8000-0000000000b2', null, null);`);
      await migrate(db, { migrationsFolder });
      await client.exec('set session_replication_role = origin');
      const ratings = await client.query(
        'select branch_id, answer_id, project_product_id, rating, rated_by from answer_ratings',
      );
      expect(ratings.rows).toEqual([
        {
          branch_id: null,
          answer_id: '00000000-0000-4000-8000-000000000001',
          project_product_id: '00000000-0000-4000-8000-0000000000a1',
          rating: 4,
          rated_by: '00000000-0000-4000-8000-0000000000c1',
        },
      ]);
      const columns = await client.query(
        "select column_name from information_schema.columns where table_name = 'answers' and column_name like 'rat%'",
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
