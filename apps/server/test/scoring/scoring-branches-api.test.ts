import { SCORING_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerNotes, branchMembers, branchQuestionWeights, projectQuestions } from '../../src/db/schema/index.js';
import { SCOPE_MESSAGES } from '../../src/modules/scoring/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { insertBranch, ratingsOf } from './ratings-support.js';
import {
  changeSettings,
  rate,
  readScoring,
  SCORING_OPERATIONS,
  scoringScene,
  textAnswer,
  textQuestion,
} from './scoring-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const DASHBOARD = `query Dashboard($id: ID!) {
  projectDashboard(id: $id) { answers { rated } scoring { products { score } } } }`;

/** A project scored in branches: the broker's branch and a colleague's (MANAGE_ALL_SCORING). */
async function branchScene() {
  const scene = await scoringScene(testApp);
  await changeSettings(testApp, scene, { enableBranches: true });
  const colleague = await projectViewer(testApp, scene, ['MANAGE_ALL_SCORING']);
  const mine = await insertBranch(testApp, scene.broker.project.id, scene.broker.user.id);
  const theirs = await insertBranch(testApp, scene.broker.project.id, colleague.user.id);
  return { scene, colleague, mine, theirs };
}

describe('branches keep their ratings, weights and notes to themselves (spec 2 §6)', () => {
  it('shows a rating, weight and notes only in the branch they were given in', async () => {
    const { scene, colleague, mine, theirs } = await branchScene();
    dataOf(await rate(scene.broker.client, scene, 5, mine));
    dataOf(
      await scene.broker.client.graphql(SCORING_OPERATIONS.setWeight, {
        input: { ...textAnswer(scene, mine), productId: undefined, weight: 4 },
      }),
    );
    dataOf(
      await scene.broker.client.graphql(SCORING_OPERATIONS.setNotes, {
        input: { ...textAnswer(scene, mine), notes: 'Mine only' },
      }),
    );
    dataOf(await rate(colleague.client, scene, 1, theirs));

    const inMine = dataOf(await readScoring(scene.broker.client, scene, mine)).scoring;
    expect(inMine.products[0]?.score).toBe(20);
    expect(textQuestion(inMine, scene)).toMatchObject({
      weight: 4,
      answers: [{ rating: 5, notes: { value: 'Mine only' } }],
    });
    const inTheirs = dataOf(await readScoring(colleague.client, scene, theirs)).scoring;
    expect(inTheirs.products[0]?.score).toBe(1);
    expect(textQuestion(inTheirs, scene)).toMatchObject({ weight: 1, answers: [{ rating: 1, notes: null }] });
    expect(
      await ratingsOf(testApp, { projectProductId: scene.invitation.row.id, questionId: scene.questions.text }),
    ).toHaveLength(2);
  });

  it('shows on each one’s dashboard the ratings of their own branch, and none to a viewer in no branch', async () => {
    const { scene, colleague, mine } = await branchScene();
    dataOf(await rate(scene.broker.client, scene, 4, mine));
    const outsider = await projectViewer(testApp, scene, ['READ_SCORING', 'VIEW_DASHBOARD']);
    const dashboard = async (client: typeof scene.broker.client) =>
      dataOf(
        await client.graphql<{
          projectDashboard: { answers: { rated: number }; scoring: { products: Array<{ score: number }> } };
        }>(DASHBOARD, { id: scene.broker.project.id }),
      ).projectDashboard;
    expect(await dashboard(scene.broker.client)).toMatchObject({
      answers: { rated: 1 },
      scoring: { products: [{ score: 4 }] },
    });
    for (const other of [colleague, outsider]) {
      expect(await dashboard(other.client)).toMatchObject({
        answers: { rated: 0 },
        scoring: { products: [{ score: 0 }] },
      });
    }
  });

  it('answers another branch as not found, on every call', async () => {
    const { scene, theirs } = await branchScene();
    expectNotFound(await readScoring(scene.broker.client, scene, theirs), 'Branch');
    expectNotFound(await rate(scene.broker.client, scene, 3, theirs), 'Branch');
    expectNotFound(
      await scene.broker.client.graphql(SCORING_OPERATIONS.setNotes, {
        input: { ...textAnswer(scene, theirs), notes: 'Peek' },
      }),
      'Branch',
    );
    expect(
      await ratingsOf(testApp, { projectProductId: scene.invitation.row.id, questionId: scene.questions.text }),
    ).toEqual([]);
  });

  it('answers a member of one branch as not found in another: its scoring, rating, weight and notes', async () => {
    const { scene, mine, theirs } = await branchScene();
    const member = await projectViewer(testApp, scene, ['MANAGE_ALL_SCORING']);
    await testApp.running.app.db.insert(branchMembers).values({ branchId: mine, userId: member.user.id });
    dataOf(await rate(scene.broker.client, scene, 4, mine));

    expectNotFound(await readScoring(member.client, scene, theirs), 'Branch');
    expectNotFound(await rate(member.client, scene, 2, theirs), 'Branch');
    expectNotFound(
      await member.client.graphql(SCORING_OPERATIONS.setWeight, {
        input: { ...textAnswer(scene, theirs), productId: undefined, weight: 5 },
      }),
      'Branch',
    );
    expectNotFound(
      await member.client.graphql(SCORING_OPERATIONS.setNotes, {
        input: { ...textAnswer(scene, theirs), notes: 'Peek' },
      }),
      'Branch',
    );
    const db = testApp.running.app.db;
    expect(await db.select().from(branchQuestionWeights).where(eq(branchQuestionWeights.branchId, theirs))).toEqual([]);
    expect(await db.select().from(answerNotes).where(eq(answerNotes.branchId, theirs))).toEqual([]);
    expect(
      await ratingsOf(testApp, { projectProductId: scene.invitation.row.id, questionId: scene.questions.text }),
    ).toEqual([{ branchId: mine, rating: 4 }]);

    // In the branch they are a member of, they read what its creator rated, on the scoring page and the dashboard.
    expect(textQuestion(dataOf(await readScoring(member.client, scene, mine)).scoring, scene)).toMatchObject({
      answers: [{ rating: 4 }],
    });
    expect(
      dataOf(
        await member.client.graphql<{ projectDashboard: { answers: { rated: number } } }>(DASHBOARD, {
          id: scene.broker.project.id,
        }),
      ).projectDashboard.answers.rated,
    ).toBe(1);
  });

  it('keeps a branch’s weight in the branch, on its scoring and dashboard: the question’s own and the other branch’s stay', async () => {
    const { scene, colleague, mine, theirs } = await branchScene();
    dataOf(
      await colleague.client.graphql(SCORING_OPERATIONS.setWeight, {
        input: { ...textAnswer(scene, theirs), productId: undefined, weight: 5 },
      }),
    );
    dataOf(await rate(scene.broker.client, scene, 3, mine));
    dataOf(await rate(colleague.client, scene, 3, theirs));
    const inMine = dataOf(await readScoring(scene.broker.client, scene, mine)).scoring;
    expect(textQuestion(inMine, scene)?.weight).toBe(1);
    expect(inMine.products[0]?.score).toBe(3);
    expect(dataOf(await readScoring(colleague.client, scene, theirs)).scoring.products[0]?.score).toBe(15);
    const dashboardScore = async (client: typeof scene.broker.client) =>
      dataOf(
        await client.graphql<{ projectDashboard: { scoring: { products: Array<{ score: number }> } } }>(DASHBOARD, {
          id: scene.broker.project.id,
        }),
      ).projectDashboard.scoring.products[0]?.score;
    expect(await dashboardScore(scene.broker.client)).toBe(3);
    expect(await dashboardScore(colleague.client)).toBe(15);
    const [question] = await testApp.running.app.db
      .select({ weight: projectQuestions.weight })
      .from(projectQuestions)
      .where(eq(projectQuestions.id, scene.questions.text));
    expect(question?.weight).toBe(1);
  });

  it('asks for a branch when branches are on, and refuses one when they are off', async () => {
    const { scene, mine } = await branchScene();
    expectBadInput(await rate(scene.broker.client, scene, 3), SCOPE_MESSAGES.branchRequired);
    await changeSettings(testApp, scene, { enableBranches: false });
    expectBadInput(await rate(scene.broker.client, scene, 3, mine), SCOPE_MESSAGES.noBranches);
    expect(SCORING_MESSAGES.rate).toBe('Unable to rate an answer');
  });
});
