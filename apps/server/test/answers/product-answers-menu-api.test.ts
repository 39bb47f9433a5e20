import { ANSWER_MESSAGES, PRODUCT_DEADLINE_IN_PAST as DEADLINE_IN_PAST } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { REQUEST_MESSAGES } from '../../src/modules/answers/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { storeRating } from '../scoring/ratings-support.js';
import { notificationsOf } from '../suppliers/supplier-invites-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnsweringScene, answeringScene, save } from './answers-support.js';
import {
  answerText,
  BROKER_OPERATIONS,
  extendAnswersDeadline,
  projectViewer,
  sceneIds,
} from './broker-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const DAY = 24 * 60 * 60 * 1000;

type Submission = { id: string; deadline?: string };

const submitProducts = (client: HttpClient, scene: AnsweringScene, products: Submission[]) =>
  client.graphql<{ submitProductAnswers: string }>(BROKER_OPERATIONS.submitProducts, {
    projectId: scene.broker.project.id,
    products,
  });

const remind = (client: HttpClient, scene: AnsweringScene, ids = [scene.invitation.row.id]) =>
  client.graphql<{ requestProductAnswers: boolean }>(BROKER_OPERATIONS.requestProducts, {
    projectId: scene.broker.project.id,
    products: ids.map((id) => ({ id })),
  });

const participation = async (scene: AnsweringScene) =>
  (await db().select().from(projectProducts).where(eq(projectProducts.id, scene.invitation.row.id)))[0];

const kindsOf = async (userId: string, kind: string) =>
  (await notificationsOf(testApp, userId)).filter((notice) => notice.kind === kind);

describe('submitting a product’s answers (force-submit)', () => {
  it('submits now without a deadline: the supplier’s answers lock, the owners are not notified', async () => {
    const scene = await answeringScene(testApp);
    await answerText(scene);
    const result = dataOf(await submitProducts(scene.broker.client, scene, [{ id: scene.invitation.row.id }]));
    expect(result.submitProductAnswers).toBe(scene.broker.project.id);
    expect((await participation(scene))?.answersSubmittedAt).not.toBeNull();
    const view = dataOf(
      await scene.supplier.client.graphql<{ supplierQuestionnaire: { mayAnswer: boolean } }>(
        ANSWER_OPERATIONS.questionnaire,
        sceneIds(scene),
      ),
    );
    expect(view.supplierQuestionnaire.mayAnswer).toBe(false);
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.text, { value: 'Changed' }, 1),
      ANSWER_MESSAGES.alreadySubmitted,
    );
    expect(await kindsOf(scene.broker.owner.id, 'ANSWERS_SUBMITTED')).toHaveLength(0);
    expectBadInput(
      await submitProducts(scene.broker.client, scene, [{ id: scene.invitation.row.id }]),
      REQUEST_MESSAGES.alreadySubmitted,
    );
  });

  it('sets a per-product deadline later than now, and refuses one in the past', async () => {
    const scene = await answeringScene(testApp);
    await extendAnswersDeadline(testApp, scene.broker.project.id);
    const past = new Date(Date.now() - DAY).toISOString();
    const late = await submitProducts(scene.broker.client, scene, [{ id: scene.invitation.row.id, deadline: past }]);
    expectBadInput(late, DEADLINE_IN_PAST, { 'products.0.deadline': DEADLINE_IN_PAST });
    const deadline = new Date(Date.now() + 3 * DAY);
    dataOf(
      await submitProducts(scene.broker.client, scene, [
        { id: scene.invitation.row.id, deadline: deadline.toISOString() },
      ]),
    );
    const row = await participation(scene);
    expect(row?.answersSubmitDeadline?.toISOString()).toBe(deadline.toISOString());
    expect(row?.answersSubmittedAt).toBeNull();
  });

  it('takes several products at once, each with its own choice, in SCORING too', async () => {
    const scene = await answeringScene(testApp);
    const other = await buildSupplier(testApp, ['Second Suite']);
    const second = await inviteProduct(testApp, scene.broker.project.id, other.products[0]?.id ?? '', 'ACCEPTED');
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    await extendAnswersDeadline(testApp, scene.broker.project.id);
    const deadline = new Date(Date.now() + DAY).toISOString();
    dataOf(
      await submitProducts(scene.broker.client, scene, [
        { id: scene.invitation.row.id },
        { id: second.row.id, deadline },
      ]),
    );
    expect((await participation(scene))?.answersSubmittedAt).not.toBeNull();
    const [secondRow] = await db().select().from(projectProducts).where(eq(projectProducts.id, second.row.id));
    expect(secondRow).toMatchObject({ answersSubmittedAt: null, answersSubmitDeadline: new Date(deadline) });
  });

  it('is refused outside AWAITING and SCORING, for a product not accepted, and without the right', async () => {
    const scene = await answeringScene(testApp);
    const ids = [{ id: scene.invitation.row.id }];
    expectUnauthenticated(await submitProducts(testApp.client(), scene, ids));
    const viewer = await projectViewer(testApp, scene, ['READ_SCORING', 'VIEW_DASHBOARD']);
    expectForbidden(await submitProducts(viewer.client, scene, ids));
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await submitProducts(stranger.client, scene, ids), 'Project');
    const invited = await inviteProduct(testApp, scene.broker.project.id, null, 'INVITED');
    expectBadInput(
      await submitProducts(scene.broker.client, scene, [{ id: invited.row.id }]),
      REQUEST_MESSAGES.notAccepted,
    );
    await setProjectStatus(db(), scene.broker.project.id, 'COMPLETED');
    expectBadInput(await submitProducts(scene.broker.client, scene, ids), REQUEST_MESSAGES.productStatus);
    expect((await participation(scene))?.answersSubmittedAt).toBeNull();
  });
});

