import { SCORING_CHOICE_MESSAGES as CHOICE } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projects } from '../../src/db/schema/index.js';
import { STATUS } from '../projects/projects-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type AnsweringScene, answeringScene } from './answers-support.js';
import { BROKER_OPERATIONS, extendAnswersDeadline } from './broker-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const DAY = 24 * 60 * 60 * 1000;

const OUTSTANDING = `query Outstanding($id: ID!) {
  project(id: $id) { status outstandingAnswers { productId name deadline } } }`;

type Choice = { id: string; deadline?: string };

const decide = (scene: AnsweringScene, products: Choice[]) =>
  scene.broker.client.graphql<{ submitProductAnswers: string }>(BROKER_OPERATIONS.submitProducts, {
    projectId: scene.broker.project.id,
    products,
  });

const startScoring = (scene: AnsweringScene) =>
  scene.broker.client.graphql<{ updateProjectStatus: { status: string } }>(STATUS, {
    id: scene.broker.project.id,
    status: 'SCORING',
  });

const statusOf = async (scene: AnsweringScene) =>
  (await db().select().from(projects).where(eq(projects.id, scene.broker.project.id)))[0]?.status;

const productRow = async (id: string) =>
  (await db().select().from(projectProducts).where(eq(projectProducts.id, id)))[0];

/** The scene with the extended deadline on and a second accepted supplier. */
async function choiceScene() {
  const scene = await answeringScene(testApp);
  await extendAnswersDeadline(testApp, scene.broker.project.id);
  const vendor = await buildSupplier(testApp, ['Late Suite']);
  const second = await inviteProduct(testApp, scene.broker.project.id, vendor.products[0]?.id ?? '', 'ACCEPTED');
  return { scene, second: second.row, vendor };
}

describe('starting scoring (spec 2 §4, §5 Choice Products for Scoring)', () => {
  it('is refused while no product has accepted the invitation, with the spec wording', async () => {
    const scene = await answeringScene(testApp);
    await db()
      .update(projectProducts)
      .set({ participationStatus: 'DECLINED' })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    expectBadInput(
      await startScoring(scene),
      'Unable to start scoring because no product has accepted the invitation.',
    );
    expect(await statusOf(scene)).toBe('AWAITING');
  });

  it('without the extended deadline, starts with any accepted product and refuses a per-product deadline', async () => {
    const scene = await answeringScene(testApp);
    const deadline = new Date(Date.now() + 5 * DAY).toISOString();
    expectBadInput(await decide(scene, [{ id: scene.invitation.row.id, deadline }]), CHOICE.deadlineOff);
    expect((await productRow(scene.invitation.row.id))?.answersSubmitDeadline).toBeNull();
    expect(dataOf(await startScoring(scene)).updateProjectStatus.status).toBe('SCORING');
  });

  it('with the extended deadline, waits until every accepted product is decided; then scoring shows who is late', async () => {
    const { scene, second } = await choiceScene();
    dataOf(await decide(scene, [{ id: scene.invitation.row.id }]));
    expectBadInput(await startScoring(scene), CHOICE.undecided);
    expect(await statusOf(scene)).toBe('AWAITING');

    const deadline = new Date(Date.now() + 5 * DAY);
    const outstanding = async () =>
      dataOf(
        await scene.broker.client.graphql<{ project: { outstandingAnswers: unknown[] } }>(OUTSTANDING, {
          id: scene.broker.project.id,
        }),
      ).project.outstandingAnswers;
    dataOf(await decide(scene, [{ id: second.id, deadline: deadline.toISOString() }]));
    // Outstanding answers are a SCORING matter only.
    expect(await outstanding()).toEqual([]);
    expect(dataOf(await startScoring(scene)).updateProjectStatus.status).toBe('SCORING');
    expect(await outstanding()).toEqual([
      { productId: second.id, name: expect.stringContaining('Late Suite'), deadline: deadline.toISOString() },
    ]);
  });

  it('keeps a decision final: a product given a deadline or submitted is not decided again', async () => {
    const { scene, second } = await choiceScene();
    const deadline = new Date(Date.now() + 5 * DAY);
    dataOf(await decide(scene, [{ id: second.id, deadline: deadline.toISOString() }]));
    const later = new Date(Date.now() + 9 * DAY).toISOString();
    expectBadInput(await decide(scene, [{ id: second.id, deadline: later }]), CHOICE.alreadyDecided);
    expectBadInput(await decide(scene, [{ id: second.id }]), CHOICE.alreadyDecided);
    // All or nothing: the undecided product of the same call is not submitted either.
    expectBadInput(await decide(scene, [{ id: scene.invitation.row.id }, { id: second.id }]), CHOICE.alreadyDecided);
    expect(await productRow(second.id)).toMatchObject({ answersSubmittedAt: null, answersSubmitDeadline: deadline });
    expect((await productRow(scene.invitation.row.id))?.answersSubmittedAt).toBeNull();
  });

  it('shows no outstanding answers once the late product has submitted', async () => {
    const { scene, second } = await choiceScene();
    dataOf(await decide(scene, [{ id: second.id, deadline: new Date(Date.now() + 5 * DAY).toISOString() }]));
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    await db().update(projectProducts).set({ answersSubmittedAt: new Date() }).where(eq(projectProducts.id, second.id));
    const result = await scene.broker.client.graphql<{ project: { outstandingAnswers: unknown[] } }>(OUTSTANDING, {
      id: scene.broker.project.id,
    });
    expect(dataOf(result).project.outstandingAnswers).toEqual([]);
  });
});
