import { supplierExportPath } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, vendorProfiles } from '../../src/db/schema/index.js';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { setProjectStatus } from '../support/project-status.js';
import { buildSignedInUser } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { firstSheetOf, sheetTexts } from './invite-file-support.js';
import { inviteByEmail } from './supplier-invites-support.js';
import { insertServiceTypes, insertVendor } from './suppliers-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;
const EXPORTERS = ['MANAGE_PROJECT_STATE', 'MANAGE_BROKERS'] as const;

/** A published project with an accepted vendor product (profile and service types) and an e-mail invitation. */
async function exportScene(enableAuthOnBehalf = false) {
  const manager = await buildProjectManager(testApp, [...EXPORTERS], {}, { enableAuthOnBehalf });
  const project = await createProject(manager.client, projectInput(manager.user.id, { name: 'Payroll / 2026 "RFP"' }));
  const [payroll, hr] = await insertServiceTypes(db(), manager.company.id, ['Payroll', 'HR']);
  const vendor = await insertVendor(db(), {
    name: 'Initech',
    products: [{ name: 'Initech Pay', serviceTypeIds: [payroll?.id ?? '', hr?.id ?? ''] }],
  });
  await db()
    .update(vendorProfiles)
    .set({ contactName: 'Peter Gibbons', email: 'peter@initech.example', phone: '+1 555 0100' })
    .where(eq(vendorProfiles.companyId, vendor.company.id));
  const invitedAt = new Date('2026-03-02T10:30:00Z');
  await db().insert(projectProducts).values({
    projectId: project.id,
    productId: vendor.products[0]?.id,
    participationStatus: 'ACCEPTED',
    purpose: 'Strong payroll',
    invitedAt,
  });
  dataOf(await inviteByEmail(manager.client, project.id, [{ email: 'bids@globex.example', productName: 'Globex' }]));
  await setProjectStatus(db(), project.id, 'PUBLISHED');
  return { ...manager, project, invitedAt };
}

describe('supplier export (MANAGE_BROKERS)', () => {
  it('downloads the project’s suppliers as an XLSX with the tab’s status display', async () => {
    const scene = await exportScene();
    const response = await scene.client.download(supplierExportPath(scene.project.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Suppliers - Payroll 2026 RFP\.xlsx"; filename\*=UTF-8''/);
    const sheet = await firstSheetOf(response.body);
    const [header, accepted, invited] = sheetTexts(sheet);
    expect(header).toEqual([
      'Supplier',
      'Product',
      'Vendor contact',
      'E-mail',
      'Phone',
      'Status',
      'Invited At',
      'Purpose',
      'Service types',
    ]);
    expect(accepted?.slice(0, 6)).toEqual([
      'Initech',
      'Initech Pay',
      'Peter Gibbons',
      'peter@initech.example',
      '+1 555 0100',
      'Accepted',
    ]);
    expect(sheet.getRow(2).getCell(7).value).toEqual(scene.invitedAt);
    expect(accepted?.slice(7)).toEqual(['Strong payroll', 'HR, Payroll']);
    // Preselected while in review; shown as Pending once published and not yet invited (spec 2 §4).
    expect(invited?.slice(0, 6)).toEqual(['Globex', '', '', 'bids@globex.example', '', 'Pending']);
    expect(sheetTexts(sheet)).toHaveLength(3);
  });

  it('answers 401 signed out, 403 without MANAGE_BROKERS and 404 for another company’s project', async () => {
    const scene = await exportScene();
    const path = supplierExportPath(scene.project.id);
    expect((await testApp.client().get(path)).status).toBe(401);
    const broker = await buildSignedInUser(testApp, {
      companyId: scene.company.id,
      privileges: ['MANAGE_PROJECT_STATE', 'MANAGE_ALL_PROJECTS'],
    });
    expect((await broker.client.get(path)).status).toBe(403);
    const other = await buildProjectManager(testApp, [...EXPORTERS]);
    expect((await other.client.get(path)).status).toBe(404);
    expect((await scene.client.get(supplierExportPath('not-an-id'))).status).toBe(404);
  });

  it('lets an administrator export while acting on behalf, named in the query a navigation can carry', async () => {
    const scene = await exportScene(true);
    const admin = await buildSignedInAdmin(testApp);
    const path = supplierExportPath(scene.project.id);
    expect((await admin.client.get(path)).status).toBe(403);
    const onBehalf = await admin.client.download(`${path}?onBehalfOf=${scene.company.id}`);
    expect(onBehalf.status).toBe(200);
    expect(sheetTexts(await firstSheetOf(onBehalf.body))).toHaveLength(3);
    const closed = await exportScene(false);
    const refused = await admin.client.get(`${supplierExportPath(closed.project.id)}?onBehalfOf=${closed.company.id}`);
    expect(refused.status).toBe(403);
  });
});
