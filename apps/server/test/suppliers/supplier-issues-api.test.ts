import type { ParticipationStatus, Privilege } from '@shortlist/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, mailOutbox, projectProducts } from '../../src/db/schema/index.js';
import {
  buildProjectManager,
  createProject,
  ISSUES,
  PROJECT_FIELDS,
  projectInput,
} from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectUnauthenticated } from '../support/sessions.js';
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

const LIST = `query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {
  projectProducts(projectId: $projectId, filter: $filter) { id name participationStatus relatedLinks lacksServiceTypes } }`;
const DIRECTORY = `query Directory($projectId: ID!, $filter: VendorDirectoryFilter) {
  vendorDirectory(projectId: $projectId, filter: $filter) { id name isAdded projectProductId status relatedLinks } }`;
const BLOCK = `mutation Block($projectId: ID!, $products: [SupplierProductInput!]!, $candidates: [SupplierProductInput!]) {
  blockProjectSuppliers(projectId: $projectId, products: $products, candidates: $candidates) }`;
const COPY = `mutation Copy($input: ProjectInput!, $copy: ProjectCopyInput) {
  createProject(input: $input, copy: $copy) { ${PROJECT_FIELDS} } }`;

type Manager = Awaited<ReturnType<typeof buildProjectManager>>;
type ListedSupplier = Pick<ProjectProductShape, 'id' | 'name' | 'participationStatus'> & {
  relatedLinks: string[];
  lacksServiceTypes: boolean;
};

/**
 * A project requiring the service type HRIS (or none, `required: false`) in IN_REVIEW, with one product of a vendor
 * (website https://acme.example) per case: matching (HRIS and Payroll), without a match (Payroll), without service
 * types, a blocked and a declined one without a match, and an e-mail-only invitation.
 */
async function issueScene(required = true, privileges: Privilege[] = []) {
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', ...privileges]);
  const [hris, payroll] = await insertServiceTypes(db(), manager.company.id, ['HRIS', 'Payroll']);
  if (!hris || !payroll) throw new Error('service types not built');
  const project = await createProject(
    manager.client,
    projectInput(manager.user.id, required ? { serviceTypeIds: [hris.id] } : {}),
  );
  await setProjectStatus(db(), project.id, 'IN_REVIEW');
  const tag = crypto.randomUUID().slice(0, 8);
  const vendor = await insertVendor(db(), {
    name: `Acme ${tag}`,
    products: [
      { name: 'Matching', serviceTypeIds: [hris.id, payroll.id] },
      { name: 'Payroll only', serviceTypeIds: [payroll.id] },
      { name: 'Untyped' },
      { name: 'Blocked', serviceTypeIds: [payroll.id] },
      { name: 'Declined', serviceTypeIds: [payroll.id] },
      { name: 'Candidate', serviceTypeIds: [payroll.id] },
    ],
  });
  await db().update(companies).set({ website: 'https://acme.example' }).where(eq(companies.id, vendor.company.id));
  const statuses: ParticipationStatus[] = ['DRAFT', 'DRAFT', 'DRAFT', 'BLOCKED', 'DECLINED'];
  await db()
    .insert(projectProducts)
    .values([
      ...statuses.map((participationStatus, index) => ({
        projectId: project.id,
        productId: vendor.products[index]?.id,
        participationStatus,
        purpose: `Reason ${index}`,
      })),
      {
        projectId: project.id,
        email: `new-${tag}@vendor.example`,
        productName: 'By e-mail',
        participationStatus: 'DRAFT',
      },
    ]);
  const candidate = vendor.products[5];
  if (!candidate) throw new Error('candidate not built');
  return { ...manager, project, tag, candidate };
}

const issuesOf = async (manager: Manager, projectId: string, status: 'IN_REVIEW' | 'PUBLISHED') =>
  dataOf(
    await manager.client.graphql<{ projectStatusIssues: Array<{ messageId: string; count: number }> }>(ISSUES, {
      id: projectId,
      status,
    }),
  ).projectStatusIssues.find((issue) => issue.messageId === 'SUPPLIERS_WITHOUT_SERVICE_TYPES')?.count ?? 0;

