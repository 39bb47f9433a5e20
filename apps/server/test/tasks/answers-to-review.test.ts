import type { Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectQuestions } from '../../src/db/schema/index.js';
import { insertBranch } from '../scoring/ratings-support.js';
import { changeSettings, rate, scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { countOf, scoringExpert, TASK, type TaskShape, tasksOf } from './tasks-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const TYPE = 'PROJECT_QUESTION_ANSWERS_TO_REVIEW';
type Scene = Awaited<ReturnType<typeof scoringScene>>;

const reviewScene = (status: 'SCORING' | 'AWAITING' = 'SCORING') => scoringScene(testApp, status);
const scorer = (scene: Scene, privileges: Privilege[]) => scoringExpert(testApp, scene, privileges);

const task = async (client: Scene['broker']['client'], scene: Scene) =>
  client.graphql<{ task: TaskShape }>(TASK, { projectId: scene.broker.project.id, type: TYPE });

const rateCount = async (client: Scene['broker']['client']) =>
  (await countOf(client)).find((count) => count.type === TYPE)?.count;

describe('tasks: answers to review (spec 2 §4 Task completion)', () => {
  it('lists the unrated submitted answers to a scorer, counts them, and completes once they are rated', async () => {
    const scene = await reviewScene();
    const { client } = await scorer(scene, ['MANAGE_ALL_SCORING']);
    const { results } = await tasksOf(client);
    expect(results).toMatchObject([
      {
        type: TYPE,
        status: 'PENDING',
        branchId: null,
        scoringType: 'NUMBERS',
        project: { id: scene.broker.project.id },
      },
    ]);
    expect(results[0]?.questions).toMatchObject([
      {
        id: scene.questions.text,
        status: 'APPROVED',
        section: { id: scene.section.id },
        answers: [
          { product: { id: scene.invitation.row.id, name: expect.any(String) }, answer: { value: 'Acme Ltd' } },
        ],
      },
    ]);
    expect(await rateCount(client)).toBe(1);

    dataOf(await rate(client, scene, 4));
    expect(dataOf(await task(client, scene)).task).toMatchObject({ status: 'COMPLETED', questions: [] });
    expect(await rateCount(client)).toBe(0);
    expect(await tasksOf(client, { filter: { statuses: ['PENDING'] } })).toMatchObject({ total: 0 });
  });

  it('is pending in AWAITING too, and is no task before or after scoring', async () => {
    const scene = await reviewScene('AWAITING');
    const { client } = await scorer(scene, ['MANAGE_ALL_SCORING']);
    expect(dataOf(await task(client, scene)).task.status).toBe('PENDING');
    for (const status of ['PUBLISHED', 'COMPLETED'] as const) {
      await setProjectStatus(db(), scene.broker.project.id, status);
      expect(await tasksOf(client)).toMatchObject({ total: 0 });
      expectNotFound(await task(client, scene), 'Task');
    }
  });

  it('follows the rating right: MANAGE_SCORING rates only what the user approves; none without a scoring right', async () => {
    const scene = await reviewScene();
    const approver = await scorer(scene, ['MANAGE_SCORING']);
    const reader = await scorer(scene, ['READ_SCORING']);
    expect(await tasksOf(approver.client)).toMatchObject({ total: 0 });
    await db()
      .update(projectQuestions)
      .set({ approverId: approver.user.id })
      .where(eq(projectQuestions.id, scene.questions.text));
    const [approverTask] = (await tasksOf(approver.client)).results;
    expect(approverTask?.questions.map((question) => question.id)).toEqual([scene.questions.text]);
    expect(await tasksOf(reader.client)).toMatchObject({ total: 0 });
    expect(await rateCount(reader.client)).toBe(0);
  });

  it('with branches on, is the viewer’s own branch’s: another branch’s rating leaves it pending', async () => {
    const scene = await reviewScene();
    await changeSettings(testApp, scene, { enableBranches: true, scoringType: 'COLORS' });
    const mine = await scorer(scene, ['MANAGE_ALL_SCORING']);
    const theirs = await scorer(scene, ['MANAGE_ALL_SCORING']);
    expect(await tasksOf(mine.client)).toMatchObject({ total: 0 });

    const myBranch = await insertBranch(testApp, scene.broker.project.id, mine.user.id, 'COLORS');
    const theirBranch = await insertBranch(testApp, scene.broker.project.id, theirs.user.id);
    dataOf(await rate(theirs.client, scene, 3, theirBranch));
    expect(dataOf(await task(mine.client, scene)).task).toMatchObject({
      status: 'PENDING',
      branchId: myBranch,
      scoringType: 'COLORS',
    });
    expect(dataOf(await task(theirs.client, scene)).task).toMatchObject({ status: 'COMPLETED', branchId: theirBranch });

    dataOf(await rate(mine.client, scene, 5, myBranch));
    expect(dataOf(await task(mine.client, scene)).task.status).toBe('COMPLETED');
  });
});
