import { MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectQuestions } from '../../src/db/schema/index.js';
import { SCORING_APPROVAL_REFUSED } from '../../src/modules/scoring/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { rate, readScoring, scoringScene, textAnswer, textQuestion } from './scoring-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

type Scene = Awaited<ReturnType<typeof scoringScene>>;

const DECIDE = `mutation Decide($input: DecideScoringQuestionInput!) {
  decideScoringQuestion(input: $input) { questionId status rejectReason } }`;

const decide = (client: HttpClient, scene: Scene, action: string, reason?: string) =>
  client.graphql<{ decideScoringQuestion: { status: string; rejectReason: string | null } }>(DECIDE, {
    input: { ...textAnswer(scene), productId: undefined, action, reason },
  });

const statusOf = async (scene: Scene) => {
  const [row] = await db().select().from(projectQuestions).where(eq(projectQuestions.id, scene.questions.text));
  return row?.status;
};

describe('approving on the scoring page (spec 3 §6)', () => {
  it('rejects a question out of every score and approves it back with its rating', async () => {
    const scene = await scoringScene(testApp);
    dataOf(await rate(scene.broker.client, scene, 4));
    const rejected = dataOf(await decide(scene.broker.client, scene, 'REJECT', '  Not comparable  '));
    expect(rejected.decideScoringQuestion).toEqual(
      expect.objectContaining({ status: 'REJECTED', rejectReason: 'Not comparable' }),
    );
    let view = dataOf(await readScoring(scene.broker.client, scene)).scoring;
    // Still listed to whoever may approve it here, out of the score and not rated; hidden from the others.
    expect(textQuestion(view, scene)).toMatchObject({ status: 'REJECTED', mayApprove: true, mayRate: false });
    expect(view.products[0]?.score).toBe(0);
    expect(view).toMatchObject({ ratedAnswers: 0 });
    const reader = await projectViewer(testApp, scene, ['READ_SCORING']);
    expect(textQuestion(dataOf(await readScoring(reader.client, scene)).scoring, scene)).toBeUndefined();

    dataOf(await decide(scene.broker.client, scene, 'APPROVE'));
    view = dataOf(await readScoring(scene.broker.client, scene)).scoring;
    expect(textQuestion(view, scene)).toMatchObject({ status: 'APPROVED', mayRate: true });
    expect(textQuestion(view, scene)?.answers[0]?.rating).toBe(4);
    expect(view.products[0]?.score).toBe(4);
  });

  it('lets MANAGE_ALL_APPROVALS and an approving MANAGE_SCORING decide, and nobody else', async () => {
    const scene = await scoringScene(testApp);
    const reader = await projectViewer(testApp, scene, ['READ_SCORING']);
    const scorer = await projectViewer(testApp, scene, ['MANAGE_SCORING']);
    const approvals = await projectViewer(testApp, scene, ['MANAGE_ALL_APPROVALS']);
    expectForbidden(await decide(reader.client, scene, 'UNAPPROVE'), SCORING_APPROVAL_REFUSED);
    expectForbidden(await decide(scorer.client, scene, 'UNAPPROVE'), SCORING_APPROVAL_REFUSED);
    expect(await statusOf(scene)).toBe('APPROVED');

    expect(dataOf(await decide(approvals.client, scene, 'UNAPPROVE')).decideScoringQuestion.status).toBe('PENDING');
    await db()
      .update(projectQuestions)
      .set({ approverId: scorer.user.id })
      .where(eq(projectQuestions.id, scene.questions.text));
    expect(dataOf(await decide(scorer.client, scene, 'APPROVE')).decideScoringQuestion.status).toBe('APPROVED');
  });

  it('refuses a rejection without a reason, outside scoring and in another company, changing nothing', async () => {
    const scene = await scoringScene(testApp);
    expectBadInput(await decide(scene.broker.client, scene, 'REJECT', '  '), MESSAGES.required);
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await decide(stranger.client, scene, 'REJECT', 'Mine'), 'Project');
    await setProjectStatus(db(), scene.broker.project.id, 'COMPLETED');
    expectBadInput(await decide(scene.broker.client, scene, 'UNAPPROVE'), SCORING_APPROVAL_REFUSED);
    expect(await statusOf(scene)).toBe('APPROVED');
  });
});
