import { ANSWER_LIMITS, ANSWER_MESSAGES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projects, sections } from '../../src/db/schema/index.js';
import { REQUEST_MESSAGES } from '../../src/modules/answers/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { notificationsOf, outboxTo } from '../suppliers/supplier-invites-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type AnsweringScene, answeringScene, save, storedAnswer } from './answers-support.js';
import {
  answerText,
  BROKER_OPERATIONS,
  type BrokerAnswerShape,
  projectViewer,
  requestUpdate,
  sceneIds,
} from './broker-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

type ProductAnswersShape = {
  productAnswers: {
    name: string;
    answersSubmittedAt: string | null;
    requestsOffered: boolean;
    sections: Array<{
      name: string;
      questions: Array<{ id: string; mayRequestUpdate: boolean; answer: BrokerAnswerShape | null }>;
    }>;
  };
};

/** The scene's text answered, the answers submitted, and the project in SCORING. */
async function scoringScene() {
  const scene = await answeringScene(testApp);
  await answerText(scene);
  await db()
    .update(projectProducts)
    .set({ answersSubmittedAt: new Date() })
    .where(eq(projectProducts.id, scene.invitation.row.id));
  await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
  return scene;
}

const answerRequests = async (userId: string) =>
  (await notificationsOf(testApp, userId)).filter((notice) => notice.kind === 'ANSWER_REQUEST');

const productAnswers = (scene: AnsweringScene, client = scene.broker.client) =>
  client.graphql<ProductAnswersShape>(BROKER_OPERATIONS.productAnswers, sceneIds(scene));

const questionsOf = (view: ProductAnswersShape['productAnswers']) =>
  view.sections.flatMap((section) => section.questions);

describe('the buy side reads a product’s answers', () => {
  it('lists the questions suppliers see with the product’s answers, and which may be asked to update', async () => {
    const scene = await scoringScene();
    const view = dataOf(await productAnswers(scene)).productAnswers;
    expect(view).toMatchObject({ name: `${scene.supplier.company.name} — Answer Suite`, requestsOffered: true });
    expect(view.answersSubmittedAt).not.toBeNull();
    expect(view.sections.map((section) => section.name)).toEqual(['General', 'Mixed', 'Answers']);
    const questions = questionsOf(view);
    expect(questions).toHaveLength(scene.visibleQuestionIds.length);
    const text = questions.find((question) => question.id === scene.questions.text);
    expect(text).toMatchObject({ mayRequestUpdate: true, answer: { value: 'Acme Ltd', status: null } });
    expect(questions.find((question) => question.id === scene.questions.number)).toMatchObject({
      mayRequestUpdate: false,
      answer: null,
    });
  });

  it('is not found for another company, a product not accepted, and refused to a supplier', async () => {
    const scene = await scoringScene();
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await productAnswers(scene, stranger.client), 'Project');
    expectForbidden(await productAnswers(scene, scene.supplier.client));
    await db()
      .update(projectProducts)
      .set({ participationStatus: 'DECLINED' })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    expectNotFound(await productAnswers(scene), 'Product');
  });
});

