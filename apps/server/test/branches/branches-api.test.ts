import { BRANCH_MESSAGES, ERROR_CODES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { projectViewer } from '../answers/broker-answers-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { ratingsOf } from '../scoring/ratings-support.js';
import { changeSettings, rate, readScoring, scoringScene } from '../scoring/scoring-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { BRANCH_OPERATIONS, createBranch, listBranches, storedBranches } from './branches-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/**
 * A project in SCORING with branches on: the broker (who scores), a project manager and a reader among its viewers,
 * and a colleague of the company who is not on the project.
 */
async function branchScene() {
  const scene = await scoringScene(testApp);
  await changeSettings(testApp, scene, { enableBranches: true });
  const scorer = await projectViewer(testApp, scene, ['READ_SCORING', 'MANAGE_SCORING']);
  const reader = await projectViewer(testApp, scene, ['READ_SCORING']);
  const outsider = await buildSignedInUser(testApp, {
    companyId: scene.broker.company.id,
    privileges: ['READ_SCORING', 'MANAGE_ALL_SCORING'],
  });
  const projectId = scene.broker.project.id;
  const stored = () => storedBranches(testApp, projectId);
  return { scene, scorer, reader, outsider, projectId, stored };
}

const ids = (people: Array<{ id: string }>) => people.map((person) => person.id).sort();

describe('creating a branch (spec 2 §6, §7 Branches)', () => {
  it('creates the viewer’s branch with the members chosen; members and creator see it, others do not', async () => {
    const { scene, scorer, reader, outsider, projectId } = await branchScene();
    const branch = dataOf(await createBranch(scorer.client, projectId, [reader.user.id], 'COLORS')).createBranch;
    expect(branch).toMatchObject({
      projectId,
      scoringType: 'COLORS',
      isCreator: true,
      createdBy: { id: scorer.user.id },
    });
    expect(ids(branch.members)).toEqual([reader.user.id, scorer.user.id].sort());

    expect(dataOf(await listBranches(reader.client, projectId)).branches).toMatchObject([
      { id: branch.id, isCreator: false },
    ]);
    expect(dataOf(await listBranches(scene.broker.client, projectId)).branches).toEqual([]);
    expectNotFound(await listBranches(outsider.client, projectId), 'Project');
    expect(dataOf(await readScoring(reader.client, scene, branch.id)).scoring.branchId).toBe(branch.id);
  });

  it('offers the project’s managers and viewers as members, and refuses anyone else, writing nothing', async () => {
    const { scene, scorer, reader, outsider, projectId, stored } = await branchScene();
    const options = dataOf(
      await scorer.client.graphql<{ branchMemberOptions: Array<{ id: string }> }>(BRANCH_OPERATIONS.options, {
        projectId,
      }),
    ).branchMemberOptions;
    expect(ids(options)).toContain(reader.user.id);
    expect(ids(options)).not.toContain(outsider.user.id);
    expectBadInput(await createBranch(scene.broker.client, projectId, [outsider.user.id]), BRANCH_MESSAGES.member);
    expectBadInput(await createBranch(scene.broker.client, projectId, ['not-an-id']), BRANCH_MESSAGES.member);
    expect(await stored()).toEqual([]);
  });

  it('refuses a user without MANAGE_SCORING or MANAGE_ALL_SCORING, with branches off, and outside scoring', async () => {
    const { scene, reader, scorer, projectId, stored } = await branchScene();
    expectForbidden(await createBranch(reader.client, projectId), BRANCH_MESSAGES.create);
    await changeSettings(testApp, scene, { enableBranches: false });
    expectBadInput(await createBranch(scorer.client, projectId), BRANCH_MESSAGES.create);
    expect(dataOf(await listBranches(scorer.client, projectId)).branches).toEqual([]);
    await changeSettings(testApp, scene, { enableBranches: true });
    for (const status of ['COMPLETED', 'PUBLISHED'] as const) {
      await setProjectStatus(testApp.running.app.db, projectId, status);
      expectBadInput(await createBranch(scorer.client, projectId), BRANCH_MESSAGES.create);
    }
    expect(await stored()).toEqual([]);
  });

  it('creates in AWAITING once a product has submitted its answers', async () => {
    const scene = await scoringScene(testApp, 'AWAITING');
    await changeSettings(testApp, scene, { enableBranches: true });
    dataOf(await createBranch(scene.broker.client, scene.broker.project.id));
  });
});

describe('editing, deleting and revoking (spec 2 §6: the creator edits and deletes; a member revokes)', () => {
  it('lets the creator change the members but not the scoring type', async () => {
    const { scorer, reader, outsider, projectId, stored } = await branchScene();
    const branch = dataOf(await createBranch(scorer.client, projectId, [reader.user.id])).createBranch;
    const update = (client: typeof scorer.client, memberIds: string[], baseVersion = branch.version) =>
      client.graphql<{ updateBranch: { members: Array<{ id: string }>; version: number; scoringType: string } }>(
        BRANCH_OPERATIONS.update,
        { input: { id: branch.id, memberIds, baseVersion } },
      );
    expectForbidden(await update(reader.client, []), BRANCH_MESSAGES.update);
    expectNotFound(await update(outsider.client, []), 'Branch');
    expectBadInput(await update(scorer.client, [outsider.user.id]), BRANCH_MESSAGES.member);
    const before = await stored();

    const updated = dataOf(await update(scorer.client, [])).updateBranch;
    expect(updated).toMatchObject({ scoringType: 'NUMBERS', version: branch.version + 1 });
    expect(ids(updated.members)).toEqual([scorer.user.id]);
    expect(before[0]?.members).toContain(reader.user.id);
    expect(firstError(await update(scorer.client, [reader.user.id]))?.extensions?.code).toBe(ERROR_CODES.conflict);
    expect(await stored()).toEqual([{ id: branch.id, version: branch.version + 1, members: [scorer.user.id] }]);
    expect(dataOf(await listBranches(reader.client, projectId)).branches).toEqual([]);
  });

  it('deletes a branch with its ratings for its creator only: ‘Unable to remove the branch’', async () => {
    const { scene, scorer, reader, outsider, projectId, stored } = await branchScene();
    const branch = dataOf(await createBranch(scene.broker.client, projectId, [reader.user.id])).createBranch;
    dataOf(await rate(scene.broker.client, scene, 4, branch.id));
    const remove = (client: typeof scorer.client) => client.graphql(BRANCH_OPERATIONS.remove, { id: branch.id });
    expectForbidden(await remove(reader.client), BRANCH_MESSAGES.remove);
    expectNotFound(await remove(outsider.client), 'Branch');
    expect(await stored()).toHaveLength(1);

    expect(dataOf(await remove(scene.broker.client))).toEqual({ deleteBranch: branch.id });
    expect(await stored()).toEqual([]);
    const key = { projectProductId: scene.invitation.row.id, questionId: scene.questions.text };
    expect(await ratingsOf(testApp, key)).toEqual([]);
  });

  it('lets a member revoke own access; the creator may not: ‘Unable to revoke access to the branch’', async () => {
    const { scene, scorer, reader, outsider, projectId, stored } = await branchScene();
    const branch = dataOf(await createBranch(scorer.client, projectId, [reader.user.id])).createBranch;
    const revoke = (client: typeof scorer.client) => client.graphql(BRANCH_OPERATIONS.revoke, { id: branch.id });
    expectForbidden(await revoke(scorer.client), BRANCH_MESSAGES.revoke);
    expectNotFound(await revoke(outsider.client), 'Branch');
    expect((await stored())[0]?.members).toHaveLength(2);

    expect(dataOf(await revoke(reader.client))).toEqual({ revokeBranchAccess: branch.id });
    expect((await stored())[0]?.members).toEqual([scorer.user.id]);
    expect(dataOf(await listBranches(reader.client, projectId)).branches).toEqual([]);
    expectNotFound(await readScoring(reader.client, scene, branch.id), 'Branch');
    expectNotFound(await revoke(reader.client), 'Branch');
  });
});

describe('sessions and tenants', () => {
  it('asks for a session and hides another company’s project and branches', async () => {
    const { scene, projectId, stored } = await branchScene();
    const branch = dataOf(await createBranch(scene.broker.client, projectId)).createBranch;
    expectUnauthenticated(await createBranch(testApp.client(), projectId));
    const stranger = await buildProjectManager(testApp, ['READ_SCORING', 'MANAGE_ALL_SCORING']);
    expectNotFound(await createBranch(stranger.client, projectId), 'Project');
    expectNotFound(await listBranches(stranger.client, projectId), 'Project');
    for (const operation of [BRANCH_OPERATIONS.remove, BRANCH_OPERATIONS.revoke])
      expectNotFound(await stranger.client.graphql(operation, { id: branch.id }), 'Branch');
    expectNotFound(
      await stranger.client.graphql(BRANCH_OPERATIONS.update, {
        input: { id: branch.id, memberIds: [], baseVersion: 1 },
      }),
      'Branch',
    );
    expect(await stored()).toEqual([{ id: branch.id, version: 1, members: [scene.broker.user.id] }]);
  });
});
