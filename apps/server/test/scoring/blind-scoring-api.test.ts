import { BLIND_SCORING_TEXTS } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { productPath } from '../answers/answer-spreadsheet-support.js';
import { BROKER_OPERATIONS, sceneIds } from '../answers/broker-answers-support.js';
import { COMPARISON_OPERATIONS } from '../comparisons/comparisons-support.js';
import { askReport, readReport, reportInput, settledReport, workbookText } from '../reports/reports-support.js';
import { inviteProduct } from '../suppliers/supplier-side-support.js';
import { insertVendor } from '../suppliers/suppliers-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { scoringExpert, TASK } from '../tasks/tasks-support.js';
import { type BlindScene, blindScene, NAMING_TEXT, REAL, setBlindScoring } from './blind-scoring-support.js';
import { readScoring } from './scoring-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const READS = {
  scoring: `query Scoring($projectId: ID!) { scoring(projectId: $projectId) { blind products { id name } grid } }`,
  grid: `query Grid($projectId: ID!, $id: ID!) { comparisonGrid(projectId: $projectId, id: $id) {
    blind comparison { name } products { id name vendorName } grid } }`,
  reportChoices:
    'query ReportChoices($projectId: ID!) { reportChoices(projectId: $projectId) { products { id name } } }',
  dashboard: `query Dashboard($id: ID!) { projectDashboard(id: $id) { scoring { products { id name } } } }
    `,
  project: 'query Project($id: ID!) { project(id: $id) { blindForViewer } }',
  suppliers: `query Suppliers($projectId: ID!) { projectProducts(projectId: $projectId) {
    id name productName email purpose vendor { name contactName email } relatedLinks } }`,
  productAnswers: `query ProductAnswers($projectId: ID!, $productId: ID!) { productAnswers(projectId: $projectId,
    productId: $productId) { name blind sections { questions { answer { value } } } } }`,
  winners: `mutation SelectWinners($projectId: ID!, $productIds: [ID!]!) {
    selectWinners(projectId: $projectId, productIds: $productIds) { status } }`,
} as const;

/** Everything a buy-side user reads of the scene's supplier on every read path, as one text. */
async function readEverything(client: HttpClient, scene: BlindScene): Promise<string> {
  const projectId = scene.broker.project.id;
  const productId = scene.invitation.row.id;
  const reads = await Promise.all([
    client.graphql(READS.scoring, { projectId }),
    client.graphql(COMPARISON_OPERATIONS.list, { filter: { projectId } }),
    client.graphql(READS.grid, { projectId, id: scene.comparisonId }),
    client.graphql(COMPARISON_OPERATIONS.choices, { projectId }),
    client.graphql(READS.reportChoices, { projectId }),
    client.graphql(READS.dashboard, { id: projectId }),
    client.graphql(READS.suppliers, { projectId }),
    client.graphql(READS.productAnswers, sceneIds(scene)),
    client.graphql(BROKER_OPERATIONS.productAnswers, sceneIds(scene)),
  ]);
  const texts = reads.map((read) => JSON.stringify(dataOf(read)));
  const file = await client.download(`/api/file/${scene.fileId}`);
  expect(file.status).toBe(200);
  texts.push(file.headers.get('content-disposition') ?? '');
  const vendorReport = await client.download(productPath(scene, 'vendor-report.xlsx'));
  expect(vendorReport.status).toBe(200);
  texts.push((await workbookText(vendorReport.body)).flat().join('\n'));
  const asked = dataOf(await askReport(client, reportInput(projectId, [productId]))).generateProjectReport;
  const report = await settledReport(client, asked.id);
  texts.push((await workbookText((await client.download(report.url ?? '')).body)).flat().join('\n'));
  return decodeURIComponent(texts.join('\n'));
}

const REAL_NAMES = [REAL.company, REAL.product, 'blindtest.example', 'Jane Doe', 'Blindtest security plan'];

