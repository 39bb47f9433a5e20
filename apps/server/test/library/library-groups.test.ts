import { describe, expect, it } from 'vitest';
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
  createGroup,
  type GroupShape,
  insertLibraryQuestions,
  LIBRARY,
  search,
} from './library-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const TAKEN = 'A group with the same name is already existed';
const TOO_DEEP = 'Groups can be nested at most 3 levels deep';

async function treeOf(client: Parameters<typeof createGroup>[0]) {
  return dataOf(await client.graphql<{ questionGroups: GroupShape[] }>(LIBRARY.groups)).questionGroups;
}

/** Security › Access › Passwords, and Pricing at the top level. */
async function threeLevels() {
  const librarian = await buildLibrarian(testApp);
  const security = await createGroup(librarian.client, { name: 'Security', description: 'Security questions' });
  const access = await createGroup(librarian.client, { name: 'Access', parentId: security.id });
  const passwords = await createGroup(librarian.client, { name: 'Passwords', parentId: access.id });
  const pricing = await createGroup(librarian.client, { name: 'Pricing' });
  return { librarian, security, access, passwords, pricing };
}

describe('library groups: create (spec 3 §5 Group)', () => {
  it('builds the company’s tree with parent names, paths, depth and whether a group may get subgroups', async () => {
    const { librarian, security, access, passwords, pricing } = await threeLevels();
    expect(passwords).toMatchObject({
      parentId: access.id,
      parentName: 'Access',
      parentPath: [security.id, access.id],
      depth: 3,
      canHaveSubgroups: false,
    });
    const tree = await treeOf(librarian.client);
    expect(tree.map((group) => group.name)).toEqual(['Security', 'Pricing']);
    expect(tree[0]).toMatchObject({ depth: 1, canHaveSubgroups: true, description: 'Security questions' });
    expect(tree[0]?.groups?.[0]?.groups?.[0]?.id).toBe(passwords.id);
    expect(tree[1]?.id).toBe(pricing.id);
    const other = await buildLibrarian(testApp);
    expect(await treeOf(other.client)).toEqual([]);
  });

  it('refuses a fourth level, a sibling’s name (trimmed, case ignored) and names or descriptions too long', async () => {
    const { librarian, security, passwords } = await threeLevels();
    const create = (input: Record<string, unknown>) => librarian.client.graphql(LIBRARY.createGroup, { input });
    expectBadInput(await create({ name: 'Deeper', parentId: passwords.id }), TOO_DEEP, { parentId: TOO_DEEP });
    expectBadInput(await create({ name: ' security ' }), TAKEN, { name: TAKEN });
    expectBadInput(await create({ name: 'ACCESS', parentId: security.id }), TAKEN, { name: TAKEN });
    expectBadInput(await create({ name: '  ', description: 'd'.repeat(201) }), 'Required', {
      name: 'Required',
      description: 'Must be less than or equal to 200 characters',
    });
    expectBadInput(await create({ name: 'n'.repeat(51) }), 'Must be less than or equal to 50 characters');
    // The same name under another parent, or in another company, is fine.
    expect((await createGroup(librarian.client, { name: 'Access' })).name).toBe('Access');
    const other = await buildLibrarian(testApp);
    expect((await createGroup(other.client, { name: ' Security ' })).name).toBe('Security');
    expectNotFound(
      await other.client.graphql(LIBRARY.createGroup, { input: { name: 'X', parentId: security.id } }),
      'Group',
    );
  });

  it('signed out answers 401, without MANAGE_PROJECT_QUESTIONS 403', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIBRARY.createGroup, { input: { name: 'Security' } }));
    const { librarian } = await threeLevels();
    const colleague = await buildColleagueLibrarian(testApp, librarian.company.id);
    const outsider = await buildSignedInUser(testApp, {
      companyId: librarian.company.id,
      privileges: ['READ_TEMPLATES'],
    });
    expectForbidden(await outsider.client.graphql(LIBRARY.createGroup, { input: { name: 'Other' } }));
    expectForbidden(await outsider.client.graphql(LIBRARY.groups));
    expect(await treeOf(colleague.client)).toHaveLength(2);
  });
});

