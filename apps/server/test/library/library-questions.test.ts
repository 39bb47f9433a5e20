import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryQuestions, libraryQuestionTags, tags } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildColleagueLibrarian,
  buildLibrarian,
  createLibraryQuestion,
  insertLibraryQuestions,
  LIBRARY,
  type LibraryQuestionShape,
  search,
  stringQuestion,
} from './library-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** The ids of the company's own questions in its library (other tests' public questions are visible too). */
const ownIds = async (client: Parameters<typeof search>[0]) =>
  (await search(client, {}, 1, 50)).results.filter((row) => row.isOwn).map((row) => row.id);

const EXTERNAL = 'It is an external question and cannot be edited';
const PUBLIC = 'It is a public question and cannot be edited';

describe('library questions: create, update, delete', () => {
  it('create answers the spec’s validation messages per field and writes nothing', async () => {
    const librarian = await buildLibrarian(testApp);
    const send = (input: Record<string, unknown>) => librarian.client.graphql(LIBRARY.create, { input });
    expectBadInput(
      await send({ question: { type: 'LIST', label: 'Regions', options: [] } }),
      'At least one option is required',
      {
        'question.options': 'At least one option is required',
      },
    );
    expectBadInput(
      await send({ question: { type: 'STRING', label: 'l'.repeat(1001), helperText: 'h'.repeat(1001) } }),
      'Must be less than or equal to 1000 characters',
      {
        'question.label': 'Must be less than or equal to 1000 characters',
        'question.helperText': 'Must be less than or equal to 1000 characters',
      },
    );
    expectBadInput(
      await send({ question: { type: 'NUMBER', label: 'Seats', prefix: 'p'.repeat(16) }, tags: ['t'.repeat(51)] }),
      'Must be less than or equal to 15 characters',
      {
        'question.prefix': 'Must be less than or equal to 15 characters',
        'tags.0': 'Must be less than or equal to 50 characters',
      },
    );
    const attachments = [1, 2, 3, 4, 5, 6].map(() => ({ id: crypto.randomUUID(), filename: 'a.pdf' }));
    expectBadInput(
      await send({ question: { type: 'STRING', label: 'Policy', attachments: attachments.slice(0, 1) } }),
      'Please choose an existing entry',
      { 'question.attachments': 'Please choose an existing entry' },
    );
    expect(await ownIds(librarian.client)).toEqual([]);
  });

  it('create keeps the type’s fields, gives options ids, creates tags by label and records version 1', async () => {
    const librarian = await buildLibrarian(testApp);
    const created = await createLibraryQuestion(librarian.client, {
      question: {
        type: 'LIST',
        label: ' Regions served ',
        prefix: 'dropped',
        options: [{ label: 'EU' }, { label: '{Other}' }],
      },
      tags: ['Coverage', 'coverage', 'Regions'],
      isPublic: true,
    });
    expect(created.question).toMatchObject({ type: 'LIST', label: 'Regions served', prefix: null, otherOption: true });
    expect((created.question.options as Array<{ id: string }>)[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.tags.map((tag) => [tag.label, tag.isPublic])).toEqual([
      ['Coverage', false],
      ['Regions', false],
    ]);
    expect(created).toMatchObject({ version: 1, isPublic: true, isOwn: true, isExternal: false, readonlyReason: null });
    expect(created.permissions).toEqual({ edit: true, makePublic: true, delete: true });
    expect(created.createdBy?.id).toBe(librarian.user.id);
    const history = dataOf(
      await librarian.client.graphql<{ libraryQuestionHistory: unknown[] }>(LIBRARY.history, { id: created.id }),
    );
    expect(history.libraryQuestionHistory).toHaveLength(1);
  });

  it('update at a stale version is a conflict; tags are replaced and reused by label', async () => {
    const librarian = await buildLibrarian(testApp);
    const created = await createLibraryQuestion(librarian.client, stringQuestion('Name', { tags: ['Legal'] }));
    const update = (version: number, input: Record<string, unknown>) =>
      librarian.client.graphql<{ updateLibraryQuestion: LibraryQuestionShape }>(LIBRARY.update, {
        id: created.id,
        version,
        input,
      });
    const updated = dataOf(
      await update(1, stringQuestion('Legal name', { tags: ['legal', 'Company'] })),
    ).updateLibraryQuestion;
    expect(updated.version).toBe(2);
    expect(updated.tags.map((tag) => tag.label)).toEqual(['Company', 'Legal']);
    expect(updated.tags.find((tag) => tag.label === 'Legal')?.id).toBe(created.tags[0]?.id);
    const stale = await update(1, stringQuestion('Lost'));
    expect(stale.status).toBe(409);
    expect(stale.errors?.[0]).toMatchObject({
      message: MESSAGES.staleVersion('question'),
      extensions: { code: ERROR_CODES.conflict },
    });
    const madePublic = dataOf(await update(2, stringQuestion('Legal name', { isPublic: true }))).updateLibraryQuestion;
    expect(madePublic.isPublic).toBe(true);
    // Absent tags and isPublic stay as they are.
    const kept = dataOf(await update(3, stringQuestion('Legal name of the company'))).updateLibraryQuestion;
    expect(kept.tags.map((tag) => tag.label)).toEqual(['Company', 'Legal']);
    expect(kept.isPublic).toBe(true);
  });

  it('delete removes every id given, or none when one may not be deleted', async () => {
    const librarian = await buildLibrarian(testApp);
    const [first, second] = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 2);
    const [external] = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 1, {
      isExternal: true,
    });
    const remove = (ids: string[]) =>
      librarian.client.graphql<{ deleteLibraryQuestions: string[] }>(LIBRARY.delete, { ids });
    expectForbidden(await remove([first?.id ?? '', external?.id ?? '']), EXTERNAL);
    expect(await ownIds(librarian.client)).toHaveLength(3);
    expectBadInput(await remove([]), 'Required');
    expect(dataOf(await remove([first?.id ?? '', second?.id ?? ''])).deleteLibraryQuestions).toHaveLength(2);
    expect(await ownIds(librarian.client)).toEqual([external?.id]);
  });

  it('signed out answers 401, without MANAGE_PROJECT_QUESTIONS 403', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIBRARY.create, { input: stringQuestion('Name') }));
    expectUnauthenticated(await testApp.client().graphql(LIBRARY.search, {}));
    const outsider = await buildSignedInUser(testApp, { privileges: ['READ_TEMPLATES'] });
    expectForbidden(await outsider.client.graphql(LIBRARY.create, { input: stringQuestion('Name') }));
    expectForbidden(await outsider.client.graphql(LIBRARY.search, {}));
    expectForbidden(await outsider.client.graphql(LIBRARY.groups, {}));
  });
});

