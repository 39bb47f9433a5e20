import { describe, expect, it } from 'vitest';
import { projectViewer } from '../answers/broker-answers-support.js';
import { buildDiscovery, createTable } from '../client-tables/client-tables-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { REPORT_OPERATIONS, type ReportShape, settledReport } from './reports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const CHOICES = `query ReportChoices($projectId: ID!, $branchId: ID) {
  reportChoices(projectId: $projectId, branchId: $branchId) { scoringType hasClientTables products { id name } } }`;

type ChoicesShape = {
  reportChoices: { scoringType: string; hasClientTables: boolean; products: Array<{ id: string; name: string }> };
};

describe('what the report dialog offers (spec 2 §7)', () => {
  it('lists the accepted products with submitted answers, the scoring type and whether there are client tables', async () => {
    const scene = await scoringScene(testApp);
    await inviteProduct(testApp, scene.broker.project.id, null, 'INVITED');
    const choices = dataOf(
      await scene.broker.client.graphql<ChoicesShape>(CHOICES, { projectId: scene.broker.project.id }),
    ).reportChoices;
    expect(choices).toEqual({
      scoringType: 'NUMBERS',
      hasClientTables: false,
      products: [{ id: scene.invitation.row.id, name: expect.stringContaining('Answer Suite') }],
    });
  });

  it('is refused as asking for the report is', async () => {
    const scene = await scoringScene(testApp);
    const variables = { projectId: scene.broker.project.id };
    expectUnauthenticated(await testApp.client().graphql(CHOICES, variables));
    expectNotFound(
      await (await buildProjectManager(testApp, ['READ_SCORING'])).client.graphql(CHOICES, variables),
      'Project',
    );
    expectForbidden(await scene.supplier.client.graphql(CHOICES, variables));
    expectForbidden(await (await projectViewer(testApp, scene, ['VIEW_DASHBOARD'])).client.graphql(CHOICES, variables));
  });
});

describe('the client tables report (spec 2 §7, PDF)', () => {
  const ask = (client: ReturnType<typeof testApp.client>, projectId: string) =>
    client.graphql<{ generateClientTablesReport: ReportShape }>(REPORT_OPERATIONS.clientTables, { projectId });

  it('is made as a job for the discovery page’s users, and downloaded as a PDF', async () => {
    const broker = await buildDiscovery(testApp);
    await createTable(broker.client, broker.project.id);
    const asked = dataOf(await ask(broker.client, broker.project.id)).generateClientTablesReport;
    expect(asked).toMatchObject({ status: 'PENDING', format: 'PDF' });
    const done = await settledReport(broker.client, asked.id);
    const download = await broker.client.download(done.url ?? '');
    expect(download.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('asks for a session, MANAGE_PROJECT_STATE and the client tables setting, and hides another company’s project', async () => {
    const broker = await buildDiscovery(testApp);
    expectUnauthenticated(await ask(testApp.client(), broker.project.id));
    expectForbidden(
      await ask((await buildDiscovery(testApp, { privileges: ['READ_SCORING'] })).client, broker.project.id),
    );
    const settingOff = await buildDiscovery(testApp, { enableClientTables: false });
    expectForbidden(await ask(settingOff.client, settingOff.project.id));
    expectNotFound(await ask((await buildDiscovery(testApp)).client, broker.project.id), 'Project');
  });
});
