import { SEALED_ANSWERS_MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { COMPARISON_OPERATIONS, comparisonInput, createComparison } from '../comparisons/comparisons-support.js';
import { reportInput } from '../reports/reports-support.js';
import { readScoring, SCORING_OPERATIONS, textAnswer } from '../scoring/scoring-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { countOf, scoringExpert, tasksOf } from '../tasks/tasks-support.js';
import { ids, productPath, SPREADSHEET_OPERATIONS } from './answer-spreadsheet-support.js';
import { BROKER_OPERATIONS, requestUpdate, sceneIds } from './broker-answers-support.js';
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
  dashboard: `query Dashboard($id: ID!) { projectDashboard(id: $id) {
    answers { rated unrated } scoring { ratedPercent products { id name score submitted } } } }`,
  suppliers: 'query Suppliers($projectId: ID!) { projectProducts(projectId: $projectId) { id answersSubmittedAt } }',
  reportChoices: `query ReportChoices($projectId: ID!) { reportChoices(projectId: $projectId) { products { id } } }`,
  generate: `mutation Generate($input: GenerateProjectReportInput!) { generateProjectReport(input: $input) { id } }`,
  move: 'mutation Move($id: ID!, $status: ProjectStatus!) { updateProjectStatus(id: $id, status: $status) { status } }',
} as const;

interface Reads {
  scoring: { products: string[]; totalAnswers: number; ratedAnswers: number; answers: number };
  comparisonProducts: string[];
  gridProducts: string[];
  choices: string[];
  reportChoices: string[];
  dashboard: { rated: number; unrated: number; products: string[] };
  tasks: number;
  productAnswers: string | null;
  vendorReport: string | null;
  vendorReportStatus: number;
  fileStatus: number;
}

/** What the buy side reads of the scene's product on every path of the map (read-paths37), as one record. */
async function readEverything(client: HttpClient, scene: SealedScene): Promise<Reads> {
  const scorer = (await scoringExpert(testApp, scene, ['MANAGE_ALL_SCORING'])).client;
  const projectId = scene.broker.project.id;
  const scoring = dataOf(await readScoring(client, scene)).scoring;
  const comparisons = dataOf(
    await client.graphql<{ comparisons: { results: Array<{ products: Array<{ id: string }> }> } }>(
      COMPARISON_OPERATIONS.list,
      { filter: { projectId } },
    ),
  ).comparisons.results;
  const grid = dataOf(
    await client.graphql<{ comparisonGrid: { products: Array<{ id: string }> } }>(COMPARISON_OPERATIONS.grid, {
      projectId,
      id: scene.comparisonId,
    }),
  ).comparisonGrid;
  const choices = dataOf(
    await client.graphql<{ comparisonChoices: { products: Array<{ id: string }> } }>(COMPARISON_OPERATIONS.choices, {
      projectId,
    }),
  ).comparisonChoices;
  const reportChoices = dataOf(
    await client.graphql<{ reportChoices: { products: Array<{ id: string }> } }>(READS.reportChoices, { projectId }),
  ).reportChoices;
  const dashboard = dataOf(
    await client.graphql<{
      projectDashboard: {
        answers: { rated: number; unrated: number };
        scoring: { products: Array<{ id: string }> };
      };
    }>(READS.dashboard, { id: projectId }),
  ).projectDashboard;
  const productAnswers = await client.graphql(BROKER_OPERATIONS.productAnswers, sceneIds(scene));
  const vendorReport = await client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene));
  const idsOf = (list: Array<{ id: string }>) => list.map((product) => product.id);
  return {
    scoring: {
      products: idsOf(scoring.products),
      totalAnswers: scoring.totalAnswers,
      ratedAnswers: scoring.ratedAnswers,
      answers: scoring.sections.flatMap((section) => section.questions.flatMap((question) => question.answers)).length,
    },
    comparisonProducts: comparisons.flatMap((comparison) => idsOf(comparison.products)),
    gridProducts: idsOf(grid.products),
    choices: idsOf(choices.products),
    reportChoices: idsOf(reportChoices.products),
    dashboard: { ...dashboard.answers, products: idsOf(dashboard.scoring.products) },
    tasks: (await countOf(scorer)).find((count) => count.type === 'PROJECT_QUESTION_ANSWERS_TO_REVIEW')?.count ?? 0,
    productAnswers: productAnswers.errors ? (firstError(productAnswers)?.message ?? '') : null,
    vendorReport: vendorReport.errors ? (firstError(vendorReport)?.message ?? '') : null,
    vendorReportStatus: (await client.download(productPath(scene, 'vendor-report.xlsx'))).status,
    fileStatus: (await client.download(`/api/file/${scene.fileId}`)).status,
  };
}

const sealedReads = (): Reads => ({
  scoring: { products: [], totalAnswers: 0, ratedAnswers: 0, answers: 0 },
  comparisonProducts: [],
  gridProducts: [],
  choices: [],
  reportChoices: [],
  dashboard: { rated: 0, unrated: 0, products: [] },
  tasks: 0,
  productAnswers: SEALED_ANSWERS_MESSAGES.sealed,
  vendorReport: SEALED_ANSWERS_MESSAGES.sealed,
  vendorReportStatus: 400,
  fileStatus: 404,
});

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