describe('library questions: read-only rules (spec 3 §6)', () => {
  it('an external question is never editable, not even with MANAGE_BROKERS', async () => {
    const broker = await buildLibrarian(testApp, ['MANAGE_BROKERS']);
    const [external] = await insertLibraryQuestions(db(), broker.company.id, broker.user.id, 1, { isExternal: true });
    const id = external?.id ?? '';
    const view = dataOf(await broker.client.graphql<{ libraryQuestion: LibraryQuestionShape }>(LIBRARY.one, { id }));
    expect(view.libraryQuestion).toMatchObject({
      readonlyReason: EXTERNAL,
      permissions: { edit: false, makePublic: false, delete: false },
    });
    expectForbidden(
      await broker.client.graphql(LIBRARY.update, { id, version: 1, input: stringQuestion('x') }),
      EXTERNAL,
    );
  });

  it('another user’s public question is read-only without MANAGE_BROKERS, editable with it; one’s own stays editable', async () => {
    const author = await buildLibrarian(testApp);
    const colleague = await buildColleagueLibrarian(testApp, author.company.id);
    const manager = await buildColleagueLibrarian(testApp, author.company.id, ['MANAGE_BROKERS']);
    const published = await createLibraryQuestion(author.client, stringQuestion('Published', { isPublic: true }));
    const draft = await createLibraryQuestion(author.client, stringQuestion('Private'));
    const seenBy = async (client: typeof colleague.client, id: string) =>
      dataOf(await client.graphql<{ libraryQuestion: LibraryQuestionShape }>(LIBRARY.one, { id })).libraryQuestion;
    expect(await seenBy(colleague.client, published.id)).toMatchObject({
      readonlyReason: PUBLIC,
      permissions: { edit: false, makePublic: false, delete: false },
    });
    expect((await seenBy(colleague.client, draft.id)).permissions).toEqual({
      edit: true,
      makePublic: true,
      delete: true,
    });
    expect((await seenBy(author.client, published.id)).permissions.edit).toBe(true);
    const input = stringQuestion('Changed', { isPublic: false });
    expectForbidden(await colleague.client.graphql(LIBRARY.update, { id: published.id, version: 1, input }), PUBLIC);
    expectForbidden(await colleague.client.graphql(LIBRARY.delete, { ids: [published.id] }), PUBLIC);
    const changed = dataOf(
      await manager.client.graphql<{ updateLibraryQuestion: LibraryQuestionShape }>(LIBRARY.update, {
        id: published.id,
        version: 1,
        input,
      }),
    ).updateLibraryQuestion;
    expect(changed).toMatchObject({ isPublic: false, version: 2, question: { label: 'Changed' } });
  });

  it('another company’s MANAGE_BROKERS holder edits a public question but may not make it private', async () => {
    const author = await buildLibrarian(testApp);
    const moderator = await buildLibrarian(testApp, ['MANAGE_BROKERS']);
    const published = await createLibraryQuestion(author.client, stringQuestion('Shared', { isPublic: true }));
    const seen = dataOf(
      await moderator.client.graphql<{ libraryQuestion: LibraryQuestionShape }>(LIBRARY.one, { id: published.id }),
    );
    expect(seen.libraryQuestion.permissions).toEqual({ edit: true, makePublic: false, delete: true });
    const input = stringQuestion('Hidden away', { isPublic: false });
    expectForbidden(await moderator.client.graphql(LIBRARY.update, { id: published.id, version: 1, input }));
    const [stored] = await db().select().from(libraryQuestions).where(eq(libraryQuestions.id, published.id));
    expect(stored).toMatchObject({ isPublic: true, version: 1, definition: { label: 'Shared' } });
  });
});

