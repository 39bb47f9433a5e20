import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectTypes, supplierServiceTypes } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectType, buildServiceType } from './admin-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

/** The two reference lists share their rules; each case runs against both. */
const KINDS = [
  {
    kind: 'project types',
    what: 'Project type',
    list: 'projectServiceTypes',
    one: 'projectServiceType',
    create: 'createProjectServiceType',
    update: 'updateProjectServiceType',
    remove: 'deleteProjectServiceType',
    input: 'ProjectServiceTypeInput',
    fields: 'id label description createdAt',
    table: projectTypes,
    build: buildProjectType,
    sample: { label: '  Payroll  ', description: 'Payroll processing' },
    stored: { label: 'Payroll', description: 'Payroll processing' },
  },
  {
    kind: 'supplier service types',
    what: 'Supplier service type',
    list: 'supplierServiceTypes',
    one: 'supplierServiceType',
    create: 'createSupplierServiceType',
    update: 'updateSupplierServiceType',
    remove: 'deleteSupplierServiceType',
    input: 'SupplierServiceTypeInput',
    fields: 'id label createdAt',
    table: supplierServiceTypes,
    build: buildServiceType,
    sample: { label: '  HRIS  ' },
    stored: { label: 'HRIS' },
  },
] as const;

type Row = { id: string; label: string; description?: string; createdAt: string };

async function projectsManager() {
  const company = await buildCompany(db(), { kind: 'BROKER' });
  const built = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_ALL_PROJECTS'] });
  return { ...built, company };
}

