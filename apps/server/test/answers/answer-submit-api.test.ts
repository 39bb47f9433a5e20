import { ANSWER_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../../src/db/schema/index.js';
import { notificationsOf } from '../suppliers/supplier-invites-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnsweringScene, type AnswerShape, answeringScene, save } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

interface QuestionnaireShape {
  supplierQuestionnaire: {
    mayAnswer: boolean;
    maySubmit: boolean;
    mayImport: boolean;
    questionsReadOnly: boolean;
    requestedCount: number;
    product: { answersSubmittedAt: string | null };
    progress: { answered: number; total: number; percent: number };
    sections: Array<{
      id: string;
      name: string;
      questions: Array<{ id: string; mayChange: boolean; answer: AnswerShape | null }>;
    }>;
  };
}

const ids = (scene: AnsweringScene) => ({ projectId: scene.broker.project.id, productId: scene.invitation.row.id });

const questionnaire = async (client: HttpClient, scene: AnsweringScene) =>
  dataOf(await client.graphql<QuestionnaireShape>(ANSWER_OPERATIONS.questionnaire, ids(scene))).supplierQuestionnaire;

const submit = (client: HttpClient, scene: AnsweringScene) => client.graphql(ANSWER_OPERATIONS.submit, ids(scene));

const submittedNotices = async (userId: string) =>
  (await notificationsOf(testApp, userId)).filter((notice) => notice.kind === 'ANSWERS_SUBMITTED');

/** Marks every visible question of the scene not applicable: 100 percent. */
async function answerEverything(scene: AnsweringScene) {
  for (const id of scene.visibleQuestionIds) {
    await save(scene.supplier.client, scene, id, { notApplicable: true, notApplicableDescription: 'Not for us' });
  }
}

describe('the questionnaire', () => {
  it('lists the questions the supplier sees with its answers and the progress, rounded down', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme' });
    await save(scene.supplier.client, scene, scene.questions.yesNo, { value: true });
    const view = await questionnaire(scene.supplier.client, scene);
    expect(view.sections.map((section) => section.name)).toEqual(['General', 'Mixed', 'Answers']);
    const total = scene.visibleQuestionIds.length;
    expect(view.progress).toEqual({ answered: 1, total, percent: Math.floor(100 / total) });
    expect(view).toMatchObject({ mayAnswer: true, maySubmit: true, mayImport: true, questionsReadOnly: false });
    const questions = view.sections.flatMap((section) => section.questions);
    expect(questions.find((question) => question.id === scene.questions.text)?.answer).toMatchObject({
      value: 'Acme',
      version: 1,
    });
  });

  it('is for the signed-in supplier of the product only', async () => {
    const scene = await answeringScene(testApp);
    expectUnauthenticated(await testApp.client().graphql(ANSWER_OPERATIONS.questionnaire, ids(scene)));
    const result = await scene.broker.client.graphql(ANSWER_OPERATIONS.questionnaire, ids(scene));
    expect(result.errors?.[0]?.message).toBe('Project not found');
  });

  it('marks a whole section not applicable', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme' });
    const result = await scene.supplier.client.graphql<{ markSectionNotApplicable: AnswerShape[] }>(
      ANSWER_OPERATIONS.sectionNotApplicable,
      { ...ids(scene), sectionId: scene.section.id, description: ' Not offered ' },
    );
    const marked = dataOf(result).markSectionNotApplicable;
    expect(marked).toHaveLength(Object.keys(scene.questions).length);
    expect(marked.every((answer) => answer.notApplicable && answer.notApplicableDescription === 'Not offered')).toBe(
      true,
    );
    expect(marked.find((answer) => answer.questionId === scene.questions.text)).toMatchObject({
      value: null,
      version: 2,
    });
  });
});

describe('submitting answers', () => {
  it('is refused under 100 percent', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme' });
    expectBadInput(await submit(scene.supplier.client, scene), ANSWER_MESSAGES.incomplete);
    expect((await questionnaire(scene.supplier.client, scene)).product.answersSubmittedAt).toBeNull();
  });

  it('locks the answers at 100 percent and tells the project owners', async () => {
    const scene = await answeringScene(testApp);
    await answerEverything(scene);
    dataOf(await submit(scene.supplier.client, scene));
    const view = await questionnaire(scene.supplier.client, scene);
    expect(view.product.answersSubmittedAt).not.toBeNull();
    expect(view).toMatchObject({ mayAnswer: false, maySubmit: false, mayImport: false });
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.text, { value: 'Late change' }, 1),
      ANSWER_MESSAGES.alreadySubmitted,
    );
    expectBadInput(await submit(scene.supplier.client, scene), ANSWER_MESSAGES.alreadySubmitted);
    expect(await submittedNotices(scene.broker.owner.id)).toHaveLength(1);
  });

  it('lets a requested answer change after submission, and the resubmission resolves the request', async () => {
    const scene = await answeringScene(testApp);
    await answerEverything(scene);
    dataOf(await submit(scene.supplier.client, scene));
    await setProjectStatus(testApp.running.app.db, scene.broker.project.id, 'SCORING');
    await testApp.running.app.db
      .update(answers)
      .set({ status: 'REQUESTED' })
      .where(eq(answers.questionId, scene.questions.text));
    const view = await questionnaire(scene.supplier.client, scene);
    expect(view).toMatchObject({ requestedCount: 1, maySubmit: true, mayAnswer: false });
    const changeable = view.sections.flatMap((section) => section.questions).filter((question) => question.mayChange);
    expect(changeable.map((question) => question.id)).toEqual([scene.questions.text]);
    dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Updated' }, 1));
    dataOf(await submit(scene.supplier.client, scene));
    expect((await questionnaire(scene.supplier.client, scene)).requestedCount).toBe(0);
    const notices = await submittedNotices(scene.broker.owner.id);
    expect(notices.map((notice) => Boolean(notice.payload.resubmit)).sort()).toEqual([false, true]);
  });
});