const listOf = async (manager: Manager, projectId: string, filter: Record<string, unknown> = {}) =>
  dataOf(await manager.client.graphql<{ projectProducts: ListedSupplier[] }>(LIST, { projectId, filter }))
    .projectProducts;

const shortName = (name: string) => name.replace(/^.* — /, '');

describe('suppliers without required service types (spec 2 §8)', () => {
  it('counts products sharing none of the project’s service types, not blocked, declined or e-mail-only ones', async () => {
    const scene = await issueScene();
    expect(await issuesOf(scene, scene.project.id, 'PUBLISHED')).toBe(2);
    // Not toward review: a Draft project has no Suppliers tab to fix them on.
    await setProjectStatus(db(), scene.project.id, 'DRAFT');
    expect(await issuesOf(scene, scene.project.id, 'IN_REVIEW')).toBe(0);
  });

  it('raises nothing when the project requires no service types', async () => {
    const scene = await issueScene(false);
    expect(await issuesOf(scene, scene.project.id, 'PUBLISHED')).toBe(0);
    expect((await listOf(scene, scene.project.id)).some((row) => row.lacksServiceTypes)).toBe(false);
    expect(await listOf(scene, scene.project.id, { withIssues: true })).toEqual([]);
  });

  it('lists exactly those suppliers with the with-issues quick filter, each flagged', async () => {
    const scene = await issueScene();
    const all = await listOf(scene, scene.project.id);
    expect(all.map((row) => [shortName(row.name), row.lacksServiceTypes])).toEqual([
      ['Matching', false],
      ['Payroll only', true],
      ['Untyped', true],
      ['By e-mail', false],
      ['Declined', false],
    ]);
    const withIssues = await listOf(scene, scene.project.id, { withIssues: true });
    expect(withIssues.map((row) => shortName(row.name))).toEqual(['Payroll only', 'Untyped']);
    // Combined with the other filters, and never showing the blocked or declined ones.
    expect(
      (await listOf(scene, scene.project.id, { withIssues: true, keyword: 'untyped' })).map((row) =>
        shortName(row.name),
      ),
    ).toEqual(['Untyped']);
    expect(await listOf(scene, scene.project.id, { withIssues: true, statuses: ['BLOCKED', 'DECLINED'] })).toEqual([]);
  });
});

describe('related links (spec 2 §3 search products)', () => {
  it('are the vendor’s website on the project’s suppliers and in the vendor directory', async () => {
    const scene = await issueScene();
    const rows = await listOf(scene, scene.project.id);
    expect(rows.find((row) => shortName(row.name) === 'Matching')?.relatedLinks).toEqual(['https://acme.example']);
    expect(rows.find((row) => shortName(row.name) === 'By e-mail')?.relatedLinks).toEqual([]);
    const found = dataOf(
      await scene.client.graphql<{
        vendorDirectory: Array<{
          name: string;
          isAdded: boolean;
          projectProductId: string | null;
          status: string;
          relatedLinks: string[];
        }>;
      }>(DIRECTORY, { projectId: scene.project.id, filter: { keyword: scene.tag } }),
    ).vendorDirectory;
    expect(found.map((row) => [row.name, row.status, row.isAdded, row.projectProductId !== null])).toEqual([
      ['Blocked', 'BLOCKED', true, true],
      ['Candidate', 'NEW', false, false],
      ['Declined', 'PRESELECTED', true, true],
      ['Matching', 'PRESELECTED', true, true],
      ['Payroll only', 'PRESELECTED', true, true],
      ['Untyped', 'PRESELECTED', true, true],
    ]);
    expect(found.every((row) => row.relatedLinks[0] === 'https://acme.example')).toBe(true);
  });
});

