import { CONSENSUS_MESSAGES, INTEGRITY_MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { projectMembers } from '../../src/db/schema/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import {
  COMPARISON_OPERATIONS,
  type ComparisonGridShape,
  comparisonInput,
} from '../comparisons/comparisons-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { nameUser, readCalibration, recordConsensus, setIntegrity } from './consensus-support.js';
import { insertBranch, ratingsOf } from './ratings-support.js';
import { changeSettings, rate, readScoring, scoringScene, textQuestion } from './scoring-support.js';

/** Issue 37 item 4: calibration and consensus. */
const testApp = useTestApp(MANY_SIGN_INS);

const DASHBOARD = `query Dashboard($id: ID!) {
  projectDashboard(id: $id) { answers { rated } scoring { products { score } } } }`;

/**
 * A project in Scoring with consensus on, scored in branches: the broker's (a project owner: Olive Owner) and a
 * colleague's (MANAGE_ALL_SCORING, not an owner: Carl Colleague). Each rates the text answer (weight 1) as given.
 */
async function consensusScene(ratings: { mine?: number; theirs?: number } = { mine: 5, theirs: 2 }) {
  const scene = await scoringScene(testApp);
  const projectId = scene.broker.project.id;
  await changeSettings(testApp, scene, { enableBranches: true });
  await setIntegrity(testApp, projectId, { consensus: true });
  const colleague = await projectViewer(testApp, scene, ['MANAGE_ALL_SCORING', 'READ_SCORING', 'VIEW_DASHBOARD']);
  await testApp.running.app.db
    .insert(projectMembers)
    .values({ projectId, userId: scene.broker.user.id, role: 'PROJECT_MANAGER' });
  await nameUser(testApp, scene.broker.user.id, 'Olive', 'Owner');
  await nameUser(testApp, colleague.user.id, 'Carl', 'Colleague');
  const mine = await insertBranch(testApp, projectId, scene.broker.user.id);
  const theirs = await insertBranch(testApp, projectId, colleague.user.id);
  if (ratings.mine !== undefined) dataOf(await rate(scene.broker.client, scene, ratings.mine, mine));
  if (ratings.theirs !== undefined) dataOf(await rate(colleague.client, scene, ratings.theirs, theirs));
  const answerKey = { projectProductId: scene.invitation.row.id, questionId: scene.questions.text };
  return { scene, projectId, colleague, mine, theirs, answerKey };
}

type Scene = Awaited<ReturnType<typeof consensusScene>>;

const flaggedAnswer = async ({ scene, projectId }: Scene) =>
  dataOf(await readCalibration(scene.broker.client, projectId)).calibration.items[0]?.answerId ?? '';

describe('calibration (issue 37 item 4)', () => {
  it('lists to the owners the answers whose branches disagree, with the originals and each evaluator’s difference', async () => {
    const setting = await consensusScene();
    const { scene, projectId, mine, theirs } = setting;
    const { calibration } = dataOf(await readCalibration(scene.broker.client, projectId));
    expect(calibration).toMatchObject({ threshold: 2, open: true });
    expect(calibration.items).toEqual([
      expect.objectContaining({
        questionLabel: 'Company name',
        spread: 3,
        flagged: true,
        consensus: null,
        history: [],
        originals: expect.arrayContaining([
          { branchId: mine, scopeName: 'Olive Owner', raterName: 'Olive Owner', rating: 5 },
          { branchId: theirs, scopeName: 'Carl Colleague', raterName: 'Carl Colleague', rating: 2 },
        ]),
      }),
    ]);
    expect(calibration.evaluators).toEqual([
      { userId: setting.colleague.user.id, name: 'Carl Colleague', ratings: 1, compared: 1, meanDifference: -3 },
      { userId: scene.broker.user.id, name: 'Olive Owner', ratings: 1, compared: 1, meanDifference: 3 },
    ]);
  });

  it('lists nothing where the ratings are within the threshold, and refuses anyone but the owners', async () => {
    const { scene, projectId, colleague } = await consensusScene({ mine: 4, theirs: 3 });
    expect(dataOf(await readCalibration(scene.broker.client, projectId)).calibration.items).toEqual([]);
    expectForbidden(await readCalibration(colleague.client, projectId), CONSENSUS_MESSAGES.calibrationOwnersOnly);
    // The project tells the web whether to offer the page: to its owners only.
    const offered = async (client: typeof scene.broker.client) =>
      dataOf(
        await client.graphql<{ project: { calibrationAvailable: boolean } }>(
          'query P($id: ID!) { project(id: $id) { calibrationAvailable } }',
          { id: projectId },
        ),
      ).project.calibrationAvailable;
    expect(await offered(scene.broker.client)).toBe(true);
    expect(await offered(colleague.client)).toBe(false);
  });

  it('is refused with the feature off and before Scoring', async () => {
    const { scene, projectId } = await consensusScene();
    await setIntegrity(testApp, projectId, { consensus: false });
    expectBadInput(await readCalibration(scene.broker.client, projectId), INTEGRITY_MESSAGES.featureOff('consensus'));
    await setIntegrity(testApp, projectId, { consensus: true });
    await setProjectStatus(testApp.running.app.db, projectId, 'AWAITING');
    expectBadInput(await readCalibration(scene.broker.client, projectId), CONSENSUS_MESSAGES.calibrationUnavailable);
  });
});

