import { CLIENT_TABLE_MESSAGES as M, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.js';
import { LIST, ONE } from '../projects/projects-support.js';
import { insertProjectSupplier } from '../suppliers/suppliers-support.js';
import { firstError } from '../support/graphql-results.js';
import { buildSignedInUser, expectBadInput, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildClientMember,
  buildDiscovery,
  createTable,
  OPS,
  type TableShape,
  withAnswer,
} from './client-tables-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** A broker's project with one table and a signed-in client member of it. */
async function memberOfTable() {
  const broker = await buildDiscovery(testApp);
  const table = await createTable(broker.client, broker.project.id, { name: 'Census' });
  const member = await buildClientMember(testApp, broker.project.id);
  const fill = (data: unknown, version = table.version) =>
    member.client.graphql<{ fillClientTable: TableShape }>(OPS.fill, {
      projectId: broker.project.id,
      id: table.id,
      version,
      data,
    });
  return { broker, table, member, fill };
}

describe('the client data page (spec 2 §2 /client-projects/{id})', () => {
  it('shows the project, its brokerage firm and tables to its client member', async () => {
    const { broker, member, table } = await memberOfTable();
    const result = await member.client.graphql<{ clientProject: Record<string, unknown> }>(OPS.clientProject, {
      id: broker.project.id,
    });
    expect(result.data?.clientProject).toMatchObject({
      id: broker.project.id,
      brokerageFirm: broker.company.name,
      locked: false,
      editProblem: null,
      clientTables: [{ id: table.id }],
    });
    expectUnauthenticated(await testApp.client().graphql(OPS.clientProject, { id: broker.project.id }));
  });

  it('is not found for another project’s member, and the member sees nothing else of the broker', async () => {
    const { broker, member } = await memberOfTable();
    const other = await buildDiscovery(testApp);
    const otherTable = await createTable(broker.client, broker.project.id, { name: 'Other' });
    expectNotFound(await member.client.graphql(OPS.clientProject, { id: other.project.id }), 'Project');
    const foreignFill = await member.client.graphql(OPS.fill, {
      projectId: other.project.id,
      id: otherTable.id,
      version: 1,
      data: otherTable.data,
    });
    expectNotFound(foreignFill, 'Project');
    // The buy-side project itself, and the broker's tables view, stay closed to the client member.
    expectNotFound(await member.client.graphql(ONE, { id: broker.project.id }), 'Project');
    expect(
      firstError(await member.client.graphql(OPS.discovery, { projectId: broker.project.id }))?.extensions?.code,
    ).toBe('FORBIDDEN');
    const list = await member.client.graphql<{ projects: { results: Array<{ id: string }> } }>(LIST, {
      pagination: { page: 1, pageSize: 10 },
    });
    expect(list.data?.projects.results.map((project) => project.id)).toEqual([broker.project.id]);
    // The buy side's clients and templates are not the client company's either.
    const clients = await member.client.graphql('{ clients { total } }');
    expect(firstError(clients)?.extensions?.code).toBe('FORBIDDEN');
    const templates = await member.client.graphql('{ projectTemplates { total } }');
    expect(firstError(templates)?.extensions?.code).toBe('FORBIDDEN');
    // A broker asking for the client role sees only projects they are a member of: none.
    const asClient = await broker.client.graphql<{ projects: { total: number } }>(LIST, { filter: { role: 'CLIENT' } });
    expect(asClient.data?.projects.total).toBe(0);
  });

  it('lists the client’s projects with the client role', async () => {
    const { broker, member } = await memberOfTable();
    const result = await member.client.graphql<{ projects: { results: Array<{ role: string }> } }>(
      'query { projects { results { id role status } } }',
    );
    expect(result.data?.projects.results).toEqual([{ id: broker.project.id, role: 'CLIENT', status: 'IN_REVIEW' }]);
  });
});

describe('filling client tables (spec 2 §4)', () => {
  it('saves client-response cells and refuses any other change', async () => {
    const { table, fill } = await memberOfTable();
    const saved = await fill(withAnswer(table.data, '1,200'));
    expect(saved.data?.fillClientTable).toMatchObject({ version: 2, data: withAnswer(table.data, '1,200') });
    const question = structuredClone(saved.data?.fillClientTable.data ?? table.data);
    const firstCell = question.rows[0]?.cells.q;
    if (firstCell?.value.type === 'text') firstCell.value.content = 'Changed';
    expectBadInput(await fill(question, 2), "The column 'Question' is not a client response column");
    const renamed = { ...table.data, columns: table.data.columns.map((column) => ({ ...column, title: 'X' })) };
    expectBadInput(await fill(renamed, 2), M.designChanged);
    expectBadInput(
      await fill(withAnswer(table.data, 'x'.repeat(21)), 2),
      'Must be less than or equal to 20 characters',
    );
  });

  it('tells the later of two saves over one version of the conflict and writes nothing of it', async () => {
    const { table, fill, member, broker } = await memberOfTable();
    expect((await fill(withAnswer(table.data, 'first'))).errors).toBeUndefined();
    const later = await fill(withAnswer(table.data, 'second'));
    expect(firstError(later)).toMatchObject({
      message: MESSAGES.staleVersion('table'),
      extensions: { code: 'CONFLICT' },
    });
    const now = await member.client.graphql<{ clientProject: { clientTables: TableShape[] } }>(OPS.clientProject, {
      id: broker.project.id,
    });
    expect(now.data?.clientProject.clientTables[0]?.data).toEqual(withAnswer(table.data, 'first'));
  });

  it('refuses changes once locked by the broker, and after the deadline', async () => {
    const { broker, table, fill } = await memberOfTable();
    await broker.client.graphql(OPS.lock, { projectId: broker.project.id, status: 'SUBMITTED' });
    expectBadInput(await fill(withAnswer(table.data, 'late')), M.locked);
    await broker.client.graphql(OPS.lock, { projectId: broker.project.id, status: 'DRAFT' });
    const yesterday = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db().update(projects).set({ clientTablesDeadline: yesterday }).where(eq(projects.id, broker.project.id));
    expectBadInput(await fill(withAnswer(table.data, 'late')), M.deadlinePassed);
  });

  it('submitting locks the tables for good', async () => {
    const { broker, table, fill, member } = await memberOfTable();
    const submitted = await member.client.graphql(OPS.submit, { projectId: broker.project.id });
    expect(submitted.data).toEqual({
      submitClientTableData: { id: broker.project.id, locked: true, clientTablesStatus: 'SUBMITTED' },
    });
    expectBadInput(await fill(withAnswer(table.data, 'after')), M.locked);
    expectBadInput(await member.client.graphql(OPS.submit, { projectId: broker.project.id }), M.alreadySubmitted);
  });
});

describe('tables visible to vendor (spec 2 §4)', () => {
  it('appear read-only to the project’s invited supplier, never the others', async () => {
    const broker = await buildDiscovery(testApp);
    await db().update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.id, broker.project.id));
    const shown = await createTable(broker.client, broker.project.id, { name: 'Shown', visibleToVendor: true });
    await createTable(broker.client, broker.project.id, { name: 'Hidden' });
    const participation = await insertProjectSupplier(db(), broker.project.id, 'INVITED');
    const { products } = await import('../../src/db/schema/index.js');
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.id, participation.productId ?? ''));
    const supplier = await buildSignedInUser(testApp, {
      companyId: product?.companyId,
      type: 'SUPPLIER',
      roleId: null,
    });
    const tables = await supplier.client.graphql<{ vendorClientTables: Array<{ id: string }> }>(OPS.vendorTables, {
      projectId: broker.project.id,
    });
    expect(tables.data?.vendorClientTables.map((table) => table.id)).toEqual([shown.id]);
    const stranger = await buildSignedInUser(testApp, { type: 'SUPPLIER' });
    expectNotFound(await stranger.client.graphql(OPS.vendorTables, { projectId: broker.project.id }), 'Project');
  });
});
