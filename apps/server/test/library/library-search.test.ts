import { describe, expect, it } from 'vitest';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildLibrarian,
  countOf,
  createGroup,
  createLibraryQuestion,
  insertLibraryQuestions,
  LIBRARY,
  type SearchShape,
  search,
  tagCountOf,
} from './library-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** A word no other test's questions carry, so public questions of other tests stay out of the counts. */
const uniqueWord = () => `w${crypto.randomUUID().slice(0, 8)}`;

const typeCounts = (result: SearchShape) =>
  Object.fromEntries(result.filters.types.filter((entry) => entry.count > 0).map((entry) => [entry.type, entry.count]));
const tagCounts = (result: SearchShape) => result.filters.tags.map((entry) => [entry.tag.label, entry.count]);

describe('library search: keyword and filter counts', () => {
  it('counts types and tags over the keyword’s questions, each facet ignoring its own selection', async () => {
    const librarian = await buildLibrarian(testApp);
    const word = uniqueWord();
    const add = (question: Record<string, unknown>, tags: string[]) =>
      createLibraryQuestion(librarian.client, { question, tags });
    const q1 = await add({ type: 'STRING', label: `${word} alpha` }, ['Red']);
    const q2 = await add({ type: 'STRING', label: `${word} beta` }, ['Red', 'Blue']);
    const q3 = await add({ type: 'BOOLEAN', label: `${word} Alpha gamma` }, ['Blue']);
    const q4 = await add({ type: 'NUMBER', label: `${word} delta` }, []);
    await add({ type: 'LIST', label: 'Not matching', options: [{ label: 'Yes' }] }, ['Red']);
    const red = q1.tags[0]?.id;
    const blue = q3.tags[0]?.id;

    const all = await search(librarian.client, { keyword: word });
    expect(all.total).toBe(4);
    expect(all.results.map((row) => row.id)).toEqual([q4.id, q3.id, q2.id, q1.id]);
    expect(all.filters.types).toHaveLength(9);
    expect(typeCounts(all)).toEqual({ STRING: 2, BOOLEAN: 1, NUMBER: 1 });
    expect(tagCounts(all)).toEqual([
      ['Blue', 2],
      ['Red', 2],
    ]);

    // Types selected: the type counts ignore them, the tag counts apply them.
    const strings = await search(librarian.client, { keyword: word, types: ['STRING'] });
    expect(strings.total).toBe(2);
    expect(typeCounts(strings)).toEqual({ STRING: 2, BOOLEAN: 1, NUMBER: 1 });
    expect(tagCounts(strings)).toEqual([
      ['Red', 2],
      ['Blue', 1],
    ]);

    // A tag selected: the tag counts ignore it, the type counts apply it.
    const blues = await search(librarian.client, { keyword: word, tagIds: [blue] });
    expect(blues.results.map((row) => row.id)).toEqual([q3.id, q2.id]);
    expect(typeCounts(blues)).toEqual({ STRING: 1, BOOLEAN: 1 });
    expect(tagCounts(blues)).toEqual([
      ['Blue', 2],
      ['Red', 2],
    ]);

    // Both: any of the selected tags, any of the selected types.
    const both = await search(librarian.client, { keyword: word, types: ['STRING', 'NUMBER'], tagIds: [blue, red] });
    expect(both.results.map((row) => row.id)).toEqual([q2.id, q1.id]);
    expect(typeCounts(both)).toEqual({ STRING: 2, BOOLEAN: 1 });
    expect(tagCountOf(both, 'Red')).toBe(2);
    expect(tagCountOf(both, 'Blue')).toBe(1);

    // Nothing matches the selection: no results, and the counts are still there.
    const none = await search(librarian.client, { keyword: word, types: ['FILE'] });
    expect(none.total).toBe(0);
    expect(none.results).toEqual([]);
    expect(typeCounts(none)).toEqual({ STRING: 2, BOOLEAN: 1, NUMBER: 1 });
    expect(tagCounts(none)).toEqual([]);
  });

  it('the keyword matches every word in any order, case ignored, and literally', async () => {
    const librarian = await buildLibrarian(testApp);
    const word = uniqueWord();
    const alpha = await createLibraryQuestion(librarian.client, {
      question: { type: 'STRING', label: `${word} Alpha` },
    });
    const gamma = await createLibraryQuestion(librarian.client, {
      question: { type: 'STRING', label: `${word} alpha GAMMA 100%` },
    });
    const ids = async (keyword: string) =>
      (await search(librarian.client, { keyword })).results.map((row) => row.id).sort();
    expect(await ids(`${word.toUpperCase()} alpha`)).toEqual([alpha.id, gamma.id].sort());
    expect(await ids(`gamma   ${word}`)).toEqual([gamma.id]);
    expect(await ids(`${word} 100%`)).toEqual([gamma.id]);
    expect(await ids(`${word} 1_0`)).toEqual([]);
    expect(await ids(`${word} beta`)).toEqual([]);
    expect(await ids(`${word} ${'alpha '.repeat(30)}`)).toEqual([alpha.id, gamma.id].sort());
  });

  it('internal leaves out external questions and other companies’ public ones', async () => {
    const word = uniqueWord();
    const librarian = await buildLibrarian(testApp);
    const other = await buildLibrarian(testApp);
    const [own] = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 1, { prefix: word });
    await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 1, { prefix: word, isExternal: true });
    await insertLibraryQuestions(db(), other.company.id, other.user.id, 1, { prefix: word, isPublic: true });
    expect((await search(librarian.client, { keyword: word })).total).toBe(3);
    const internal = await search(librarian.client, { keyword: word, internal: true });
    expect(internal.results.map((row) => row.id)).toEqual([own?.id]);
    expect(countOf(internal, 'STRING')).toBe(1);
  });

  it('a group lists its own questions; another company’s group lists nothing', async () => {
    const librarian = await buildLibrarian(testApp);
    const other = await buildLibrarian(testApp);
    const group = await createGroup(librarian.client, { name: 'Security' });
    const otherGroup = await createGroup(other.client, { name: 'Security' });
    const linked = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 3, {
      groupId: group.id,
    });
    await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 2);
    const inGroup = await search(librarian.client, { groupId: group.id });
    expect(inGroup.results.map((row) => row.id)).toEqual(linked.map((row) => row.id));
    expect(typeCounts(inGroup)).toEqual({ STRING: 2, BOOLEAN: 1 });
    expect((await search(librarian.client, { groupId: otherGroup.id })).total).toBe(0);
    expect((await search(librarian.client, { groupId: 'not-an-id' })).total).toBe(0);
  });
});

