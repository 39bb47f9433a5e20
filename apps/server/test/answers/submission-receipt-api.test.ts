import { formatDateTime } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, projectQuestions, users } from '../../src/db/schema/index.js';
import { bellOf, mailsTo, switchStatusMailsOff } from '../notifications/notifications-support.js';
import { storeRating } from '../scoring/ratings-support.js';
import { SUPPLIER_SIDE_OPERATIONS } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnsweringScene, answeringScene, save } from './answers-support.js';
import { BROKER_OPERATIONS, sceneIds } from './broker-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const RECEIPT_FIELDS = 'answersSubmittedAt answersSubmittedBy participationStatus';

const BUYER_TABLE = `query ProjectProducts($projectId: ID!) {
  projectProducts(projectId: $projectId) { id name ${RECEIPT_FIELDS} } }`;

const DASHBOARD = `query Dashboard($id: ID!) { projectDashboard(id: $id) {
  answers { rated unrated } scoring { ratedPercent products { id name score accepted winner submitted } } } }`;

interface Receipt {
  answersSubmittedAt: string | null;
  answersSubmittedBy: string | null;
}

/** The scene's supplier named Sam Supplier, with a colleague, everything answered (not applicable) and submitted. */
async function submittedScene(testApp: TestApp) {
  const scene = await answeringScene(testApp);
  const db = testApp.running.app.db;
  await db.update(users).set({ firstName: 'Sam', lastName: 'Supplier' }).where(eq(users.id, scene.supplier.user.id));
  const colleague = await buildSignedInUser(testApp, { companyId: scene.supplier.company.id, type: 'SUPPLIER' });
  for (const id of scene.visibleQuestionIds) {
    await save(scene.supplier.client, scene, id, { notApplicable: true, notApplicableDescription: 'Not for us' });
  }
  const submitted = dataOf(
    await scene.supplier.client.graphql<{ submitAnswers: string }>(ANSWER_OPERATIONS.submit, sceneIds(scene)),
  ).submitAnswers;
  return { scene, colleague, submittedAt: submitted };
}

const supplierReceipt = async (scene: AnsweringScene) => {
  const result = await scene.supplier.client.graphql<{
    supplierProject: { products: Array<Receipt & { id: string }> };
  }>(SUPPLIER_SIDE_OPERATIONS.project.replace('answersSubmittedAt', 'answersSubmittedAt answersSubmittedBy'), {
    id: scene.broker.project.id,
  });
  return dataOf(result).supplierProject.products.find((product) => product.id === scene.invitation.row.id);
};

const buyerRow = async (scene: AnsweringScene) => {
  const result = await scene.broker.client.graphql<{ projectProducts: Array<Receipt & { id: string }> }>(BUYER_TABLE, {
    projectId: scene.broker.project.id,
  });
  return dataOf(result).projectProducts.find((row) => row.id === scene.invitation.row.id);
};

