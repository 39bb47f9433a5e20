import type { ClientTableData } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, projects } from '../../src/db/schema/index.js';
import { insertProjectSupplier } from '../suppliers/suppliers-support.js';
import { buildSignedInUser, expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';
import { buildClientMember, buildDiscovery, createTable, OPS } from './client-tables-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** One client-response file cell (one file). */
const FILE_TABLE: ClientTableData = {
  columns: [{ id: 'doc', title: 'Plan document', meta: { clientResponse: true } }],
  rows: [
    { id: 'r1', cells: { doc: { value: { type: 'file', content: { files: [] } }, options: { multiple: false } } } },
  ],
};
const withFile = (id: string): ClientTableData => ({
  ...FILE_TABLE,
  rows: [
    {
      id: 'r1',
      cells: {
        doc: {
          value: { type: 'file', content: { files: [{ id, filename: 'plan.txt' }] } },
          options: { multiple: false },
        },
      },
    },
  ],
});

describe('file cells', () => {
  it('take the member’s own uploads, which the broker then opens; nobody else’s files', async () => {
    const broker = await buildDiscovery(testApp);
    const table = await createTable(broker.client, broker.project.id, { data: FILE_TABLE });
    const member = await buildClientMember(testApp, broker.project.id);
    const stranger = await buildSignedInUser(testApp);
    const [theirs] = (
      await upload(stranger.client, [{ name: 'file0', content: Buffer.from('secret'), filename: 'x.txt' }])
    ).body;
    const [mine] = (
      await upload(member.client, [{ name: 'file0', content: Buffer.from('plan'), filename: 'plan.txt' }])
    ).body;
    const fill = (id: string) =>
      member.client.graphql(OPS.fill, { projectId: broker.project.id, id: table.id, version: 1, data: withFile(id) });
    expectBadInput(await fill(theirs?.id ?? ''), 'The table data is not valid');
    expect((await fill(mine?.id ?? '')).errors).toBeUndefined();
    expect((await broker.client.download(`/api/file/${mine?.id}`)).status).toBe(200);
    expect((await stranger.client.download(`/api/file/${mine?.id}`)).status).toBe(404);
  });

  it('open to the project’s invited supplier only in tables shown to vendors', async () => {
    const broker = await buildDiscovery(testApp);
    await db().update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.id, broker.project.id));
    const uploaded = async (filename: string) =>
      (await upload(broker.client, [{ name: 'file0', content: Buffer.from(filename), filename }])).body[0]?.id ?? '';
    const [shownFile, hiddenFile] = [await uploaded('shown.txt'), await uploaded('hidden.txt')];
    const visibleToVendor = true;
    await createTable(broker.client, broker.project.id, { name: 'Shown', visibleToVendor, data: withFile(shownFile) });
    await createTable(broker.client, broker.project.id, { name: 'Hidden', data: withFile(hiddenFile) });
    const participation = await insertProjectSupplier(db(), broker.project.id, 'INVITED');
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.id, participation.productId ?? ''));
    const supplier = await buildSignedInUser(testApp, {
      companyId: product?.companyId,
      type: 'SUPPLIER',
      roleId: null,
    });
    expect((await supplier.client.download(`/api/file/${shownFile}`)).status).toBe(200);
    expect((await supplier.client.download(`/api/file/${hiddenFile}`)).status).toBe(404);
    const stranger = await buildSignedInUser(testApp, { type: 'SUPPLIER', roleId: null });
    expect((await stranger.client.download(`/api/file/${shownFile}`)).status).toBe(404);
  });
});
