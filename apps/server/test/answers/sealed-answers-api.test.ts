import { SEALED_ANSWERS_MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { comparisonInput, createComparison } from '../comparisons/comparisons-support.js';
import { hiddenReads, type Reads, readEveryPath } from '../integrity/read-paths-support.js';
import { reportInput } from '../reports/reports-support.js';
import { SCORING_OPERATIONS, textAnswer } from '../scoring/scoring-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { scoringExpert, tasksOf } from '../tasks/tasks-support.js';
import { requestUpdate } from './broker-answers-support.js';
import {
  inDays,
  readSeal,
  type SealedScene,
  sealedScene,
  sealProject,
  setProductDeadline,
} from './sealed-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const READS = {
  available: 'query Available($id: ID!) { project(id: $id) { scoringAvailable } }',
  suppliers: 'query Suppliers($projectId: ID!) { projectProducts(projectId: $projectId) { id answersSubmittedAt } }',
  generate: `mutation Generate($input: GenerateProjectReportInput!) { generateProjectReport(input: $input) { id } }`,
  move: 'mutation Move($id: ID!, $status: ProjectStatus!) { updateProjectStatus(id: $id, status: $status) { status } }',
} as const;

/** What the buy side reads of the scene's product on every path; the answers to rate as an evaluator counts them. */
async function readEverything(client: HttpClient, scene: SealedScene): Promise<Reads> {
  const scorer = (await scoringExpert(testApp, scene, ['MANAGE_ALL_SCORING'])).client;
  return readEveryPath(client, scene, scorer);
}

const sealedReads = () => hiddenReads(SEALED_ANSWERS_MESSAGES.sealed);

describe('sealed answers (issue 37 item 1) before the deadline', () => {
  it('keep the submitted product’s answers, files, counts, ratings and scores from every buy-side path', async () => {
    const scene = await sealedScene(testApp);
    const { client } = scene.broker;
    const projectId = scene.broker.project.id;
    const available = await client.graphql<{ project: { scoringAvailable: boolean } }>(READS.available, {
      id: projectId,
    });
    expect(dataOf(available).project.scoringAvailable).toBe(false);
    // Scoring and comparisons open in SCORING whatever the seal: they still show nothing of the product.
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    expect(await readEverything(client, scene)).toEqual(sealedReads());
    const scorer = (await scoringExpert(testApp, scene, ['MANAGE_ALL_SCORING'])).client;
    expect((await tasksOf(scorer)).results).toEqual([]);

    // The suppliers tab still tells whether and when it submitted.
    const suppliers = dataOf(
      await client.graphql<{ projectProducts: Array<{ id: string; answersSubmittedAt: string | null }> }>(
        READS.suppliers,
        { projectId },
      ),
    ).projectProducts;
    expect(suppliers).toEqual([{ id: scene.invitation.row.id, answersSubmittedAt: expect.any(String) }]);
    expect(await readSeal(client, projectId)).toMatchObject({ sealed: true, approvals: [] });
  });

  it('refuse ratings, notes, update requests, a comparison or report of it, and the move to Scoring, with a message', async () => {
    const scene = await sealedScene(testApp);
    const { client } = scene.broker;
    const projectId = scene.broker.project.id;
    const move = await client.graphql(READS.move, { id: projectId, status: 'SCORING' });
    expect(firstError(move)?.message).toBe(SEALED_ANSWERS_MESSAGES.scoringSealed);
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    const rating = await client.graphql(SCORING_OPERATIONS.setRating, { input: { ...textAnswer(scene), rating: 1 } });
    expect(firstError(rating)?.message).toBe(SEALED_ANSWERS_MESSAGES.sealed);
    const notes = await client.graphql(SCORING_OPERATIONS.setNotes, { input: { ...textAnswer(scene), notes: 'x' } });
    expect(firstError(notes)?.message).toBe(SEALED_ANSWERS_MESSAGES.sealed);
    const update = await requestUpdate(client, scene, 'Please expand');
    expect(firstError(update)?.message).toBe(SEALED_ANSWERS_MESSAGES.sealed);
    expect(firstError(await createComparison(client, comparisonInput(scene)))?.message).toBeTruthy();
    const report = await client.graphql(READS.generate, { input: reportInput(projectId, [scene.invitation.row.id]) });
    expect(firstError(report)?.message).toBe(SEALED_ANSWERS_MESSAGES.reportSealed);
  });

  it('stay sealed with no deadline at all, and open by themselves once the deadline has passed', async () => {
    const scene = await sealedScene(testApp, null);
    const { client } = scene.broker;
    const projectId = scene.broker.project.id;
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    expect(await readEverything(client, scene)).toEqual(sealedReads());
    expect(await readSeal(client, projectId)).toMatchObject({ sealed: true, opensAt: null });

    await sealProject(testApp, projectId, inDays(-1));
    const product = scene.invitation.row.id;
    expect(await readEverything(client, scene)).toEqual({
      scoring: { products: [product], totalAnswers: 2, ratedAnswers: 1, answers: 2 },
      comparisonProducts: [product],
      gridProducts: [product],
      choices: [product],
      reportChoices: [product],
      dashboard: { rated: 1, unrated: 1, products: [product] },
      tasks: 1,
      productAnswers: null,
      vendorReport: null,
      vendorReportStatus: 200,
      fileStatus: 200,
    });
    expect(await readSeal(client, projectId)).toMatchObject({ sealed: false });
  });

  it('follow the product’s own deadline when it has one, later or earlier than the project’s', async () => {
    const scene = await sealedScene(testApp, inDays(-1));
    const { client } = scene.broker;
    const projectId = scene.broker.project.id;
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    const own = inDays(2);
    await setProductDeadline(testApp, scene.invitation.row.id, own);
    expect(await readEverything(client, scene)).toEqual(sealedReads());
    expect(await readSeal(client, projectId)).toMatchObject({ sealed: true, opensAt: own.toISOString() });

    await sealProject(testApp, projectId, inDays(10));
    await setProductDeadline(testApp, scene.invitation.row.id, inDays(-1));
    expect((await readEverything(client, scene)).scoring.products).toEqual([scene.invitation.row.id]);
  });
});