describe('library visibility across companies', () => {
  it('a company sees its own and public questions, never another company’s private ones or private tags', async () => {
    const alpha = await buildLibrarian(testApp);
    const beta = await buildLibrarian(testApp, ['MANAGE_BROKERS']);
    const hidden = await createLibraryQuestion(alpha.client, stringQuestion('Alpha secret', { tags: ['Alpha only'] }));
    const shared = await createLibraryQuestion(
      alpha.client,
      stringQuestion('Alpha shared', { isPublic: true, tags: ['Alpha only'] }),
    );
    const [publicTag] = await db().insert(tags).values({ label: 'Everyone' }).returning();
    await db()
      .insert(libraryQuestionTags)
      .values({ questionId: shared.id, tagId: publicTag?.id ?? '' });
    const own = await createLibraryQuestion(beta.client, stringQuestion('Beta own'));

    const seen = await search(beta.client, {}, 1, 50);
    expect(seen.results.map((row) => row.id)).toEqual(expect.arrayContaining([own.id, shared.id]));
    expect(seen.results.map((row) => row.id)).not.toContain(hidden.id);
    const sharedSeen = seen.results.find((row) => row.id === shared.id);
    expect(sharedSeen).toMatchObject({ isOwn: false, tags: [{ label: 'Everyone', isPublic: true }] });
    expect(seen.filters.tags.map((entry) => entry.tag.label)).toEqual(['Everyone']);
    expectNotFound(await beta.client.graphql(LIBRARY.one, { id: hidden.id }), 'Question');
    expectNotFound(await beta.client.graphql(LIBRARY.one, { id: 'not-an-id' }), 'Question');
    expectNotFound(await beta.client.graphql(LIBRARY.history, { id: hidden.id }), 'Question');
    expectNotFound(
      await beta.client.graphql(LIBRARY.update, { id: hidden.id, version: 1, input: stringQuestion('x') }),
      'Question',
    );
    expectNotFound(await beta.client.graphql(LIBRARY.delete, { ids: [hidden.id] }), 'Question');

    const betaTags = dataOf(await beta.client.graphql<{ libraryTags: Array<{ label: string }> }>(LIBRARY.tags, {}));
    expect(betaTags.libraryTags.map((tag) => tag.label)).toEqual(['Everyone']);
    const alphaTags = dataOf(
      await alpha.client.graphql<{ libraryTags: Array<{ label: string }> }>(LIBRARY.tags, { search: 'ALPHA' }),
    );
    expect(alphaTags.libraryTags.map((tag) => tag.label)).toEqual(['Alpha only']);

    // Beta (MANAGE_BROKERS) edits alpha's public question: alpha's private tag stays on it, beta's new tag is beta's.
    const edited = dataOf(
      await beta.client.graphql<{ updateLibraryQuestion: LibraryQuestionShape }>(LIBRARY.update, {
        id: shared.id,
        version: 1,
        input: stringQuestion('Alpha shared', { isPublic: true, tags: ['Beta tag'] }),
      }),
    ).updateLibraryQuestion;
    expect(edited.tags.map((tag) => tag.label)).toEqual(['Beta tag']);
    const alphaView = dataOf(
      await alpha.client.graphql<{ libraryQuestion: LibraryQuestionShape }>(LIBRARY.one, { id: shared.id }),
    );
    expect(alphaView.libraryQuestion.tags.map((tag) => tag.label)).toEqual(['Alpha only']);

    // Made private again, it leaves beta's library.
    await db().update(libraryQuestions).set({ isPublic: false }).where(eq(libraryQuestions.id, shared.id));
    expect((await search(beta.client, {}, 1, 50)).results.map((row) => row.id)).not.toContain(shared.id);
  });
});
