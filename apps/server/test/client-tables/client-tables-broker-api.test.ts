import { CLIENT_TABLE_MESSAGES as M, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.js';
import { firstError } from '../support/graphql-results.js';
import { expectBadInput, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildDiscovery,
  createTable,
  insertProject,
  OPS,
  sampleTableData,
  type TableShape,
  withAnswer,
} from './client-tables-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

describe('client discovery: who may open and change it (spec 2 §2)', () => {
  it('is the project’s company’s, with enableClientTables and MANAGE_PROJECT_STATE, on RFP or RFI only', async () => {
    const { client, project } = await buildDiscovery(testApp);
    const result = await client.graphql<{ clientDiscovery: { id: string; clientTables: unknown[] } }>(OPS.discovery, {
      projectId: project.id,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.clientDiscovery).toMatchObject({
      id: project.id,
      clientTables: [],
      clientTablesStatus: 'DRAFT',
    });

    expectUnauthenticated(await testApp.client().graphql(OPS.discovery, { projectId: project.id }));
    const withoutPrivilege = await buildDiscovery(testApp, { privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await withoutPrivilege.client.graphql(OPS.discovery, { projectId: withoutPrivilege.project.id }));
    const settingOff = await buildDiscovery(testApp, { enableClientTables: false });
    expectForbidden(await settingOff.client.graphql(OPS.discovery, { projectId: settingOff.project.id }));
    const panel = await buildDiscovery(testApp, { type: 'PANEL' });
    expectBadInput(await panel.client.graphql(OPS.discovery, { projectId: panel.project.id }), M.wrongProjectType);
    // Another company's project answers as not found, to reads and writes alike.
    expectNotFound(await client.graphql(OPS.discovery, { projectId: settingOff.project.id }), 'Project');
    const create = {
      projectId: settingOff.project.id,
      input: { name: 'X', visibleToVendor: false, data: sampleTableData() },
    };
    expectNotFound(await client.graphql(OPS.create, create), 'Project');
  });

  it('refuses every mutation signed out and without the privilege', async () => {
    const { project } = await buildDiscovery(testApp);
    const other = await buildDiscovery(testApp, { privileges: ['VIEW_DASHBOARD'] });
    const calls: Array<[string, Record<string, unknown>]> = [
      [OPS.create, { projectId: project.id, input: { name: 'X', visibleToVendor: false, data: sampleTableData() } }],
      [OPS.remove, { projectId: project.id, id: project.id }],
      [OPS.lock, { projectId: project.id, status: 'SUBMITTED' }],
      [OPS.members, { projectId: project.id, members: [] }],
      [OPS.copy, { projectId: project.id }],
    ];
    for (const [query, variables] of calls) {
      expectUnauthenticated(await testApp.client().graphql(query, variables));
      expectForbidden(await other.client.graphql(query, variables));
    }
  });
});

describe('client tables: create, edit, copy, delete (spec 2 §5, §7)', () => {
  it('creates a table, trimming its title, and lists it', async () => {
    const { client, project } = await buildDiscovery(testApp);
    const table = await createTable(client, project.id, { name: '  Census  ', visibleToVendor: true });
    expect(table).toMatchObject({ name: 'Census', visibleToVendor: true, version: 1, data: sampleTableData() });
    const listed = await client.graphql<{ clientDiscovery: { clientTables: TableShape[] } }>(OPS.discovery, {
      projectId: project.id,
    });
    expect(listed.data?.clientDiscovery.clientTables.map((each) => each.id)).toEqual([table.id]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty title', { name: '   ' }, 'Required'],
    ['a title over 50', { name: 't'.repeat(51) }, 'Must be less than or equal to 50 characters'],
    ['malformed data', { data: { columns: 'none' } }, M.malformed],
    ['no column', { data: { columns: [], rows: [] } }, M.onlyColumn],
    ['a duplicate list option', { data: duplicateOption() }, "The option 'aetna' is already added"],
    ['a max length of 6 digits', { data: maxLength(100000) }, M.maxLengthOption],
    [
      'text over the max length',
      { data: withAnswer(sampleTableData(), 'x'.repeat(21)) },
      'Must be less than or equal to 20 characters',
    ],
  ])('refuses %s with the spec’s message', async (_case, input, message) => {
    const { client, project } = await buildDiscovery(testApp);
    const result = await client.graphql(OPS.create, {
      projectId: project.id,
      input: { name: 'Census', visibleToVendor: false, data: sampleTableData(), ...input },
    });
    expectBadInput(result, message);
  });

  it('updates at the version read; the later of two edits is told of the conflict', async () => {
    const { client, project } = await buildDiscovery(testApp);
    const table = await createTable(client, project.id);
    const edit = (name: string) =>
      client.graphql<{ updateClientTable: TableShape }>(OPS.update, {
        projectId: project.id,
        id: table.id,
        version: table.version,
        input: { name, visibleToVendor: false, data: table.data },
      });
    const first = await edit('First');
    expect(first.data?.updateClientTable).toMatchObject({ name: 'First', version: 2 });
    const second = await edit('Second');
    expect(firstError(second)).toMatchObject({
      message: MESSAGES.staleVersion('table'),
      extensions: { code: 'CONFLICT' },
    });
  });

  it('copies a table of another of the tenant’s projects; project and table are required', async () => {
    const { client, project, company, user } = await buildDiscovery(testApp);
    const source = await insertProject(db(), company.id, user.id, { name: 'Earlier RFP' });
    const original = await createTable(client, source.id, { name: 'Claims history' });
    const sources = await client.graphql<{ clientTableCopySources: Array<{ id: string; tables: unknown[] }> }>(
      OPS.copySources,
      { projectId: project.id },
    );
    expect(sources.data?.clientTableCopySources).toEqual([
      { id: source.id, name: 'Earlier RFP', tables: [{ id: original.id, name: 'Claims history' }] },
    ]);
    expectBadInput(await client.graphql(OPS.copy, { projectId: project.id }), M.copySourceRequired, {
      sourceProjectId: 'Required',
      sourceTableId: 'Required',
    });
    const copied = await client.graphql<{ copyClientTable: TableShape }>(OPS.copy, {
      projectId: project.id,
      sourceProjectId: source.id,
      sourceTableId: original.id,
    });
    expect(copied.data?.copyClientTable).toMatchObject({ name: 'Claims history', data: original.data });
    expect(copied.data?.copyClientTable.id).not.toBe(original.id);
    // Another company's table cannot be copied.
    const stranger = await buildDiscovery(testApp);
    const theirs = await createTable(stranger.client, stranger.project.id);
    const refused = await client.graphql(OPS.copy, {
      projectId: project.id,
      sourceProjectId: stranger.project.id,
      sourceTableId: theirs.id,
    });
    expectNotFound(refused, 'Client table');
  });

  it('deletes a table; another project’s table is not found', async () => {
    const { client, project, company, user } = await buildDiscovery(testApp);
    const table = await createTable(client, project.id);
    const elsewhere = await insertProject(db(), company.id, user.id);
    expectNotFound(await client.graphql(OPS.remove, { projectId: elsewhere.id, id: table.id }), 'Client table');
    expect((await client.graphql(OPS.remove, { projectId: project.id, id: table.id })).data).toEqual({
      deleteClientTable: true,
    });
  });
});

describe('locking (spec 2 §4)', () => {
  it('toggles DRAFT and SUBMITTED; locked tables cannot be changed; a COMPLETED project is locked', async () => {
    const { client, project } = await buildDiscovery(testApp);
    const table = await createTable(client, project.id);
    const lock = (status: string) => client.graphql(OPS.lock, { projectId: project.id, status });
    expect((await lock('SUBMITTED')).data).toEqual({
      setClientTablesLockStatus: { id: project.id, clientTablesStatus: 'SUBMITTED' },
    });
    expectBadInput(await client.graphql(OPS.remove, { projectId: project.id, id: table.id }), M.locked);
    await lock('DRAFT');
    await db().update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, project.id));
    expectBadInput(
      await client.graphql(OPS.create, {
        projectId: project.id,
        input: { name: 'X', visibleToVendor: false, data: sampleTableData() },
      }),
      M.locked,
    );
  });
});

function duplicateOption() {
  const data = sampleTableData();
  const cell = data.rows[1]?.cells.a;
  if (cell && 'options' in cell.options) cell.options.options = ['Aetna', 'aetna'];
  return data;
}

function maxLength(value: number) {
  const data = sampleTableData();
  const cell = data.rows[0]?.cells.a;
  if (cell && 'maxLength' in cell.options) cell.options.maxLength = value;
  return data;
}