describe('library groups: update and move', () => {
  it('renames and moves a group with its subtree when every level stays within 3', async () => {
    const { librarian, security, access, passwords, pricing } = await threeLevels();
    const update = (id: string, input: Record<string, unknown>) =>
      librarian.client.graphql<{ updateLibraryGroup: GroupShape }>(LIBRARY.updateGroup, { id, input });
    // Access spans 2 levels: under Pricing (level 2) its Passwords would be on level 3: fine.
    const moved = dataOf(
      await update(access.id, { name: ' Access control ', parentId: pricing.id }),
    ).updateLibraryGroup;
    expect(moved).toMatchObject({ name: 'Access control', parentId: pricing.id, depth: 2 });
    expect(moved.groups?.[0]).toMatchObject({ id: passwords.id, depth: 3, parentPath: [pricing.id, access.id] });
    // Under Passwords' level a 2-level subtree would reach level 4.
    const sub = await createGroup(librarian.client, { name: 'Policies', parentId: security.id });
    expectBadInput(await update(access.id, { name: 'Access control', parentId: sub.id }), TOO_DEEP, {
      parentId: TOO_DEEP,
    });
    // Not into itself or its own subgroup.
    const itself = 'A group cannot be moved into itself or one of its subgroups';
    expectBadInput(await update(access.id, { name: 'Access control', parentId: passwords.id }), itself);
    expectBadInput(await update(access.id, { name: 'Access control', parentId: access.id }), itself);
    // A name taken among the new siblings; the group's own name is not a clash.
    expectBadInput(await update(sub.id, { name: 'pricing', parentId: null }), TAKEN, { name: TAKEN });
    const top = dataOf(await update(sub.id, { name: 'Policies', description: 'Moved up' })).updateLibraryGroup;
    expect(top).toMatchObject({ parentId: null, depth: 1, description: 'Moved up', canHaveSubgroups: true });
    expect((await treeOf(librarian.client)).map((group) => group.name)).toEqual(['Security', 'Pricing', 'Policies']);
  });

  it('another company’s group answers as not found', async () => {
    const { security } = await threeLevels();
    const other = await buildLibrarian(testApp);
    expectNotFound(
      await other.client.graphql(LIBRARY.updateGroup, { id: security.id, input: { name: 'Mine' } }),
      'Group',
    );
    expectNotFound(await other.client.graphql(LIBRARY.deleteGroup, { id: security.id }), 'Group');
  });
});

describe('library groups: delete, link and unlink', () => {
  it('deletes a group with its subgroups; the questions stay in the library', async () => {
    const { librarian, security, access, passwords } = await threeLevels();
    const [question] = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 1, {
      groupId: passwords.id,
    });
    const deleted = dataOf(
      await librarian.client.graphql<{ deleteLibraryGroup: string[] }>(LIBRARY.deleteGroup, { id: security.id }),
    ).deleteLibraryGroup;
    expect(deleted).toEqual([security.id, access.id, passwords.id]);
    expect((await treeOf(librarian.client)).map((group) => group.name)).toEqual(['Pricing']);
    expect((await search(librarian.client, {}, 1, 50)).results.map((row) => row.id)).toContain(question?.id);
  });

  it('links questions the company sees (once each) and unlinks them; the counts follow', async () => {
    const { librarian, pricing } = await threeLevels();
    const other = await buildLibrarian(testApp);
    const own = await insertLibraryQuestions(db(), librarian.company.id, librarian.user.id, 2);
    const [foreignPublic] = await insertLibraryQuestions(db(), other.company.id, other.user.id, 1, { isPublic: true });
    const [foreignPrivate] = await insertLibraryQuestions(db(), other.company.id, other.user.id, 1);
    const link = (questionIds: Array<string | undefined>, query: string = LIBRARY.link) =>
      librarian.client.graphql<Record<string, GroupShape>>(query, { groupId: pricing.id, questionIds });
    const ids = [own[0]?.id, own[1]?.id, foreignPublic?.id];
    expect(dataOf(await link(ids)).linkLibraryQuestionsToGroup?.questionCount).toBe(3);
    expect(dataOf(await link([own[0]?.id])).linkLibraryQuestionsToGroup?.questionCount).toBe(3);
    expectNotFound(await link([foreignPrivate?.id]), 'Question');
    expectBadInput(await link([]), 'Required', { questionIds: 'Required' });
    expect((await search(librarian.client, { groupId: pricing.id })).total).toBe(3);
    const unlinked = dataOf(await link([own[0]?.id], LIBRARY.unlink)).unlinkLibraryQuestionsFromGroup;
    expect(unlinked?.questionCount).toBe(2);
    expect((await search(librarian.client, {}, 1, 50)).results.map((row) => row.id)).toContain(own[0]?.id);
  });
});