describe('requesting a product’s answers', () => {
  it('reminds the supplier’s users until the answers are submitted', async () => {
    const scene = await answeringScene(testApp);
    expect(dataOf(await remind(scene.broker.client, scene)).requestProductAnswers).toBe(true);
    const [notice] = await kindsOf(scene.supplier.user.id, 'ANSWER_REQUEST');
    expect(notice?.payload).toMatchObject({ role: 'SUPPLIER', product: { id: scene.invitation.row.id } });
    dataOf(await submitProducts(scene.broker.client, scene, [{ id: scene.invitation.row.id }]));
    expectBadInput(await remind(scene.broker.client, scene), REQUEST_MESSAGES.alreadySubmitted);
    expect(await kindsOf(scene.supplier.user.id, 'ANSWER_REQUEST')).toHaveLength(1);
  });

  it('is refused for a supplier of another project and without the right', async () => {
    const scene = await answeringScene(testApp);
    const elsewhere = await answeringScene(testApp);
    expectBadInput(
      await remind(scene.broker.client, scene, [elsewhere.invitation.row.id]),
      REQUEST_MESSAGES.notInProject,
    );
    const viewer = await projectViewer(testApp, scene, ['READ_SCORING']);
    expectForbidden(await remind(viewer.client, scene));
  });
});

describe('the dashboard’s answers figures', () => {
  it('count the rated and unrated answers of accepted products whose answers are submitted', async () => {
    const scene = await answeringScene(testApp);
    const figures = async () =>
      dataOf(
        await scene.broker.client.graphql<{ projectDashboard: { answers: { rated: number; unrated: number } } }>(
          BROKER_OPERATIONS.dashboard,
          { id: scene.broker.project.id },
        ),
      ).projectDashboard.answers;
    for (const id of [scene.questions.text, scene.questions.email, scene.questions.yesNo]) {
      await save(
        scene.supplier.client,
        scene,
        id,
        id === scene.questions.yesNo ? { value: false } : { value: 'a@b.co' },
      );
    }
    expect(await figures()).toEqual({ rated: 0, unrated: 0 });
    dataOf(await submitProducts(scene.broker.client, scene, [{ id: scene.invitation.row.id }]));
    const productOf = (questionId: string) => ({ projectProductId: scene.invitation.row.id, questionId });
    await storeRating(testApp, productOf(scene.questions.text), 4);
    expect(await figures()).toEqual({ rated: 1, unrated: 2 });
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    await storeRating(testApp, productOf(scene.questions.email), 0);
    expect(await figures()).toEqual({ rated: 2, unrated: 1 });
  });
});
