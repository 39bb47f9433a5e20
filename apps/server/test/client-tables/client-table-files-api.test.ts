import type { ClientTableData } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { upload } from '../files/upload-support.js';
import { MANY_SIGN_INS } from '../questions/questions-support.js';
import { buildSignedInUser, expectBadInput } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildClientMember, buildDiscovery, createTable, OPS } from './client-tables-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

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
});