describe('the receipt of submitted answers', () => {
  it('keeps when and by whom, for the supplier’s pages (on every reload) and the buyer’s Suppliers tab', async () => {
    const { scene, submittedAt } = await submittedScene(testApp);
    const receipt = { answersSubmittedAt: submittedAt, answersSubmittedBy: 'Sam Supplier' };
    expect(await supplierReceipt(scene)).toMatchObject(receipt);
    expect(await buyerRow(scene)).toMatchObject({ ...receipt, participationStatus: 'ACCEPTED' });
  });

  it('mails the receipt to the submitter, and tells the supplier’s colleagues (mail by their switch)', async () => {
    const { scene, colleague, submittedAt } = await submittedScene(testApp);
    const [mail] = await mailsTo(testApp, scene.supplier.user.email);
    expect(mail).toContain(`Submitted on ${formatDateTime(submittedAt)} by Sam Supplier`);
    expect(mail).toContain(`/invite-to-project/${scene.broker.project.id}/questions/${scene.invitation.row.id}`);
    expect(await bellOf(scene.supplier.client)).toEqual([]);

    const message = `The answers for 'Answer Suite' in '${scene.broker.project.name}' were submitted`;
    expect(await bellOf(colleague.client)).toEqual([
      expect.objectContaining({ kind: 'ANSWERS_SUBMITTED', role: 'SUPPLIER', message }),
    ]);
    expect((await mailsTo(testApp, colleague.user.email)).join('\n')).toContain(message);
  });

  it('follows the colleague’s switch for the copy', async () => {
    const scene = await answeringScene(testApp);
    const colleague = await buildSignedInUser(testApp, { companyId: scene.supplier.company.id, type: 'SUPPLIER' });
    await testApp.running.app.db
      .update(users)
      .set({ notifyNewNotification: false })
      .where(eq(users.id, colleague.user.id));
    await switchStatusMailsOff(testApp, colleague.user.id);
    for (const id of scene.visibleQuestionIds) {
      await save(scene.supplier.client, scene, id, { notApplicable: true, notApplicableDescription: 'n/a' });
    }
    dataOf(await scene.supplier.client.graphql(ANSWER_OPERATIONS.submit, sceneIds(scene)));
    expect(await bellOf(colleague.client)).toHaveLength(1);
    expect(await mailsTo(testApp, colleague.user.email)).toEqual([]);
  });

  it('names the broker and its company when the broker submitted for the supplier', async () => {
    const scene = await answeringScene(testApp);
    const db = testApp.running.app.db;
    await db.update(users).set({ firstName: 'Peter', lastName: 'Manager' }).where(eq(users.id, scene.broker.user.id));
    await db.update(companies).set({ name: 'Northwind' }).where(eq(companies.id, scene.broker.company.id));
    const forced = await scene.broker.client.graphql(BROKER_OPERATIONS.submitProducts, {
      projectId: scene.broker.project.id,
      products: [{ id: scene.invitation.row.id }],
    });
    expect(forced.errors).toBeUndefined();
    expect(await supplierReceipt(scene)).toMatchObject({ answersSubmittedBy: 'Peter Manager (Northwind)' });
  });
});

describe('the dashboard counts the submission', () => {
  it('lists the submitted product in the scoring widget, scored by weight × rating, and counts its answers', async () => {
    const { scene } = await submittedScene(testApp);
    const db = testApp.running.app.db;
    const ids = { id: scene.broker.project.id };
    const before = dataOf(await scene.broker.client.graphql<DashboardShape>(DASHBOARD, ids)).projectDashboard;
    const total = scene.visibleQuestionIds.length;
    expect(before.answers).toEqual({ rated: 0, unrated: total });
    expect(before.scoring).toEqual({
      ratedPercent: 0,
      products: [
        {
          id: scene.invitation.row.id,
          name: expect.stringContaining('Answer Suite'),
          score: 0,
          accepted: true,
          winner: false,
          submitted: true,
        },
      ],
    });

    // One answer rated 3 on a question of weight 4: the score is 12.
    const [weighted] = await db
      .update(projectQuestions)
      .set({ weight: 4 })
      .where(eq(projectQuestions.id, scene.questions.text))
      .returning();
    await storeRating(testApp, { projectProductId: scene.invitation.row.id, questionId: weighted?.id ?? '' }, 3);
    const after = dataOf(await scene.broker.client.graphql<DashboardShape>(DASHBOARD, ids)).projectDashboard;
    expect(after.answers).toEqual({ rated: 1, unrated: total - 1 });
    expect(after.scoring.ratedPercent).toBe(Math.floor(100 / total));
    expect(after.scoring.products[0]).toMatchObject({ score: 12, submitted: true });
  });

  it('lists an accepted product still answering as not submitted', async () => {
    const scene = await answeringScene(testApp);
    const result = await scene.broker.client.graphql<DashboardShape>(DASHBOARD, { id: scene.broker.project.id });
    expect(dataOf(result).projectDashboard.scoring.products).toEqual([
      expect.objectContaining({ id: scene.invitation.row.id, accepted: true, submitted: false, score: 0 }),
    ]);
  });
});

interface DashboardShape {
  projectDashboard: {
    answers: { rated: number; unrated: number };
    scoring: {
      ratedPercent: number;
      products: Array<{ id: string; name: string; score: number; accepted: boolean; submitted: boolean }>;
    };
  };
}
