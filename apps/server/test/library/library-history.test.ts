import { describe, expect, it } from 'vitest';
import { dataOf } from '../support/graphql-results.js';
import { expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildLibrarian,
  createLibraryQuestion,
  insertLibraryQuestions,
  LIBRARY,
  type LibraryQuestionShape,
  stringQuestion,
} from './library-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const EXTERNAL = 'It is an external question and cannot be edited';

describe('library question history (spec 3 §4, §7)', () => {
  it('lists every version newest first with who saved it; restoring makes that content the newest version', async () => {
    const librarian = await buildLibrarian(testApp);
    const created = await createLibraryQuestion(librarian.client, stringQuestion('First wording'));
    const update = (version: number, label: string) =>
      librarian.client.graphql(LIBRARY.update, { id: created.id, version, input: stringQuestion(label) });
    dataOf(await update(1, 'Second wording'));
    dataOf(await update(2, 'Third wording'));
    type Entry = { id: string; version: number; updatedBy: string; question: { label: string } };
    const history = async () =>
      dataOf(await librarian.client.graphql<{ libraryQuestionHistory: Entry[] }>(LIBRARY.history, { id: created.id }))
        .libraryQuestionHistory;
    const before = await history();
    expect(before.map((entry) => [entry.version, entry.question.label])).toEqual([
      [3, 'Third wording'],
      [2, 'Second wording'],
      [1, 'First wording'],
    ]);
    expect(before[0]?.updatedBy).toBe('Test User');
    const first = before[2]?.id ?? '';
    const restore = (version: number, versionId: string) =>
      librarian.client.graphql<{ restoreLibraryQuestionVersion: LibraryQuestionShape }>(LIBRARY.restore, {
        id: created.id,
        version,
        versionId,
      });
    expect((await restore(2, first)).status).toBe(409);
    expectNotFound(await restore(3, crypto.randomUUID()), 'Version');
    const restored = dataOf(await restore(3, first)).restoreLibraryQuestionVersion;
    expect(restored).toMatchObject({ version: 4, question: { label: 'First wording' } });
    expect((await history()).map((entry) => [entry.version, entry.question.label]).slice(0, 2)).toEqual([
      [4, 'First wording'],
      [3, 'Third wording'],
    ]);
  });

  it('restoring a read-only question is refused', async () => {
    const librarian = await buildLibrarian(testApp);
    const [external] = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 1, {
      isExternal: true,
    });
    const history = dataOf(
      await librarian.client.graphql<{ libraryQuestionHistory: Array<{ id: string }> }>(LIBRARY.history, {
        id: external?.id,
      }),
    ).libraryQuestionHistory;
    expectForbidden(
      await librarian.client.graphql(LIBRARY.restore, { id: external?.id, version: 1, versionId: history[0]?.id }),
      EXTERNAL,
    );
  });
});
