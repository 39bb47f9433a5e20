import { SEALED_ANSWERS_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unsealApprovals } from '../../src/db/schema/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { readScoring } from '../scoring/scoring-support.js';
import { notificationsOf } from '../suppliers/supplier-invites-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { buildSignedInUser, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, answeringScene, save } from './answers-support.js';
import { projectViewer } from './broker-answers-support.js';
import {
  approveUnseal,
  inDays,
  readSeal,
  sealedScene,
  sealProject,
  setProductDeadline,
} from './sealed-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

describe('opening sealed answers early (issue 37 item 1)', () => {
  it('needs two different people with Manage Project State, each with a reason, and records both', async () => {
    const scene = await sealedScene(testApp);
    const projectId = scene.broker.project.id;
    const first = scene.broker;
    const second = await projectViewer(testApp, scene, ['MANAGE_PROJECT_STATE', 'READ_SCORING']);
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');

    const blank = await approveUnseal(first.client, projectId, '   ');
    expect(firstError(blank)?.message).toBe(SEALED_ANSWERS_MESSAGES.badReason);
    const long = await approveUnseal(first.client, projectId, 'x'.repeat(501));
    expect(firstError(long)?.message).toBe(SEALED_ANSWERS_MESSAGES.badReason);

    const once = dataOf(await approveUnseal(first.client, projectId, ' Board meets early ')).approveAnswersUnseal;
    expect(once).toMatchObject({ sealed: true, unsealedAt: null, approvals: [{ reason: 'Board meets early' }] });
    expect(dataOf(await readScoring(first.client, scene)).scoring.products).toEqual([]);
    const again = await approveUnseal(first.client, projectId, 'Still in a hurry');
    expect(firstError(again)?.message).toBe(SEALED_ANSWERS_MESSAGES.alreadyApproved);

    const opened = dataOf(await approveUnseal(second.client, projectId, 'Agreed with the client')).approveAnswersUnseal;
    expect(opened).toMatchObject({ sealed: false, unsealedAt: expect.any(String) });
    expect(opened.approvals.map((approval) => approval.reason)).toEqual([
      'Board meets early',
      'Agreed with the client',
    ]);
    expect(await readSeal(second.client, projectId)).toMatchObject({ sealed: false, opensAt: expect.any(String) });
    const scoring = dataOf(await readScoring(second.client, scene)).scoring;
    expect(scoring.products.map((product) => product.id)).toEqual([scene.invitation.row.id]);

    const stored = await testApp.running.app.db
      .select({ userId: unsealApprovals.userId, reason: unsealApprovals.reason })
      .from(unsealApprovals)
      .where(eq(unsealApprovals.projectId, projectId));
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((row) => row.userId))).toEqual(new Set([first.user.id, second.user.id]));
    const late = await approveUnseal(first.client, projectId, 'Once more');
    expect(firstError(late)?.message).toBe(SEALED_ANSWERS_MESSAGES.notSealed);
  });

  it('is refused without Manage Project State, to another company, signed out, and once the deadline passed', async () => {
    const scene = await sealedScene(testApp);
    const projectId = scene.broker.project.id;
    const reader = await projectViewer(testApp, scene, ['READ_SCORING']);
    expectForbidden(await approveUnseal(reader.client, projectId, 'I want to read'));
    const stranger = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE']);
    expectNotFound(await approveUnseal(stranger.client, projectId, 'Curious'), 'Project');
    expectUnauthenticated(await approveUnseal(testApp.client(), projectId, 'Curious'));
    const supplier = await buildSignedInUser(testApp, { type: 'SUPPLIER', roleId: null });
    expect(firstError(await approveUnseal(supplier.client, projectId, 'Curious'))).toBeDefined();
    await sealProject(testApp, projectId, inDays(-1));
    const open = await approveUnseal(scene.broker.client, projectId, 'Too late');
    expect(firstError(open)?.message).toBe(SEALED_ANSWERS_MESSAGES.notSealed);
    const stored = await testApp.running.app.db
      .select()
      .from(unsealApprovals)
      .where(eq(unsealApprovals.projectId, projectId));
    expect(stored).toEqual([]);
  });

  it('opens a product still sealed by its own deadline once the project’s has passed', async () => {
    const scene = await sealedScene(testApp, inDays(-1));
    const projectId = scene.broker.project.id;
    await setProductDeadline(testApp, scene.invitation.row.id, inDays(4));
    const second = await projectViewer(testApp, scene, ['MANAGE_PROJECT_STATE', 'READ_SCORING']);
    dataOf(await approveUnseal(scene.broker.client, projectId, 'Decision day moved'));
    const opened = dataOf(await approveUnseal(second.client, projectId, 'Confirmed')).approveAnswersUnseal;
    expect(opened.sealed).toBe(false);
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    const scoring = dataOf(await readScoring(second.client, scene)).scoring;
    expect(scoring.products.map((product) => product.id)).toEqual([scene.invitation.row.id]);
  });

  it('gives no seal with the feature off, and a submission notice carries no answer or count while sealed', async () => {
    const scene = await answeringScene(testApp);
    const projectId = scene.broker.project.id;
    expect(await readSeal(scene.broker.client, projectId)).toBeNull();
    await sealProject(testApp, projectId, inDays(5));
    for (const id of scene.visibleQuestionIds) {
      await save(scene.supplier.client, scene, id, { notApplicable: true, notApplicableDescription: 'Not for us' });
    }
    dataOf(
      await scene.supplier.client.graphql(ANSWER_OPERATIONS.submit, { projectId, productId: scene.invitation.row.id }),
    );
    const notices = (await notificationsOf(testApp, scene.broker.owner.id)).filter(
      (notice) => notice.kind === 'ANSWERS_SUBMITTED',
    );
    expect(notices).toHaveLength(1);
    expect(Object.keys(notices[0]?.payload ?? {}).sort()).toEqual([
      'isDomainExpert',
      'isProductOwner',
      'product',
      'project',
      'resubmit',
      'role',
    ]);
    expect(JSON.stringify(notices[0]?.payload)).not.toContain('Not for us');
  });
});
