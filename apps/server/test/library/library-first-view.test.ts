import { and, asc, count, desc, eq, isNull, not, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, libraryQuestions, tags } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildLibrarian,
  createLibraryQuestion,
  insertLibraryQuestions,
  LIBRARY,
  type SearchShape,
  search,
} from './library-support.js';

/**
 * The library's first view (no keyword, tag or group) takes its counts from tables the database keeps (migration
 * 0011) and its page from two indexes: after every kind of write they must equal a recount of the questions.
 */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

async function recount(companyId: string, internal: boolean, page: number, pageSize: number) {
  const visible = internal
    ? and(eq(libraryQuestions.companyId, companyId), not(libraryQuestions.isExternal))
    : or(eq(libraryQuestions.companyId, companyId), libraryQuestions.isPublic);
  const types = await db()
    .select({ type: libraryQuestions.type, n: count() })
    .from(libraryQuestions)
    .where(visible)
    .groupBy(libraryQuestions.type);
  const tagRows = await db()
    .select({ label: tags.label, n: count() })
    .from(libraryQuestions)
    .innerJoin(tags, sql`${tags.id} = any(${libraryQuestions.tagIds})`)
    .where(and(visible, or(isNull(tags.companyId), eq(tags.companyId, companyId))))
    .groupBy(tags.id, tags.label)
    .orderBy(desc(count()), sql`lower(${tags.label})`);
  const ids = await db()
    .select({ id: libraryQuestions.id })
    .from(libraryQuestions)
    .where(visible)
    .orderBy(desc(libraryQuestions.createdAt), asc(libraryQuestions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: types.reduce((sum, row) => sum + row.n, 0),
    types: Object.fromEntries(types.map((row) => [row.type, row.n])),
    tags: tagRows.map((row) => [row.label, row.n]),
    ids: ids.map((row) => row.id),
  };
}

const shown = (result: SearchShape) => ({
  total: result.total,
  types: Object.fromEntries(result.filters.types.filter((entry) => entry.count > 0).map((e) => [e.type, e.count])),
  tags: result.filters.tags.map((entry) => [entry.tag.label, entry.count]),
  ids: result.results.map((row) => row.id),
});

async function expectRecounted(librarian: Awaited<ReturnType<typeof buildLibrarian>>) {
  for (const internal of [false, true]) {
    for (const [page, pageSize] of [
      [1, 10],
      [2, 10],
      [1, 50],
    ] as const) {
      const result = await search(librarian.client, internal ? { internal } : {}, page, pageSize);
      expect(shown(result)).toEqual(await recount(librarian.company.id, internal, page, pageSize));
    }
  }
}

describe('library first view: counts kept by the database', () => {
  it('matches a recount after inserts, another company’s public and private questions, edits, tags and deletes', async () => {
    const librarian = await buildLibrarian(testApp);
    const other = await buildLibrarian(testApp);
    const own = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 14, { tagCount: 3 });
    await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 2, { isExternal: true });
    await insertLibraryQuestions(db(), other.company.id, other.user.id, 5, {
      isPublic: true,
      tagCount: 2,
      prefix: 'Shared',
    });
    await insertLibraryQuestions(db(), other.company.id, other.user.id, 4, { tagCount: 2, prefix: 'Private' });
    await expectRecounted(librarian);

    // An edit that changes the type, the tags and makes it public; then a new question with a new tag.
    const [first, second] = own;
    const edited = await librarian.client.graphql(LIBRARY.update, {
      id: first?.id,
      version: 1,
      input: { question: { type: 'NUMBER', label: 'Headcount' }, tags: ['Fresh tag'], isPublic: true },
    });
    dataOf(edited);
    await createLibraryQuestion(librarian.client, {
      question: { type: 'EMAIL', label: 'Contact' },
      tags: ['Fresh tag'],
    });
    await expectRecounted(librarian);
    await expectRecounted(other);

    dataOf(await librarian.client.graphql(LIBRARY.delete, { ids: [first?.id, second?.id] }));
    await expectRecounted(librarian);
    await expectRecounted(other);

    // A company removed from the database takes its questions and counts with it.
    await db().delete(companies).where(eq(companies.id, other.company.id));
    await expectRecounted(librarian);
  });

  it('filters the first view by type and internal, with type counts that ignore the selected types', async () => {
    const librarian = await buildLibrarian(testApp);
    await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 5, { tagCount: 2 });
    const booleans = await search(librarian.client, { types: ['BOOLEAN'], internal: true });
    expect(booleans.total).toBe(2);
    expect(booleans.results.every((row) => row.question.type === 'BOOLEAN')).toBe(true);
    expect(shown(booleans).types).toEqual({ STRING: 3, BOOLEAN: 2 });
    expect(booleans.filters.tags.reduce((sum, entry) => sum + entry.count, 0)).toBe(4);
  });
});
