import { readdir } from 'node:fs/promises';
import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.js';
import type { FileRecord } from '../../src/modules/files/index.js';
import { buildUser } from '../support/factories.js';
import type { HttpClient, HttpResult } from '../support/http-client.js';
import { signedInClient } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { multipart, upload } from '../support/upload.js';
import { zipOf } from '../support/zip.js';

const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_LIMIT = 70 * 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('Shortlist notes: ✓ naïve café\n');
const WORD_DOCUMENT = zipOf({
  '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});

let testApp: TestApp;
let client: HttpClient;
let companyId: string;
let spreadsheet: Buffer;
beforeAll(async () => {
  testApp = await startTestApp();
  const { user } = await buildUser(testApp.running.app.db);
  companyId = user.companyId;
  client = await signedInClient(testApp, user.email);
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Budget').addRows([
    ['Item', 'Cost'],
    ['Licences', 1200],
  ]);
  spreadsheet = Buffer.from(await workbook.xlsx.writeBuffer());
});
afterAll(() => testApp.close());

/** What an upload leaves behind: rows in the files table and files in the data directory. */
async function stored() {
  const [row] = await testApp.running.app.db.select({ total: count() }).from(files);
  const entries = await readdir(testApp.running.app.config.dataDir, { recursive: true, withFileTypes: true });
  return { rows: row?.total, filesOnDisk: entries.filter((entry) => entry.isFile()).length };
}

/** Runs the upload and checks it was refused with the status and message, leaving nothing behind. */
async function expectRefusedUpload(send: () => Promise<HttpResult<unknown>>, status: number, message: string | RegExp) {
  const before = await stored();
  const result = await send();
  expect(result.status).toBe(status);
  expect((result.body as { message: string }).message).toMatch(message);
  expect(await stored()).toEqual(before);
}

async function expectDownload(as: HttpClient, record: FileRecord, content: Buffer) {
  const download = await as.download(record.url);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe(record.mimetype);
  expect(download.body.equals(content)).toBe(true);
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('uploading files', () => {
  it('refuses a visitor', async () => {
    await expectRefusedUpload(
      () => upload(testApp.client(), [{ name: 'file0', content: TEXT, filename: 'notes.txt' }]),
      401,
      'You must be signed in',
    );
  });

  it('stores one part and answers its record', async () => {
    const result = await upload(client, [{ name: 'file0', content: TEXT, filename: 'notes.txt', type: 'text/plain' }]);
    expect(result.status).toBe(200);
    const [record] = result.body;
    expect(result.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        filename: 'notes.txt',
        url: `/api/file/${record?.id}`,
        mimetype: 'text/plain; charset=utf-8',
        size: TEXT.length,
        description: '',
      },
    ]);
    if (record) await expectDownload(client, record, TEXT);
  });

  it('stores several parts, one record each, readable byte for byte by a colleague', async () => {
    const parts = [
      { name: 'file0', content: PNG, filename: 'logo.png', type: 'application/octet-stream' },
      { name: 'file1', content: PDF, filename: 'terms.pdf', type: 'application/pdf' },
    ];
    const result = await upload(client, parts, { description: 'Brand kit' });
    expect(result.status).toBe(200);
    expect(
      result.body.map(({ filename, mimetype, size, description }) => ({ filename, mimetype, size, description })),
    ).toEqual([
      { filename: 'logo.png', mimetype: 'image/png', size: PNG.length, description: 'Brand kit' },
      { filename: 'terms.pdf', mimetype: 'application/pdf', size: PDF.length, description: 'Brand kit' },
    ]);
    const { user: colleague } = await buildUser(testApp.running.app.db, { companyId });
    const colleagueClient = await signedInClient(testApp, colleague.email);
    for (const [index, record] of result.body.entries())
      await expectDownload(colleagueClient, record, parts[index]?.content ?? Buffer.alloc(0));
  });

  it('refuses a part not named file<N> and stores nothing', async () => {
    await expectRefusedUpload(
      () => upload(client, [{ name: 'attachment', content: TEXT, filename: 'notes.txt' }]),
      400,
      /file0/,
    );
  });

  it('refuses a form without any file', async () => {
    const result = await client.upload<{ fields: Record<string, string> }>(
      '/api/file/upload',
      multipart([], 'Only words'),
    );
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ file0: MESSAGES.required });
  });
});

describe('reading files', () => {
  let record: FileRecord;
  beforeAll(async () => {
    const [first] = (await upload(client, [{ name: 'file0', content: PDF, filename: 'private.pdf' }])).body;
    if (!first) throw new Error('upload failed');
    record = first;
  });

  it('hides a file from another company, as if it did not exist', async () => {
    const { user: outsider } = await buildUser(testApp.running.app.db);
    const result = await (await signedInClient(testApp, outsider.email)).download(record.url);
    expect(result.status).toBe(404);
    expect(result.body.includes('%PDF')).toBe(false);
  });

  it.each([
    ['a visitor', () => testApp.client(), () => record.url],
    ['an invalid id', () => client, () => '/api/file/not-a-file-id'],
    ['an unknown id', () => client, () => '/api/file/00000000-0000-4000-8000-000000000000'],
  ])('answers 404 to %s', async (_case, reader, url) => {
    const result = await reader().get(url());
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: ERROR_CODES.notFound });
  });
});

describe('spreadsheet-only uploads', () => {
  it('accepts a real .xlsx, whatever type the browser claimed', async () => {
    const result = await upload(
      client,
      [{ name: 'file0', content: spreadsheet, filename: 'budget.xlsx', type: 'application/octet-stream' }],
      { query: '?types=xlsx' },
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      expect.objectContaining({ filename: 'budget.xlsx', mimetype: SPREADSHEET_TYPE, size: spreadsheet.length }),
    ]);
    const [record] = result.body;
    if (record) await expectDownload(client, record, spreadsheet);
  });

  it.each([
    ['a PDF', PDF],
    ['a text file', TEXT],
    ['a Word document (also a ZIP)', WORD_DOCUMENT],
  ])('refuses %s renamed .xlsx and stores nothing', async (_case, content) => {
    const part = { name: 'file0', content, filename: 'budget.xlsx', type: SPREADSHEET_TYPE };
    await expectRefusedUpload(
      () => upload(client, [part], { query: '?types=xlsx' }),
      400,
      exactly(MESSAGES.spreadsheetOnly),
    );
  });

  it('refuses the whole upload when one of its parts is refused, keeping none of it', async () => {
    const parts = [
      { name: 'file0', content: spreadsheet, filename: 'budget.xlsx' },
      { name: 'file1', content: PDF, filename: 'budget-2.xlsx' },
    ];
    await expectRefusedUpload(
      () => upload(client, parts, { query: '?types=xlsx' }),
      400,
      exactly(MESSAGES.spreadsheetOnly),
    );
  });
});

describe('upload size limit', () => {
  const oversized = Buffer.alloc(UPLOAD_LIMIT + 1, 0x61);

  it('refuses a file over 70 MB and stores nothing', async () => {
    const part = { name: 'file0', content: oversized, filename: 'huge.txt', type: 'text/plain' };
    await expectRefusedUpload(() => upload(client, [part]), 413, exactly(MESSAGES.fileSizeLimit));
  });

  it('accepts a file of exactly 70 MB', async () => {
    const result = await upload(client, [
      { name: 'file0', content: oversized.subarray(0, UPLOAD_LIMIT), filename: 'big.txt', type: 'text/plain' },
    ]);
    expect(result.status).toBe(200);
    expect(result.body[0]?.size).toBe(UPLOAD_LIMIT);
  });
});