describe('blocking a candidate (spec 2 §4)', () => {
  it('adds a product not yet in the project as BLOCKED, hidden unless Blocked is filtered', async () => {
    const scene = await issueScene();
    const block = (candidates: Array<{ id: string }>, products: Array<{ id: string }> = []) =>
      scene.client.graphql(BLOCK, { projectId: scene.project.id, products, candidates });
    expect(dataOf(await block([{ id: scene.candidate.id }]))).toEqual({ blockProjectSuppliers: true });
    const stored = (await projectProductsOf(db(), scene.project.id)).find(
      (row) => row.productId === scene.candidate.id,
    );
    expect(stored).toMatchObject({ participationStatus: 'BLOCKED', invitedAt: null, invitationTokenHash: null });
    expect((await listOf(scene, scene.project.id)).some((row) => shortName(row.name) === 'Candidate')).toBe(false);
    expect(
      (await listOf(scene, scene.project.id, { statuses: ['BLOCKED'] })).map((row) => shortName(row.name)).sort(),
    ).toEqual(['Blocked', 'Candidate']);
    // Blocking it again as a candidate keeps one row; a product of no supplier company, or nothing, is refused.
    dataOf(await block([{ id: scene.candidate.id }]));
    expect((await projectProductsOf(db(), scene.project.id)).length).toBe(7);
    expectBadInput(await block([{ id: crypto.randomUUID() }]), 'Please choose an existing product');
    expectBadInput(await block([]), 'Please choose at least one product');
  });

  it('refuses a visitor and a user without MANAGE_PROJECT_STATE', async () => {
    const scene = await issueScene();
    const variables = { projectId: scene.project.id, products: [], candidates: [{ id: scene.candidate.id }] };
    expectUnauthenticated(await testApp.client().graphql(BLOCK, variables));
    const viewer = await buildProjectManager(testApp, ['VIEW_DASHBOARD']);
    expectForbidden(await viewer.client.graphql(BLOCK, variables));
    expect((await projectProductsOf(db(), scene.project.id)).length).toBe(6);
  });
});

describe('clone with copyProducts (spec 2 §7)', () => {
  const cloneOf = (scene: Awaited<ReturnType<typeof issueScene>>, copyProducts: boolean) =>
    scene.client.graphql<{ createProject: { id: string } }>(COPY, {
      input: projectInput(scene.user.id, { name: 'Clone' }),
      copy: { id: scene.project.id, origin: 'CLONE', copyProducts },
    });

  it('copies the suppliers that have a product and take part, as added and not invited, without mail', async () => {
    const scene = await issueScene(true, ['MANAGE_ALL_PROJECTS']);
    await setProjectStatus(db(), scene.project.id, 'PUBLISHED');
    await db()
      .update(projectProducts)
      .set({ participationStatus: 'INVITED', invitedAt: new Date(), invitationTokenHash: `hash-${scene.tag}` })
      .where(and(eq(projectProducts.projectId, scene.project.id), eq(projectProducts.purpose, 'Reason 1')));
    const mails = async () => (await db().select({ total: count() }).from(mailOutbox))[0]?.total;
    const mailsBefore = await mails();
    const clone = dataOf(await cloneOf(scene, true)).createProject;
    const copied = await projectProductsOf(db(), clone.id);
    expect(
      copied
        .map((row) => [row.purpose, row.participationStatus, row.invitedAt, row.invitationTokenHash])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Reason 0', 'DRAFT', null, null],
      ['Reason 1', 'DRAFT', null, null],
      ['Reason 2', 'DRAFT', null, null],
    ]);
    expect(await mails()).toBe(mailsBefore);
    const listed = dataOf(
      await scene.client.graphql<{ projectProducts: ProjectProductShape[] }>(OPS.list, { projectId: clone.id }),
    );
    expect(listed.projectProducts.every((row) => row.displayStatus === 'PRESELECTED')).toBe(true);
  });

  it('copies no supplier without copyProducts', async () => {
    const scene = await issueScene(true, ['MANAGE_ALL_PROJECTS']);
    const clone = dataOf(await cloneOf(scene, false)).createProject;
    expect(await projectProductsOf(db(), clone.id)).toEqual([]);
  });
});
