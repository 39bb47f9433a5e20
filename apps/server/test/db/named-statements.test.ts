import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { NAMED_STATEMENTS_PER_CONNECTION } from '../../src/db/named-statements.js';

const serverUrl = process.env.TEST_DATABASE_URL;

type Runner = Pick<Database, 'execute'>;
const rowsOf = async (runner: Runner, query: SQL) =>
  ((await runner.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;

// A feature of the PostgreSQL server's connection pool: PGlite has no pool and runs every statement unnamed.
describe.skipIf(!serverUrl)('named statements on a PostgreSQL server', () => {
  it('prepares a parameterised statement once per connection and reuses it with other values', async () => {
    const database = await openDatabase({ url: serverUrl, directory: null });
    try {
      const prepared = await database.db.transaction(async (tx) => {
        const first = await rowsOf(tx, sql`select ${1}::int + 1 as answer`);
        const second = await rowsOf(tx, sql`select ${41}::int + 1 as answer`);
        expect([first[0]?.answer, second[0]?.answer]).toEqual([2, 42]);
        await rowsOf(tx, sql`select 'no parameters' as constant`);
        return rowsOf(tx, sql`select name, statement from pg_prepared_statements order by statement`);
      });
      expect(prepared).toEqual([{ name: expect.stringMatching(/^s_/), statement: 'select $1::int + 1 as answer' }]);
    } finally {
      await database.close();
    }
  });

  it(`keeps at most ${NAMED_STATEMENTS_PER_CONNECTION} prepared on a connection and still runs the ones past it`, async () => {
    const database = await openDatabase({ url: serverUrl, directory: null });
    try {
      const { count, last } = await database.db.transaction(async (tx) => {
        let answer: unknown;
        for (let index = 0; index <= NAMED_STATEMENTS_PER_CONNECTION; index += 1) {
          const [row] = await rowsOf(tx, sql`select ${index}::int as ${sql.raw(`n${index}`)}`);
          answer = row?.[`n${index}`];
        }
        const [prepared] = await rowsOf(tx, sql`select count(*)::int as count from pg_prepared_statements`);
        return { count: prepared?.count, last: answer };
      });
      expect(count).toBe(NAMED_STATEMENTS_PER_CONNECTION);
      expect(last).toBe(NAMED_STATEMENTS_PER_CONNECTION);
    } finally {
      await database.close();
    }
  });
});