describe.each(KINDS)('$kind', (kind) => {
  const LIST = `query List($pagination: PageInput) {
    ${kind.list}(pagination: $pagination) { total page pageSize results { ${kind.fields} } }
  }`;
  const ONE = `query One($id: ID!) { ${kind.one}(id: $id) { ${kind.fields} } }`;
  const CREATE = `mutation Create($input: ${kind.input}!) { ${kind.create}(input: $input) { ${kind.fields} } }`;
  const UPDATE = `mutation Update($id: ID!, $input: ${kind.input}!) {
    ${kind.update}(id: $id, input: $input) { ${kind.fields} }
  }`;
  const DELETE = `mutation Delete($id: ID!) { ${kind.remove}(id: $id) }`;
  const rowsOf = (companyId: string) => db().select().from(kind.table).where(eq(kind.table.companyId, companyId));
  type Page = Record<string, { total: number; results: Row[] }>;

  it('refuses a visitor and a user without MANAGE_ALL_PROJECTS, writing nothing', async () => {
    const company = await buildCompany(db());
    const row = await kind.build(db(), company.id);
    const { client } = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_CLIENTS'] });
    const visitor = testApp.client();
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id: row.id }],
      [CREATE, { input: kind.sample }],
      [UPDATE, { id: row.id, input: kind.sample }],
      [DELETE, { id: row.id }],
    ] as const) {
      expectUnauthenticated(await visitor.graphql(query, variables));
      expectForbidden(await client.graphql(query, variables));
    }
    expect(await rowsOf(company.id)).toEqual([row]);
  });

  it('lets a project manager read them for the project form, but not change them', async () => {
    const company = await buildCompany(db());
    const row = await kind.build(db(), company.id);
    const { client } = await buildSignedInUser(testApp, {
      companyId: company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    expect((await client.graphql(LIST, {})).errors).toBeUndefined();
    expect((await client.graphql(ONE, { id: row.id })).errors).toBeUndefined();
    for (const [query, variables] of [
      [CREATE, { input: kind.sample }],
      [UPDATE, { id: row.id, input: kind.sample }],
      [DELETE, { id: row.id }],
    ] as const) {
      expectForbidden(await client.graphql(query, variables));
    }
    expect(await rowsOf(company.id)).toEqual([row]);
  });

  it('lists the viewer company rows with keyword, sort and paging', async () => {
    const { client, company } = await projectsManager();
    const at = (day: number) => new Date(`2025-03-0${day}T00:00:00Z`);
    await kind.build(db(), company.id, { label: 'Beta', createdAt: at(1) });
    await kind.build(db(), company.id, { label: 'alpha', createdAt: at(2) });
    await kind.build(db(), company.id, { label: 'Gamma', createdAt: at(3) });
    await kind.build(db(), (await buildCompany(db())).id, { label: 'Foreign' });
    const labels = async (pagination: Record<string, unknown>) => {
      const result = await client.graphql<Page>(LIST, { pagination });
      expect(result.errors).toBeUndefined();
      return { total: result.data?.[kind.list]?.total, labels: result.data?.[kind.list]?.results.map((r) => r.label) };
    };
    expect(await labels({})).toEqual({ total: 3, labels: ['Gamma', 'alpha', 'Beta'] });
    expect(await labels({ sort: { field: 'createdAt', direction: 'ASC' } })).toEqual({
      total: 3,
      labels: ['Beta', 'alpha', 'Gamma'],
    });
    expect(await labels({ sort: { field: 'label', direction: 'DESC' }, pageSize: 2 })).toMatchObject({ total: 3 });
    expect(await labels({ keyword: 'ALPH' })).toEqual({ total: 1, labels: ['alpha'] });
    expect(await labels({ page: 2, pageSize: 2 })).toEqual({ total: 3, labels: ['Beta'] });
  });

  it('reads one row; another company row is not found', async () => {
    const { client, company } = await projectsManager();
    const own = await kind.build(db(), company.id, { label: 'Own' });
    const foreign = await kind.build(db(), (await buildCompany(db())).id);
    const result = await client.graphql<Record<string, Row>>(ONE, { id: own.id });
    expect(result.data?.[kind.one]).toMatchObject({ id: own.id, label: 'Own', createdAt: own.createdAt.toISOString() });
    expectNotFound(await client.graphql(ONE, { id: foreign.id }), kind.what);
    expectNotFound(await client.graphql(UPDATE, { id: foreign.id, input: kind.sample }), kind.what);
    expectNotFound(await client.graphql(DELETE, { id: foreign.id }), kind.what);
    expect(await rowsOf(foreign.companyId)).toEqual([foreign]);
  });

  it('creates, updates and deletes', async () => {
    const { client, company } = await projectsManager();
    const created = await client.graphql<Record<string, Row>>(CREATE, { input: kind.sample });
    expect(created.errors).toBeUndefined();
    const id = created.data?.[kind.create]?.id ?? '';
    expect(created.data?.[kind.create]).toMatchObject(kind.stored);
    expect(await rowsOf(company.id)).toMatchObject([{ id, ...kind.stored }]);

    const updated = await client.graphql<Record<string, Row>>(UPDATE, { id, input: { label: 'Renamed' } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.[kind.update]).toMatchObject({ id, label: 'Renamed' });

    expect((await client.graphql(DELETE, { id })).data).toEqual({ [kind.remove]: true });
    expect(await rowsOf(company.id)).toEqual([]);
  });

  it('refuses bad input with the exact messages and writes nothing', async () => {
    const { client, company } = await projectsManager();
    const row = await kind.build(db(), company.id, { label: 'Kept' });
    expectBadInput(await client.graphql(CREATE, { input: {} }), 'Required', { label: 'Required' });
    expectBadInput(await client.graphql(CREATE, { input: { label: '   ' } }), 'Required', { label: 'Required' });
    const long = 'Must be less than or equal to 300 characters';
    expectBadInput(await client.graphql(CREATE, { input: { label: 'x'.repeat(301) } }), long, { label: long });
    expectBadInput(await client.graphql(UPDATE, { id: row.id, input: { label: null } }), 'Required', {
      label: 'Required',
    });
    expect(await rowsOf(company.id)).toEqual([row]);
  });
});

describe('project type description', () => {
  it('is limited to 1000 characters', async () => {
    const { client, company } = await projectsManager();
    const message = 'Must be less than or equal to 1000 characters';
    const create = 'mutation C($input: ProjectServiceTypeInput!) { createProjectServiceType(input: $input) { id } }';
    expectBadInput(await client.graphql(create, { input: { label: 'Ok', description: 'd'.repeat(1001) } }), message, {
      description: message,
    });
    expect(await db().select().from(projectTypes).where(eq(projectTypes.companyId, company.id))).toEqual([]);
    const ok = await client.graphql(create, { input: { label: 'Ok', description: 'd'.repeat(1000) } });
    expect(ok.errors).toBeUndefined();
  });
});

describe('an administrator on the platform company', () => {
  it('reads the lists but may not add, edit or delete (spec 1 §2)', async () => {
    const platform = await buildCompany(db(), { kind: 'PLATFORM' });
    const { client } = await buildSignedInUser(testApp, {
      type: 'ADMIN',
      companyId: platform.id,
      privileges: ['MANAGE_ALL_PROJECTS', 'MANAGE_BROKERS'],
    });
    const type = await buildProjectType(db(), platform.id, { label: 'Platform Type' });
    const service = await buildServiceType(db(), platform.id, { label: 'Platform Service' });
    expect((await client.graphql('{ projectServiceTypes { total } supplierServiceTypes { total } }')).data).toEqual({
      projectServiceTypes: { total: 1 },
      supplierServiceTypes: { total: 1 },
    });
    for (const mutation of [
      'mutation { createProjectServiceType(input: { label: "New" }) { id } }',
      `mutation { updateProjectServiceType(id: "${type.id}", input: { label: "New" }) { id } }`,
      `mutation { deleteProjectServiceType(id: "${type.id}") }`,
      'mutation { createSupplierServiceType(input: { label: "New" }) { id } }',
      `mutation { updateSupplierServiceType(id: "${service.id}", input: { label: "New" }) { id } }`,
      `mutation { deleteSupplierServiceType(id: "${service.id}") }`,
    ]) {
      expectForbidden(await client.graphql(mutation));
    }
    expect(await db().select().from(projectTypes).where(eq(projectTypes.companyId, platform.id))).toEqual([type]);
    expect(
      await db().select().from(supplierServiceTypes).where(eq(supplierServiceTypes.companyId, platform.id)),
    ).toEqual([service]);
  });
});