describe('requesting an answer update', () => {
  it('marks the answer REQUESTED with the trimmed note, keeps its value and notifies the supplier', async () => {
    const scene = await scoringScene();
    const requested = dataOf(await requestUpdate(scene.broker.client, scene, '  Please give the legal name  '));
    expect(requested.requestAnswerUpdate).toMatchObject({
      status: 'REQUESTED',
      requestNote: 'Please give the legal name',
      value: 'Acme Ltd',
    });
    const stored = await storedAnswer(testApp, scene, scene.questions.text);
    expect(stored).toMatchObject({ status: 'REQUESTED', requestedBy: scene.broker.user.id, version: 1 });
    expect(stored?.requestedAt).not.toBeNull();
    const [notice] = await answerRequests(scene.supplier.user.id);
    expect(notice?.payload).toMatchObject({ role: 'SUPPLIER', project: { id: scene.broker.project.id } });
    expect(notice?.productId).toBe(scene.invitation.row.id);
    const mails = await outboxTo(testApp, scene.supplier.user.email);
    expect(mails.some((mail) => mail.text.includes('An answer was requested from you'))).toBe(true);
  });

  it('lets the supplier change that answer in SCORING', async () => {
    const scene = await scoringScene();
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.text, { value: 'Too late' }, 1),
      ANSWER_MESSAGES.alreadySubmitted,
    );
    dataOf(await requestUpdate(scene.broker.client, scene, ''));
    const saved = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Limited' }, 1));
    expect(saved.saveAnswer.answer).toMatchObject({ value: 'Acme Limited', status: 'REQUESTED', version: 2 });
  });

  it('gives an empty note the default text and refuses a note over 500 characters', async () => {
    const scene = await scoringScene();
    const requested = dataOf(await requestUpdate(scene.broker.client, scene, '   '));
    expect(requested.requestAnswerUpdate.requestNote).toBe(ANSWER_MESSAGES.requestedNote);
    const tooLong = MESSAGES.maxLength(ANSWER_LIMITS.requestNote);
    expectBadInput(await requestUpdate(scene.broker.client, scene, 'x'.repeat(501)), tooLong, { notes: tooLong });
    expect((await storedAnswer(testApp, scene, scene.questions.text))?.requestNote).toBe(ANSWER_MESSAGES.requestedNote);
  });

  it('is not offered with branches on', async () => {
    const scene = await scoringScene();
    const [project] = await db().select().from(projects).where(eq(projects.id, scene.broker.project.id));
    await db()
      .update(projects)
      .set({ settings: { ...(project?.settings ?? ({} as never)), enableBranches: true } })
      .where(eq(projects.id, scene.broker.project.id));
    expectBadInput(await requestUpdate(scene.broker.client, scene, 'Please'), REQUEST_MESSAGES.branchesOn);
    const view = dataOf(await productAnswers(scene)).productAnswers;
    expect(view.requestsOffered).toBe(false);
    expect(questionsOf(view).some((question) => question.mayRequestUpdate)).toBe(false);
    expect((await storedAnswer(testApp, scene, scene.questions.text))?.status).toBeNull();
  });

  it('is refused before the supplier answers (PUBLISHED) and for a question without an answer', async () => {
    const scene = await scoringScene();
    const missing = await scene.broker.client.graphql(BROKER_OPERATIONS.requestUpdate, {
      input: { ...sceneIds(scene), sectionId: scene.section.id, questionId: scene.questions.number, notes: '' },
    });
    expectNotFound(missing, 'Answer');
    await setProjectStatus(db(), scene.broker.project.id, 'PUBLISHED');
    expectBadInput(await requestUpdate(scene.broker.client, scene, ''), REQUEST_MESSAGES.requestStatus);
  });

  it('is for the tenant’s scorers: another company gets not found, a viewer without the right is refused', async () => {
    const scene = await scoringScene();
    expectUnauthenticated(await requestUpdate(testApp.client(), scene, ''));
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await requestUpdate(stranger.client, scene, ''), 'Project');
    expectForbidden(await requestUpdate(scene.supplier.client, scene, ''));
    const viewer = await projectViewer(testApp, scene, ['READ_SCORING']);
    expectForbidden(await requestUpdate(viewer.client, scene, ''));
    expect((await storedAnswer(testApp, scene, scene.questions.text))?.status).toBeNull();
    expect(await answerRequests(scene.supplier.user.id)).toHaveLength(0);
  });

  it('lets MANAGE_SCORING ask only as the approver of the question or its section', async () => {
    const scene = await scoringScene();
    const scorer = await projectViewer(testApp, scene, ['MANAGE_SCORING']);
    expectForbidden(await requestUpdate(scorer.client, scene, ''));
    await db().update(sections).set({ approverId: scorer.user.id }).where(eq(sections.id, scene.section.id));
    expect(dataOf(await requestUpdate(scorer.client, scene, '')).requestAnswerUpdate.status).toBe('REQUESTED');
  });
});