describe('consensus (issue 37 item 4)', () => {
  it('keeps the originals and every score uses the agreed rating: scoring page, dashboard, comparison', async () => {
    const setting = await consensusScene();
    const { scene, projectId, colleague, mine, theirs } = setting;
    const answerId = await flaggedAnswer(setting);
    const reason = 'Agreed in the panel: strong answer, one gap';
    const recorded = dataOf(await recordConsensus(scene.broker.client, { projectId, answerId, rating: 4, reason }));
    expect(recorded.recordConsensus).toMatchObject({ rating: 4, reason, decidedByName: 'Olive Owner' });

    // Each branch keeps its own rating beside the consensus, and its score counts the consensus.
    for (const [client, branchId, own] of [
      [scene.broker.client, mine, 5],
      [colleague.client, theirs, 2],
    ] as const) {
      const { scoring } = dataOf(await readScoring(client, scene, branchId));
      expect(scoring.products[0]?.score).toBe(4);
      expect(textQuestion(scoring, scene)?.answers[0]?.rating).toBe(own);
      expect(scoring.consensus).toEqual([
        { questionId: scene.questions.text, productId: scene.invitation.row.id, rating: 4, reason },
      ]);
      const { projectDashboard } = dataOf(
        await client.graphql<{
          projectDashboard: { answers: { rated: number }; scoring: { products: Array<{ score: number }> } };
        }>(DASHBOARD, { id: projectId }),
      );
      expect(projectDashboard).toMatchObject({ answers: { rated: 1 }, scoring: { products: [{ score: 4 }] } });
    }
    const comparison = dataOf(
      await scene.broker.client.graphql<{ createComparison: string }>(COMPARISON_OPERATIONS.create, {
        input: { ...comparisonInput(scene), branchId: mine },
      }),
    ).createComparison;
    const { comparisonGrid } = dataOf(
      await scene.broker.client.graphql<ComparisonGridShape>(COMPARISON_OPERATIONS.grid, {
        projectId,
        id: comparison,
        branchId: mine,
      }),
    );
    expect(comparisonGrid.products[0]?.score).toBe(4);
    expect(comparisonGrid.grid[0]?.[0]?.[1]).toBe(4);

    // The originals stay, readable beside the consensus.
    expect((await ratingsOf(testApp, setting.answerKey)).map((row) => row.rating).sort()).toEqual([2, 5]);
    const { calibration } = dataOf(await readCalibration(scene.broker.client, projectId));
    expect(calibration.items[0]).toMatchObject({
      originals: expect.arrayContaining([
        expect.objectContaining({ rating: 5 }),
        expect.objectContaining({ rating: 2 }),
      ]),
      consensus: { rating: 4, reason, decidedByName: 'Olive Owner' },
    });
  });

  it('adds a row for a second consensus: the latest counts and the history keeps both', async () => {
    const setting = await consensusScene();
    const { scene, projectId, mine } = setting;
    const answerId = await flaggedAnswer(setting);
    dataOf(await recordConsensus(scene.broker.client, { projectId, answerId, rating: 4, reason: 'First look' }));
    dataOf(await recordConsensus(scene.broker.client, { projectId, answerId, rating: 3, reason: 'After the demo' }));
    const { calibration } = dataOf(await readCalibration(scene.broker.client, projectId));
    expect(calibration.items[0]).toMatchObject({
      consensus: { rating: 3, reason: 'After the demo' },
      history: [
        { rating: 3, reason: 'After the demo' },
        { rating: 4, reason: 'First look' },
      ],
    });
    expect(dataOf(await readScoring(scene.broker.client, scene, mine)).scoring.products[0]?.score).toBe(3);
  });

  it('is refused to non-owners, without a reason, off the scale, where not flagged, outside Scoring, feature off', async () => {
    const setting = await consensusScene();
    const { scene, projectId, colleague } = setting;
    const answerId = await flaggedAnswer(setting);
    const ask = (rating: number, reason: string, client = scene.broker.client) =>
      recordConsensus(client, { projectId, answerId, rating, reason });
    expectForbidden(await ask(4, 'Mine', colleague.client), CONSENSUS_MESSAGES.ownersOnly);
    expectBadInput(await ask(4, '   '), CONSENSUS_MESSAGES.reasonRequired, {
      reason: CONSENSUS_MESSAGES.reasonRequired,
    });
    expectBadInput(await ask(-1, 'No rate'), CONSENSUS_MESSAGES.ratingInvalid);
    expectBadInput(await ask(6, 'Too high'), CONSENSUS_MESSAGES.ratingInvalid);
    await setProjectStatus(testApp.running.app.db, projectId, 'COMPLETED');
    expectBadInput(await ask(4, 'Late'), CONSENSUS_MESSAGES.notScoring);
    // Completed: the calibration stays readable, closed.
    expect(dataOf(await readCalibration(scene.broker.client, projectId)).calibration.open).toBe(false);
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    await setIntegrity(testApp, projectId, { consensus: false });
    expectBadInput(await ask(4, 'Off'), INTEGRITY_MESSAGES.featureOff('consensus'));
    await setIntegrity(testApp, projectId, { consensus: true, disagreementThreshold: 4 });
    expectBadInput(await ask(4, 'Within 4'), CONSENSUS_MESSAGES.notFlagged);
  });
});