describe('blind scoring (issue 37 item 3)', () => {
  it('shows a non-owner the supplier as Supplier A on every read path, its names masked in answers and files', async () => {
    const scene = await blindScene(testApp);
    const text = await readEverything(scene.evaluator.client, scene);
    for (const name of REAL_NAMES) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
    expect(text).toContain('Supplier A');
    expect(text).toContain('Supplier A runs Supplier A; write to Supplier A or see Supplier A/plans.');
    expect(text).toContain('Supplier A - file 1.txt');
    expect(text).toContain(BLIND_SCORING_TEXTS.notice);
    const projectId = scene.broker.project.id;
    const flags = await Promise.all([
      scene.evaluator.client.graphql<{ project: { blindForViewer: boolean } }>(READS.project, { id: projectId }),
      scene.evaluator.client.graphql<{ scoring: { blind: boolean } }>(READS.scoring, { projectId }),
    ]);
    expect(dataOf(flags[0]).project.blindForViewer).toBe(true);
    expect(dataOf(flags[1]).scoring.blind).toBe(true);
  });

  it('shows the project owners the real names, and lets only them select the winners', async () => {
    const scene = await blindScene(testApp);
    const text = await readEverything(scene.broker.client, scene);
    for (const name of [REAL.company, REAL.product, REAL.file]) expect(text).toContain(name);
    expect(text).toContain(NAMING_TEXT);
    expect(text).not.toContain('Supplier A');
    const projectId = scene.broker.project.id;
    // The owner's report, with the real names, is not the evaluator's to read.
    const asked = dataOf(await askReport(scene.broker.client, reportInput(projectId, [scene.invitation.row.id])));
    const report = await settledReport(scene.broker.client, asked.generateProjectReport.id);
    expect(firstError(await readReport(scene.evaluator.client, report.id))?.extensions?.code).toBe('NOT_FOUND');
    expect((await scene.evaluator.client.download(report.url ?? '')).status).toBe(404);
    const owner = await scene.broker.client.graphql<{ project: { blindForViewer: boolean } }>(READS.project, {
      id: projectId,
    });
    expect(dataOf(owner).project.blindForViewer).toBe(false);

    const productIds = [scene.invitation.row.id];
    const refused = await scene.evaluator.client.graphql(READS.winners, { projectId, productIds });
    expect(firstError(refused)?.message).toBe(BLIND_SCORING_TEXTS.ownersChooseWinners);
    const chosen = await scene.broker.client.graphql<{ selectWinners: { status: string } }>(READS.winners, {
      projectId,
      productIds,
    });
    expect(dataOf(chosen).selectWinners.status).toBe('COMPLETED');
    // Completed: no longer in Scoring, so the evaluator reads the real names again.
    const after = await readScoring(scene.evaluator.client, scene);
    expect(dataOf(after).scoring.products.map((product) => product.name)).toEqual([
      `${REAL.company} \u2014 ${REAL.product}`,
    ]);
  });

  it('is not blind outside Scoring or with the feature off', async () => {
    const scene = await blindScene(testApp);
    const projectId = scene.broker.project.id;
    const scoringNames = async () =>
      dataOf(await readScoring(scene.evaluator.client, scene)).scoring.products.map((product) => product.name);
    const realTitle = `${REAL.company} \u2014 ${REAL.product}`;
    expect(await scoringNames()).toEqual(['Supplier A']);
    await setProjectStatus(testApp.running.app.db, projectId, 'AWAITING');
    expect(await scoringNames()).toEqual([realTitle]);
    await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
    await setBlindScoring(testApp, projectId, false);
    expect(await scoringNames()).toEqual([realTitle]);
    const grid = dataOf(
      await scene.evaluator.client.graphql<{ comparisonGrid: { blind: boolean; products: Array<{ name: string }> } }>(
        READS.grid,
        { projectId, id: scene.comparisonId },
      ),
    ).comparisonGrid;
    expect(grid.blind).toBe(false);
    expect(grid.products.map((product) => product.name)).toEqual([realTitle]);
  });

  it('names the supplier by its alias in a non-owner’s answers to rate (tasks), its answer masked', async () => {
    const scene = await blindScene(testApp);
    const scorer = (await scoringExpert(testApp, scene, ['MANAGE_ALL_SCORING'])).client;
    const task = await scorer.graphql(TASK, {
      projectId: scene.broker.project.id,
      type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW',
    });
    const text = JSON.stringify(dataOf(task));
    expect(text).toContain('Supplier A');
    expect(text).toContain('Supplier A runs Supplier A');
    for (const name of REAL_NAMES) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
  });

  it('gives aliases in a stable per-project order that does not follow the invitation order', async () => {
    const scene = await blindScene(testApp);
    const db = testApp.running.app.db;
    const projectId = scene.broker.project.id;
    const invited = [scene.invitation.row.id];
    for (let index = 0; index < 7; index += 1) {
      const vendor = await insertVendor(db, { name: `Rival ${index}`, products: [{ name: `Rival product ${index}` }] });
      invited.push((await inviteProduct(testApp, projectId, vendor.products[0]?.id ?? '', 'ACCEPTED')).row.id);
    }
    const aliases = async () => {
      const { projectProducts } = dataOf(
        await scene.evaluator.client.graphql<{ projectProducts: Array<{ id: string; name: string }> }>(
          READS.suppliers,
          { projectId },
        ),
      );
      return new Map(projectProducts.map((row) => [row.id, row.name]));
    };
    const first = await aliases();
    expect([...first.values()].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((x) => `Supplier ${x}`));
    expect(await aliases()).toEqual(first);
    const inInvitationOrder = invited.map((id) => first.get(id));
    expect(inInvitationOrder).not.toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((x) => `Supplier ${x}`));
    // The scoring page (the submitted supplier only) names it as the suppliers list does.
    const scoring = dataOf(await readScoring(scene.evaluator.client, scene)).scoring;
    expect(scoring.products.map((product) => product.name)).toEqual([first.get(scene.invitation.row.id)]);
  });
});
