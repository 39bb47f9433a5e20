import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  INVITE_FILE_MESSAGES,
  INVITE_FILE_ROW_MAX,
  INVITE_MESSAGES,
  INVITE_TEMPLATE_PATH,
  MESSAGES,
} from '@shortlist/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { firstSheetOf, openSpreadsheet, sheetTexts, spreadsheetOf, uploadedFileId } from './invite-file-support.js';
import {
  inviteByEmail,
  inviteByFile,
  inviteScene,
  type Scene,
  setVendorContact,
  storedSupplier,
} from './supplier-invites-support.js';
import { insertVendor, projectProductsOf } from './suppliers-support.js';

const testApp = useTestApp();
// A built web app whose fallback answers every other path with index.html.
const webDist = await mkdtemp(path.join(os.tmpdir(), 'shortlist-web-dist-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Shortlist</title>');
const withWebApp = useTestApp({ webDist });
afterAll(() => rm(webDist, { recursive: true, force: true }));
const db = () => testApp.running.app.db;
const HEADER = ['Supplier Title', 'Email'];

const uploadRows = async (scene: Scene, rows: Array<Array<string | null>>, client = scene.client) =>
  uploadedFileId(client, await spreadsheetOf(rows));

const storedEmails = async (scene: Scene) =>
  (await projectProductsOf(db(), scene.project.id)).map((row) => row.email).sort();

describe('the invitation template', () => {
  it('downloads without signing in as an XLSX whose frozen header names the columns the upload reads', async () => {
    const response = await testApp.client().download(INVITE_TEMPLATE_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain('filename="invite_suppliers.xlsx"');
    const sheet = await firstSheetOf(response.body);
    expect(sheetTexts(sheet)).toEqual([HEADER]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(30);
  });

  it('is not swallowed by the web app’s fallback', async () => {
    const response = await withWebApp.client().download(INVITE_TEMPLATE_PATH);
    expect(response.status).toBe(200);
    expect(sheetTexts(await firstSheetOf(response.body))).toEqual([HEADER]);
    expect((await withWebApp.client().get('/projects/x/products')).body).toContain('<title>Shortlist</title>');
  });

  it('is what the upload reads: the template with rows filled in invites them', async () => {
    const scene = await inviteScene(testApp);
    const workbook = await openSpreadsheet((await testApp.client().download(INVITE_TEMPLATE_PATH)).body);
    workbook.worksheets[0]?.addRow(['Template Supplier', scene.address('template')]);
    const fileId = await uploadedFileId(scene.client, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(dataOf(await inviteByFile(scene.client, scene.project.id, fileId)).inviteProjectSuppliersByFile).toEqual({
      invited: 1,
      rejected: [],
    });
  });
});

describe('invite by file upload', () => {
  it('invites the good rows and reports each bad one with its spreadsheet row number and reason', async () => {
    const scene = await inviteScene(testApp, 'IN_REVIEW');
    const vendor = await insertVendor(db(), { name: 'Acme', products: [{ name: 'Acme Pay' }] });
    const registeredDomain = `acme-${scene.domain}`;
    await setVendorContact(testApp, vendor.company.id, { website: `https://www.${registeredDomain}` });
    dataOf(await inviteByEmail(scene.client, scene.project.id, [{ email: scene.address('old'), productName: 'Old' }]));

    const fileId = await uploadRows(scene, [
      ['  EMAIL ', 'supplier title'],
      [` ${scene.address('one').toUpperCase()} `, '  Payroll One  '],
      ['not-an-address', 'Bad Address'],
      [scene.address('untitled'), '   '],
      [scene.address('long'), 'x'.repeat(101)],
      [null, null],
      [scene.address('one'), 'Payroll One Again'],
      [scene.address('old'), 'Already Invited'],
      [`sales@${registeredDomain}`, 'Acme by e-mail'],
      [scene.address('two'), 'Payroll Two'],
    ]);
    const result = dataOf(await inviteByFile(scene.client, scene.project.id, fileId)).inviteProjectSuppliersByFile;
    expect(result).toEqual({
      invited: 2,
      rejected: [
        { row: 3, column: 'Email', reason: MESSAGES.email },
        { row: 4, column: 'Supplier Title', reason: MESSAGES.required },
        { row: 5, column: 'Supplier Title', reason: MESSAGES.maxLength(100) },
        { row: 7, column: 'Email', reason: INVITE_FILE_MESSAGES.repeated(2) },
        { row: 8, column: 'Email', reason: INVITE_MESSAGES.emailInvited },
        { row: 9, column: 'Email', reason: INVITE_MESSAGES.domainExists },
      ],
    });
    expect(await storedEmails(scene)).toEqual(
      [scene.address('old'), scene.address('one'), scene.address('two')].sort(),
    );
    expect(await storedSupplier(testApp, scene.project.id, { email: scene.address('one') })).toMatchObject({
      productName: 'Payroll One',
      participationStatus: 'DRAFT',
      invitationTokenHash: null,
    });
    expect(testApp.smtp.mailsTo(scene.address('one'))).toEqual([]);
  });

  it('invites at once past review, mailing each good row its registration link', async () => {
    const scene = await inviteScene(testApp, 'PUBLISHED');
    const fileId = await uploadRows(scene, [HEADER, ['Payroll Cloud', scene.address('bids')], ['', 'bad']]);
    const result = dataOf(await inviteByFile(scene.client, scene.project.id, fileId)).inviteProjectSuppliersByFile;
    expect(result.invited).toBe(1);
    expect(result.rejected.map((row) => row.row)).toEqual([3]);
    const mail = await testApp.smtp.waitForMail(scene.address('bids'), /invites you to the project/);
    expect(mail.text).toContain('Payroll Cloud');
    expect(mail.text).toContain('/register?token=');
    expect(await storedSupplier(testApp, scene.project.id, { email: scene.address('bids') })).toMatchObject({
      participationStatus: 'INVITED',
      invitedAt: expect.any(Date),
    });
  });

  it('invites nothing when no row is good, and says why for each', async () => {
    const scene = await inviteScene(testApp);
    const fileId = await uploadRows(scene, [HEADER, ['Only Bad', 'nope']]);
    expect(dataOf(await inviteByFile(scene.client, scene.project.id, fileId)).inviteProjectSuppliersByFile).toEqual({
      invited: 0,
      rejected: [{ row: 2, column: 'Email', reason: MESSAGES.email }],
    });
    expect(await storedEmails(scene)).toEqual([]);
  });

  it('refuses a file that is no XLSX, lacks the header, has no rows or too many, and changes nothing', async () => {
    const scene = await inviteScene(testApp);
    const text = await uploadedFileId(scene.client, Buffer.from('Supplier Title,Email\nA,a@b.example\n'), {
      filename: 'suppliers.xlsx',
      types: '',
    });
    expectBadInput(await inviteByFile(scene.client, scene.project.id, text), MESSAGES.spreadsheetOnly);
    const headless = await uploadRows(scene, [
      ['Name', 'Address'],
      ['A', scene.address('a')],
    ]);
    expectBadInput(await inviteByFile(scene.client, scene.project.id, headless), INVITE_FILE_MESSAGES.noHeader);
    const empty = await uploadRows(scene, [HEADER, [null, null]]);
    expectBadInput(await inviteByFile(scene.client, scene.project.id, empty), INVITE_FILE_MESSAGES.noRows);
    const many = Array.from({ length: INVITE_FILE_ROW_MAX + 1 }, (_, index) => [
      `S ${index}`,
      scene.address(`s${index}`),
    ]);
    const tooMany = await uploadRows(scene, [HEADER, ...many]);
    expectBadInput(await inviteByFile(scene.client, scene.project.id, tooMany), INVITE_FILE_MESSAGES.tooManyRows);
    expect(await storedEmails(scene)).toEqual([]);
  });

  it('reads only the caller’s own upload: a colleague’s or another company’s file is not found', async () => {
    const scene = await inviteScene(testApp);
    const rows = [HEADER, ['Payroll', scene.address('x')]];
    const colleague = await buildSignedInUser(testApp, {
      companyId: scene.company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    const other = await buildProjectManager(testApp);
    for (const owner of [colleague.client, other.client]) {
      const fileId = await uploadRows(scene, rows, owner);
      expectNotFound(await inviteByFile(scene.client, scene.project.id, fileId), 'File');
    }
    expectNotFound(await inviteByFile(scene.client, scene.project.id, 'not-an-id'), 'File');
    expect(await storedEmails(scene)).toEqual([]);
  });

  it('refuses a visitor, a user without MANAGE_PROJECT_STATE and another company’s project', async () => {
    const scene = await inviteScene(testApp);
    const fileId = await uploadRows(scene, [HEADER, ['Payroll', scene.address('x')]]);
    expectUnauthenticated(await inviteByFile(testApp.client(), scene.project.id, fileId));
    const reader = await buildSignedInUser(testApp, { companyId: scene.company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await inviteByFile(reader.client, scene.project.id, fileId));
    const other = await buildProjectManager(testApp);
    const theirs = await uploadRows(scene, [HEADER, ['Payroll', scene.address('y')]], other.client);
    expectNotFound(await inviteByFile(other.client, scene.project.id, theirs), 'Project');
    expect(await storedEmails(scene)).toEqual([]);
  });
});
