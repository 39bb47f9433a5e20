import { ANSWER_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { submitOverdueAnswers } from '../../src/modules/answers/index.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnsweringScene, answeringScene, save } from './answers-support.js';
import { BROKER_OPERATIONS, extendAnswersDeadline, sceneIds } from './broker-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const HOUR = 60 * 60 * 1000;

const giveDeadline = async (scene: AnsweringScene, deadline: Date) => {
  await extendAnswersDeadline(testApp, scene.broker.project.id);
  return dataOf(
    await scene.broker.client.graphql(BROKER_OPERATIONS.submitProducts, {
      projectId: scene.broker.project.id,
      products: [{ id: scene.invitation.row.id, deadline: deadline.toISOString() }],
    }),
  );
};

const mayAnswer = async (scene: AnsweringScene) =>
  dataOf(
    await scene.supplier.client.graphql<{ supplierQuestionnaire: { mayAnswer: boolean; maySubmit: boolean } }>(
      ANSWER_OPERATIONS.questionnaire,
      sceneIds(scene),
    ),
  ).supplierQuestionnaire;

const participation = async (scene: AnsweringScene) =>
  (await db().select().from(projectProducts).where(eq(projectProducts.id, scene.invitation.row.id)))[0];

describe('a product’s own answers deadline (Choice Products for Scoring)', () => {
  it('lets the product go on answering in SCORING until its deadline', async () => {
    const scene = await answeringScene(testApp);
    await giveDeadline(scene, new Date(Date.now() + 2 * HOUR));
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    expect(await mayAnswer(scene)).toMatchObject({ mayAnswer: true, maySubmit: true });
    const saved = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Late but on time' }));
    expect(saved.saveAnswer.answer).toMatchObject({ value: 'Late but on time' });
  });

  it('closes answering once the deadline has passed, and the job records the submission at the deadline', async () => {
    const scene = await answeringScene(testApp);
    const deadline = new Date(Date.now() + 2 * HOUR);
    await giveDeadline(scene, deadline);
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    const passed = new Date(Date.now() - HOUR);
    await db()
      .update(projectProducts)
      .set({ answersSubmitDeadline: passed })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    expect((await mayAnswer(scene)).mayAnswer).toBe(false);
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.text, { value: 'Too late' }),
      ANSWER_MESSAGES.notEditable,
    );
    expect(await submitOverdueAnswers(testApp.running.app)).toBeGreaterThanOrEqual(1);
    expect((await participation(scene))?.answersSubmittedAt?.toISOString()).toBe(passed.toISOString());
    expect(await submitOverdueAnswers(testApp.running.app)).toBe(0);
  });

  it('leaves a product without a deadline closed in SCORING, and records no submission for it', async () => {
    const scene = await answeringScene(testApp);
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    expect((await mayAnswer(scene)).mayAnswer).toBe(false);
    await submitOverdueAnswers(testApp.running.app);
    expect((await participation(scene))?.answersSubmittedAt).toBeNull();
  });
});
