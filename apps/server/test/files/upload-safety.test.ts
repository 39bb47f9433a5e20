import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.js';
import { buildSignedInUser } from '../support/sessions.js';
import { type TestApp, useTestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

const rowsOf = async (testApp: TestApp) =>
  (await testApp.running.app.db.select({ total: count() }).from(files))[0]?.total;

describe('what an uploaded file is served as', () => {
  const testApp = useTestApp();

  it.each([
    ['a page of HTML', '<html><script>alert(document.cookie)</script></html>', 'text/html'],
    ['a script', 'fetch("/api/graphql")', 'application/javascript'],
    [
      'an SVG image with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    ],
  ])(
    'stores %s as plain text, whatever the browser declared, and serves it as a download',
    async (_what, content, declared) => {
      const { client } = await buildSignedInUser(testApp);
      const result = await upload(client, [
        { name: 'file0', content: Buffer.from(content), filename: 'page', type: declared },
      ]);
      const [record] = result.body;
      expect(record?.mimetype).toBe('text/plain; charset=utf-8');
      const download = await client.download(record?.url ?? '');
      expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    },
  );

  it('stores content it does not recognise as application/octet-stream, served as a download', async () => {
    const { client } = await buildSignedInUser(testApp);
    const binary = Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x13, 0x37, 0x00, 0x42]);
    const result = await upload(client, [{ name: 'file0', content: binary, filename: 'a.png', type: 'image/png' }]);
    expect(result.body[0]?.mimetype).toBe('application/octet-stream');
    const download = await client.download(result.body[0]?.url ?? '');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses a NUL character in a file name or a field with a 400, storing nothing', async () => {
    const { client } = await buildSignedInUser(testApp);
    const before = await rowsOf(testApp);
    const badName = await upload(client, [
      { name: 'file0', content: Buffer.from('notes'), filename: 'no\u0000tes.txt' },
    ]);
    expect(badName.status).toBe(400);
    expect(badName.body).toMatchObject({ message: MESSAGES.nulCharacter });
    const badField = await upload(client, [{ name: 'file0', content: Buffer.from('notes'), filename: 'notes.txt' }], {
      description: 'brief\u0000',
    });
    expect(badField.status).toBe(400);
    expect(await rowsOf(testApp)).toBe(before);
  });
});

describe('upload limits', () => {
  const testApp = useTestApp({ uploads: { companyQuotaBytes: 1024 * 1024, perUserPerHour: 3 } });
  const kilobytes = (n: number) => Buffer.from('x'.repeat(n * 1024));

  it("stops a company's uploads at its storage quota, counting every user of the company", async () => {
    const first = await buildSignedInUser(testApp);
    const colleague = await buildSignedInUser(testApp, { companyId: first.user.companyId });
    expect((await upload(first.client, [{ name: 'file0', content: kilobytes(700), filename: 'a.txt' }])).status).toBe(
      200,
    );
    const before = await rowsOf(testApp);
    const over = await upload(colleague.client, [{ name: 'file0', content: kilobytes(400), filename: 'b.txt' }]);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED', message: MESSAGES.storageQuota(1) });
    expect(await rowsOf(testApp)).toBe(before);
    const otherCompany = await buildSignedInUser(testApp);
    expect(
      (await upload(otherCompany.client, [{ name: 'file0', content: kilobytes(400), filename: 'c.txt' }])).status,
    ).toBe(200);
  });

  it('lets one user upload a limited number of files an hour', async () => {
    const { client } = await buildSignedInUser(testApp);
    const note = { name: 'file0', content: Buffer.from('note'), filename: 'note.txt' };
    for (let index = 0; index < 3; index += 1) expect((await upload(client, [note])).status).toBe(200);
    const fourth = await upload(client, [note]);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: ERROR_CODES.tooManyRequests, message: MESSAGES.tooManyUploads });
    const colleague = await buildSignedInUser(testApp);
    expect((await upload(colleague.client, [note])).status).toBe(200);
  });
});
