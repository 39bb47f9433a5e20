import { describe, expect, it } from 'vitest';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  insertServiceTypes,
  insertVendor,
  SUPPLIER_OPERATIONS as OPS,
  type ProjectProductShape,
  projectProductsOf,
} from './suppliers-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

/** A project manager's new DRAFT project in the given status, with two vendors' products in the directory. */
async function supplierScene(status: 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED' | 'AWAITING' | 'SCORING' = 'IN_REVIEW') {
  const manager = await buildProjectManager(testApp);
  const project = await createProject(manager.client, projectInput(manager.user.id));
  await setProjectStatus(db(), project.id, status);
  const [hris, payroll] = await insertServiceTypes(db(), manager.company.id, ['HRIS', 'Payroll']);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const acme = await insertVendor(db(), {
    name: `Acme ${tag}`,
    industry: 'HR Software',
    products: [
      { name: `Zeta People ${tag}`, serviceTypeIds: [hris?.id ?? ''] },
      { name: `Alpha Pay ${tag}`, serviceTypeIds: [payroll?.id ?? ''] },
    ],
  });
  const globex = await insertVendor(db(), {
    name: `Globex ${tag}`,
    industry: 'Benefits',
    products: [{ name: `Mid Benefits ${tag}`, serviceTypeIds: [hris?.id ?? '', payroll?.id ?? ''] }],
  });
  const [zeta, alpha] = acme.products;
  const [mid] = globex.products;
  if (!zeta || !alpha || !mid || !hris || !payroll) throw new Error('scene not built');
  return { ...manager, project, tag, hris, payroll, zeta, alpha, mid, acme, globex };
}
type Scene = Awaited<ReturnType<typeof supplierScene>>;

const directory = async (client: HttpClient, projectId: string, filter: Record<string, unknown>) =>
  dataOf(
    await client.graphql<{ vendorDirectory: Array<{ id: string; name: string; isAdded: boolean; industry: string }> }>(
      OPS.directory,
      { projectId, filter },
    ),
  ).vendorDirectory;

const list = async (client: HttpClient, projectId: string, filter: Record<string, unknown> = {}) =>
  dataOf(await client.graphql<{ projectProducts: ProjectProductShape[] }>(OPS.list, { projectId, filter }))
    .projectProducts;

const add = (scene: Scene, products: Array<{ id: string; purpose?: string }>, client = scene.client) =>
  client.graphql(OPS.add, { projectId: scene.project.id, products });

describe('vendor directory (the supplier search card)', () => {
  it('finds products by product or vendor name, service type and industry, sorted by name, marking added ones', async () => {
    const scene = await supplierScene();
    const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name.replace(` ${scene.tag}`, ''));
    const search = (filter: Record<string, unknown>) =>
      directory(scene.client, scene.project.id, { keyword: scene.tag, ...filter });
    expect(names(await search({}))).toEqual(['Alpha Pay', 'Mid Benefits', 'Zeta People']);
    expect(names(await search({ keyword: `acme ${scene.tag}` }))).toEqual(['Alpha Pay', 'Zeta People']);
    expect(names(await search({ keyword: `zeta people ${scene.tag}` }))).toEqual(['Zeta People']);
    expect(names(await search({ serviceTypeIds: [scene.hris.id] }))).toEqual(['Mid Benefits', 'Zeta People']);
    expect(names(await search({ serviceTypeIds: [scene.payroll.id], industry: 'benefits' }))).toEqual(['Mid Benefits']);
    const [mid] = await search({ keyword: `Mid Benefits ${scene.tag}` });
    expect(mid).toMatchObject({ industry: 'Benefits', isAdded: false });

    dataOf(await add(scene, [{ id: scene.mid.id }]));
    expect((await search({})).map((row) => row.isAdded)).toEqual([false, true, false]);
    const industries = dataOf(await scene.client.graphql<{ vendorIndustries: string[] }>(OPS.industries));
    expect(industries.vendorIndustries).toEqual(expect.arrayContaining(['Benefits', 'HR Software']));
  });

  it('shows only the viewer’s own service type labels on a product', async () => {
    const scene = await supplierScene();
    const other = await buildProjectManager(testApp);
    const [foreign] = await insertServiceTypes(db(), other.company.id, ['Foreign']);
    const vendor = await insertVendor(db(), {
      products: [{ name: `Shared ${scene.tag}`, serviceTypeIds: [scene.hris.id, foreign?.id ?? ''] }],
    });
    const result = await scene.client.graphql<{ vendorDirectory: Array<{ serviceTypes: Array<{ label: string }> }> }>(
      OPS.directory,
      { projectId: scene.project.id, filter: { keyword: `Shared ${scene.tag}` } },
    );
    expect(dataOf(result).vendorDirectory).toEqual([
      expect.objectContaining({ id: vendor.products[0]?.id, serviceTypes: [{ id: scene.hris.id, label: 'HRIS' }] }),
    ]);
  });

  it('refuses a visitor, a user without MANAGE_PROJECT_STATE and another company’s project', async () => {
    const scene = await supplierScene();
    const variables = { projectId: scene.project.id };
    expectUnauthenticated(await testApp.client().graphql(OPS.directory, variables));
    const reader = await buildSignedInUser(testApp, { companyId: scene.company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await reader.client.graphql(OPS.directory, variables));
    expectForbidden(await reader.client.graphql(OPS.list, variables));
    const other = await buildProjectManager(testApp);
    expectNotFound(await other.client.graphql(OPS.directory, variables), 'Project');
    expectNotFound(await other.client.graphql(OPS.list, variables), 'Project');
  });
});

