import { ids, productPath, SPREADSHEET_OPERATIONS } from '../answers/answer-spreadsheet-support.js';
import { BROKER_OPERATIONS, sceneIds } from '../answers/broker-answers-support.js';
import type { SealedScene } from '../answers/sealed-answers-support.js';
import { COMPARISON_OPERATIONS } from '../comparisons/comparisons-support.js';
import { readScoring } from '../scoring/scoring-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { countOf } from '../tasks/tasks-support.js';

/** What a buy-side user reads of the sealed-answers scene's product on every read path, as one record. */
export interface Reads {
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

const READS = {
  dashboard: `query Dashboard($id: ID!) { projectDashboard(id: $id) {
    answers { rated unrated } scoring { products { id } } } }`,
  reportChoices: `query ReportChoices($projectId: ID!) { reportChoices(projectId: $projectId) { products { id } } }`,
} as const;

type Ids = Array<{ id: string }>;
const idsOf = (list: Ids) => list.map((product) => product.id);

/**
 * Every buy-side read path of issue 37's visibility rules (sealed answers, conflict declarations), read by `client`;
 * the answers to rate are counted for `tasksReader` (the client itself unless another evaluator is named).
 */
export async function readEveryPath(client: HttpClient, scene: SealedScene, tasksReader = client): Promise<Reads> {
  const projectId = scene.broker.project.id;
  const scoring = dataOf(await readScoring(client, scene)).scoring;
  const list = await client.graphql<{ comparisons: { results: Array<{ products: Ids }> } }>(
    COMPARISON_OPERATIONS.list,
    { filter: { projectId } },
  );
  const grid = await client.graphql<{ comparisonGrid: { products: Ids } }>(COMPARISON_OPERATIONS.grid, {
    projectId,
    id: scene.comparisonId,
  });
  const choices = await client.graphql<{ comparisonChoices: { products: Ids } }>(COMPARISON_OPERATIONS.choices, {
    projectId,
  });
  const reportChoices = await client.graphql<{ reportChoices: { products: Ids } }>(READS.reportChoices, { projectId });
  const dashboard = dataOf(
    await client.graphql<{
      projectDashboard: { answers: { rated: number; unrated: number }; scoring: { products: Ids } };
    }>(READS.dashboard, { id: projectId }),
  ).projectDashboard;
  const productAnswers = await client.graphql(BROKER_OPERATIONS.productAnswers, sceneIds(scene));
  const vendorReport = await client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene));
  const toReview = await countOf(tasksReader);
  return {
    scoring: {
      products: idsOf(scoring.products),
      totalAnswers: scoring.totalAnswers,
      ratedAnswers: scoring.ratedAnswers,
      answers: scoring.sections.flatMap((section) => section.questions.flatMap((question) => question.answers)).length,
    },
    comparisonProducts: dataOf(list).comparisons.results.flatMap((comparison) => idsOf(comparison.products)),
    gridProducts: idsOf(dataOf(grid).comparisonGrid.products),
    choices: idsOf(dataOf(choices).comparisonChoices.products),
    reportChoices: idsOf(dataOf(reportChoices).reportChoices.products),
    dashboard: { ...dashboard.answers, products: idsOf(dashboard.scoring.products) },
    tasks: toReview.find((count) => count.type === 'PROJECT_QUESTION_ANSWERS_TO_REVIEW')?.count ?? 0,
    productAnswers: productAnswers.errors ? (firstError(productAnswers)?.message ?? '') : null,
    vendorReport: vendorReport.errors ? (firstError(vendorReport)?.message ?? '') : null,
    vendorReportStatus: (await client.download(productPath(scene, 'vendor-report.xlsx'))).status,
    fileStatus: (await client.download(`/api/file/${scene.fileId}`)).status,
  };
}

/** Nothing of the product on any path: each refusal worded `message`. */
export const hiddenReads = (message: string): Reads => ({
  scoring: { products: [], totalAnswers: 0, ratedAnswers: 0, answers: 0 },
  comparisonProducts: [],
  gridProducts: [],
  choices: [],
  reportChoices: [],
  dashboard: { rated: 0, unrated: 0, products: [] },
  tasks: 0,
  productAnswers: message,
  vendorReport: message,
  vendorReportStatus: 400,
  fileStatus: 404,
});
