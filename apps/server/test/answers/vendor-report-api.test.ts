import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, projectMembers } from '../../src/db/schema/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { firstSheetOf, sheetTexts } from '../suppliers/invite-file-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import { buildSignedInUser, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ids, productPath, SPREADSHEET_OPERATIONS, spreadsheetScene } from './answer-spreadsheet-support.js';
import { type AnsweringScene, save } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** The report's rows as text, without the empty cells at their ends. */
async function reportRows(response: { status: number; body: Buffer }) {
  expect(response.status).toBe(200);
  const rows = sheetTexts(await firstSheetOf(response.body));
  return rows.map((row) => {
    const last = row.findLastIndex((cell) => cell !== '');
    return row.slice(0, last + 1);
  });
}

async function answeredScene() {
  const scene = await spreadsheetScene(testApp);
  await save(scene.supplier.client, scene, scene.questions.yesNo, { value: true, secondaryValue: 'Okta' });
  await save(scene.supplier.client, scene, scene.questions.number, { value: 12 });
  await save(scene.supplier.client, scene, scene.questions.email, {
    notApplicable: true,
    notApplicableDescription: 'We sell through partners',
  });
  return scene;
}

const reportUrl = (scene: AnsweringScene) => productPath(scene, 'vendor-report.xlsx');

describe('the vendor report', () => {
  it("gives the supplier its product's answers under the project, vendor and product names", async () => {
    const scene = await answeredScene();
    const rows = await reportRows(await scene.supplier.client.download(reportUrl(scene)));
    expect(rows.slice(0, 6)).toEqual([
      ['Vendor Report'],
      ['Project', scene.broker.project.name],
      ['Vendor', scene.supplier.company.name],
      ['Product', 'Answer Suite'],
      ['Submitted', 'Not submitted'],
      ['Section', 'Question', 'Answer', 'Not Applicable', 'Not Applicable Description'],
    ]);
    expect(rows).toContainEqual(['Answers']);
    expect(rows).toContainEqual(['Answers', 'Do you offer SSO?', 'Yes. Okta']);
    expect(rows).toContainEqual(['Answers', 'Head count', '12']);
    expect(rows).toContainEqual(['Answers', 'Sales e-mail', '', 'Yes', 'We sell through partners']);
    expect(rows).toContainEqual(['Choice', 'Plan size']);
    const url = dataOf(await scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene)));
    expect(url).toEqual({ vendorReport: reportUrl(scene) });
  });

  it('gives the same report to the buy side with MANAGE_PROJECT_STATE or READ_SCORING', async () => {
    const scene = await answeredScene();
    const supplierRows = await reportRows(await scene.supplier.client.download(reportUrl(scene)));
    expect(await reportRows(await scene.broker.client.download(reportUrl(scene)))).toEqual(supplierRows);
    const reader = await buildSignedInUser(testApp, {
      companyId: scene.broker.company.id,
      privileges: ['READ_SCORING'],
    });
    await testApp.running.app.db
      .insert(projectMembers)
      .values({ projectId: scene.broker.project.id, userId: reader.user.id, role: 'VIEWER' });
    expect(await reportRows(await reader.client.download(reportUrl(scene)))).toEqual(supplierRows);
    const url = dataOf(await scene.broker.client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene)));
    expect(url).toEqual({ vendorReport: reportUrl(scene) });
  });

  it('gives an administrator acting on behalf of the buy side an address that names the company', async () => {
    const scene = await spreadsheetScene(testApp);
    const settings = { ...scene.broker.company.settings, enableAuthOnBehalf: true };
    await testApp.running.app.db.update(companies).set({ settings }).where(eq(companies.id, scene.broker.company.id));
    const admin = await buildSignedInAdmin(testApp);
    const answer = await graphqlOnBehalf<{ vendorReport: string }>(
      testApp,
      admin.client,
      scene.broker.company.id,
      SPREADSHEET_OPERATIONS.vendorReport,
      ids(scene),
    );
    const url = dataOf(answer).vendorReport;
    expect(url).toBe(`${reportUrl(scene)}?onBehalfOf=${scene.broker.company.id}`);
    expect((await admin.client.download(url)).status).toBe(200);
  });

  it('is refused to a buy-side user without either privilege', async () => {
    const scene = await spreadsheetScene(testApp);
    const viewer = await buildSignedInUser(testApp, {
      companyId: scene.broker.company.id,
      privileges: ['MANAGE_FAQ'],
    });
    expect((await viewer.client.download(reportUrl(scene))).status).toBe(403);
    expectForbidden(await viewer.client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene)));
  });

  it('answers as not found for another tenant, another supplier and a product not accepted', async () => {
    const scene = await spreadsheetScene(testApp);
    const stranger = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', 'MANAGE_ALL_PROJECTS']);
    expect((await stranger.client.download(reportUrl(scene))).status).toBe(404);
    expectNotFound(await stranger.client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene)), 'Product');
    const other = await buildSupplier(testApp, ['Elsewhere']);
    expect((await other.client.download(reportUrl(scene))).status).toBe(404);
    expectNotFound(await other.client.graphql(SPREADSHEET_OPERATIONS.vendorReport, ids(scene)), 'Project');
    const invited = await inviteProduct(testApp, scene.broker.project.id, other.products[0]?.id ?? '', 'INVITED');
    const pending = { ...ids(scene), productId: invited.row.id };
    expectNotFound(await scene.broker.client.graphql(SPREADSHEET_OPERATIONS.vendorReport, pending), 'Product');
    expect((await testApp.client().download(reportUrl(scene))).status).toBe(401);
  });
});