describe('library search: paging (spec 3 §9: 10, 20 or 50)', () => {
  it('pages newest first and keeps the total and counts past the last page', async () => {
    const word = uniqueWord();
    const librarian = await buildLibrarian(testApp);
    const rows = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 25, {
      prefix: word,
      tagCount: 3,
    });
    const page = (number: number, size = 10) => search(librarian.client, { keyword: word }, number, size);
    const first = await page(1);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.results.map((row) => row.id)).toEqual(rows.slice(0, 10).map((row) => row.id));
    expect((await page(3)).results.map((row) => row.id)).toEqual(rows.slice(20).map((row) => row.id));
    expect((await page(1, 20)).results).toHaveLength(20);
    expect((await page(1, 50)).results).toHaveLength(25);
    const past = await page(4);
    expect(past.results).toEqual([]);
    expect(past.total).toBe(25);
    expect(typeCounts(past)).toEqual({ STRING: 13, BOOLEAN: 12 });
    expect(past.filters.tags.reduce((sum, entry) => sum + entry.count, 0)).toBe(50);
    expectBadInput(
      await librarian.client.graphql(LIBRARY.search, { filter: { keyword: word }, page: 1, pageSize: 15 }),
      'Page size must be one of 10, 20, 50',
    );
    expectBadInput(await librarian.client.graphql(LIBRARY.search, { page: 0 }), 'Page must be between 1 and 1000000');
  });
});