describe('adding suppliers', () => {
  it('adds as DRAFT (Preselected) before publishing, with the purpose, vendor and service types', async () => {
    const scene = await supplierScene('IN_REVIEW');
    dataOf(await add(scene, [{ id: scene.zeta.id, purpose: '  Strong HRIS integration  ' }, { id: scene.mid.id }]));
    const rows = await list(scene.client, scene.project.id);
    expect(rows.map((row) => [row.name, row.participationStatus, row.displayStatus, row.purpose])).toEqual([
      [`Acme ${scene.tag} — Zeta People ${scene.tag}`, 'DRAFT', 'PRESELECTED', 'Strong HRIS integration'],
      [`Globex ${scene.tag} — Mid Benefits ${scene.tag}`, 'DRAFT', 'PRESELECTED', ''],
    ]);
    expect(rows[0]).toMatchObject({
      productId: scene.zeta.id,
      invitedAt: null,
      vendor: { name: `Acme ${scene.tag}`, industry: 'HR Software' },
      serviceTypes: [{ id: scene.hris.id, label: 'HRIS' }],
    });
  });

  it('adds as INVITED once the project is past review', async () => {
    for (const status of ['PUBLISHED', 'AWAITING'] as const) {
      const scene = await supplierScene(status);
      dataOf(await add(scene, [{ id: scene.alpha.id }]));
      const [row] = await list(scene.client, scene.project.id);
      expect(row).toMatchObject({ participationStatus: 'INVITED', displayStatus: 'INVITED' });
      expect(row?.invitedAt).toEqual(expect.any(String));
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const scene = await supplierScene();
    expectBadInput(
      await add(scene, [{ id: scene.zeta.id }, { id: scene.alpha.id, purpose: 'x'.repeat(1001) }]),
      'Must be less than or equal to 1000 characters',
    );
    expectBadInput(await add(scene, []), 'Please choose at least one product');
    expectBadInput(await add(scene, [{ id: 'not-a-product' }]), 'Please choose an existing product');
    expectBadInput(
      await add(scene, [{ id: scene.zeta.id }, { id: '0b6f2a57-4a0e-4f4e-9d3a-0c7f1c2e3d4a' }]),
      'Please choose an existing product',
    );
    expectBadInput(
      await add(scene, [{ id: scene.zeta.id }, { id: scene.zeta.id }]),
      'The product is already added to the project',
    );
    expect(await projectProductsOf(db(), scene.project.id)).toEqual([]);

    dataOf(await add(scene, [{ id: scene.zeta.id }]));
    expectBadInput(
      await add(scene, [{ id: scene.alpha.id }, { id: scene.zeta.id }]),
      'The product is already added to the project',
    );
    expect((await projectProductsOf(db(), scene.project.id)).map((row) => row.productId)).toEqual([scene.zeta.id]);
  });

  it('refuses a visitor, a user without the privilege, another company and a locked status', async () => {
    const scene = await supplierScene();
    const products = [{ id: scene.zeta.id }];
    expectUnauthenticated(await add(scene, products, testApp.client()));
    const reader = await buildSignedInUser(testApp, {
      companyId: scene.company.id,
      privileges: ['VIEW_DASHBOARD', 'MANAGE_PROJECT_QUESTIONS'],
    });
    expectForbidden(await add(scene, products, reader.client));
    const other = await buildProjectManager(testApp);
    expectNotFound(await add(scene, products, other.client), 'Project');
    for (const status of ['SCORING', 'COMPLETED', 'ARCHIVED'] as const) {
      await setProjectStatus(db(), scene.project.id, status);
      expectBadInput(
        await add(scene, products),
        'Suppliers can be changed only in Draft, In Review, Published and Awaiting',
      );
    }
    await setProjectStatus(db(), scene.project.id, 'DELETED');
    expectNotFound(await add(scene, products), 'Project');
    expect(await projectProductsOf(db(), scene.project.id)).toEqual([]);
  });
});

describe('block, unblock and delete', () => {
  async function withSuppliers(status: 'IN_REVIEW' | 'PUBLISHED' = 'PUBLISHED') {
    const scene = await supplierScene(status);
    dataOf(await add(scene, [{ id: scene.zeta.id }, { id: scene.alpha.id }, { id: scene.mid.id }]));
    const rows = await list(scene.client, scene.project.id);
    const idOf = (productId: string) => rows.find((row) => row.productId === productId)?.id ?? '';
    return { ...scene, zetaRow: idOf(scene.zeta.id), alphaRow: idOf(scene.alpha.id), midRow: idOf(scene.mid.id) };
  }
  const change = (scene: Scene, operation: string, ids: string[], client = scene.client) =>
    client.graphql(operation, { projectId: scene.project.id, products: ids.map((id) => ({ id })) });

  it('hides a blocked supplier unless the filter asks for Blocked, and unblocks it as invited', async () => {
    const scene = await withSuppliers('PUBLISHED');
    dataOf(await change(scene, OPS.block, [scene.zetaRow]));
    const titles = (rows: ProjectProductShape[]) =>
      rows.map((row) => row.name.split(' — ')[1]?.replace(` ${scene.tag}`, ''));
    expect(titles(await list(scene.client, scene.project.id))).toEqual(['Alpha Pay', 'Mid Benefits']);
    const blocked = await list(scene.client, scene.project.id, { statuses: ['BLOCKED'] });
    expect(blocked.map((row) => [row.id, row.displayStatus])).toEqual([[scene.zetaRow, 'BLOCKED']]);
    expect(titles(await list(scene.client, scene.project.id, { statuses: ['INVITED', 'BLOCKED'] }))).toEqual([
      'Alpha Pay',
      'Mid Benefits',
      'Zeta People',
    ]);
    expect(titles(await list(scene.client, scene.project.id, { keyword: 'globex' }))).toEqual(['Mid Benefits']);

    dataOf(await change(scene, OPS.unblock, [scene.zetaRow, scene.alphaRow]));
    const rows = await list(scene.client, scene.project.id);
    expect(rows.map((row) => row.participationStatus)).toEqual(['INVITED', 'INVITED', 'INVITED']);
  });

  it('unblocks as DRAFT (Preselected) before publishing', async () => {
    const scene = await withSuppliers('IN_REVIEW');
    dataOf(await change(scene, OPS.block, [scene.midRow]));
    dataOf(await change(scene, OPS.unblock, [scene.midRow]));
    const [row] = await list(scene.client, scene.project.id, { keyword: 'globex' });
    expect(row).toMatchObject({ participationStatus: 'DRAFT', displayStatus: 'PRESELECTED' });
  });

  it('deletes suppliers, and refuses ids of another project, visitors, other privileges and companies', async () => {
    const scene = await withSuppliers();
    const elsewhere = await withSuppliers();
    expectBadInput(
      await change(scene, OPS.remove, [scene.zetaRow, elsewhere.zetaRow]),
      'The supplier is not in the project',
    );
    expectBadInput(await change(scene, OPS.block, [elsewhere.alphaRow]), 'The supplier is not in the project');
    expectUnauthenticated(await change(scene, OPS.remove, [scene.zetaRow], testApp.client()));
    const reader = await buildSignedInUser(testApp, { companyId: scene.company.id, privileges: ['VIEW_DASHBOARD'] });
    for (const operation of [OPS.remove, OPS.block, OPS.unblock]) {
      expectForbidden(await change(scene, operation, [scene.zetaRow], reader.client));
      expectNotFound(await change(scene, operation, [scene.zetaRow], elsewhere.client), 'Project');
    }
    await setProjectStatus(db(), scene.project.id, 'SCORING');
    const locked = 'Suppliers can be changed only in Draft, In Review, Published and Awaiting';
    expectBadInput(await change(scene, OPS.remove, [scene.zetaRow]), locked);
    expectBadInput(await change(scene, OPS.block, [scene.zetaRow]), locked);
    expect(await projectProductsOf(db(), scene.project.id)).toHaveLength(3);
    expect((await projectProductsOf(db(), scene.project.id)).map((row) => row.participationStatus)).not.toContain(
      'BLOCKED',
    );

    await setProjectStatus(db(), scene.project.id, 'AWAITING');
    dataOf(await change(scene, OPS.remove, [scene.zetaRow, scene.midRow]));
    expect((await projectProductsOf(db(), scene.project.id)).map((row) => row.id)).toEqual([scene.alphaRow]);
    expect(await projectProductsOf(db(), elsewhere.project.id)).toHaveLength(3);
  });
});
