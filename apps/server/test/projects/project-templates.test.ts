import { PROJECT_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionPoints } from '../../src/core/extensions/index.js';
import { projects } from '../../src/db/schema/index.js';
import { buildServiceType } from '../admin/admin-support.js';
import { buildLimitedPlan } from '../billing/billing-support.js';
import { buildCompany } from '../support/factories.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  buildProjectManager,
  CREATE,
  createProject,
  LIST,
  ONE,
  projectInput,
  projectsOf,
  UPDATE,
} from './projects-support.js';
import { buildTemplate, TEMPLATES } from './templates-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
type Manager = Awaited<ReturnType<typeof buildProjectManager>>;
interface TemplateAnswer {
  projectTemplates: {
    total: number;
    page: number;
    pageSize: number;
    results: Array<{
      id: string;
      name: string;
      status: string;
      company: { id: string; name: string };
      createdBy: { name: string } | null;
      serviceTypes: Array<{ id: string; label: string }>;
    }>;
  };
}

/** A word no other test's template carries, so lists shared by the whole database can be narrowed to one test. */
const uniqueTag = () => `t${crypto.randomUUID().slice(0, 8)}`;

const templateNames = async (client: Manager['client'], filter: Record<string, unknown>, pagination = {}) => {
  const result = await client.graphql<TemplateAnswer>(TEMPLATES, { filter, pagination });
  expect(result.errors).toBeUndefined();
  return result.data?.projectTemplates.results.map((row) => row.name);
};

/** Two companies' templates in every status, named after the tag: the viewer's own and another firm's. */
async function templatesOfTwoFirms(manager: Manager, tag: string) {
  const other = await buildCompany(db(), { name: `Other firm ${tag}` });
  const own = manager.company.id;
  await buildTemplate(db(), own, { name: `${tag} Charlie draft`, status: 'DRAFT' });
  await buildTemplate(db(), own, { name: `${tag} Alpha review`, status: 'IN_REVIEW' });
  await buildTemplate(db(), own, { name: `${tag} Echo published`, status: 'PUBLISHED' });
  await buildTemplate(db(), other.id, { name: `${tag} Bravo other published`, status: 'PUBLISHED' });
  await buildTemplate(db(), other.id, { name: `${tag} Delta other draft`, status: 'DRAFT' });
  await buildTemplate(db(), other.id, { name: `${tag} Foxtrot other review`, status: 'IN_REVIEW' });
  return other;
}

describe('projectTemplates', () => {
  it('refuses a visitor, a supplier company and a user without a template or project privilege', async () => {
    expectUnauthenticated(await testApp.client().graphql(TEMPLATES));
    const supplier = await buildCompany(db(), { kind: 'SUPPLIER' });
    const vendor = await buildSignedInUser(testApp, { companyId: supplier.id, type: 'SUPPLIER' });
    expectForbidden(await vendor.client.graphql(TEMPLATES));
    const misconfigured = await buildSignedInUser(testApp, {
      companyId: supplier.id,
      type: 'SUPPLIER',
      privileges: ['READ_TEMPLATES'],
    });
    expectForbidden(await misconfigured.client.graphql(TEMPLATES));
    const { client } = await buildProjectManager(testApp, ['VIEW_DASHBOARD']);
    expectForbidden(await client.graphql(TEMPLATES));
  });

  it("lists the company's own templates in every status and other firms' PUBLISHED ones, by name", async () => {
    const manager = await buildProjectManager(testApp);
    const tag = uniqueTag();
    const other = await templatesOfTwoFirms(manager, tag);
    expect(await templateNames(manager.client, { keyword: tag })).toEqual([
      `${tag} Alpha review`,
      `${tag} Bravo other published`,
      `${tag} Charlie draft`,
      `${tag} Echo published`,
    ]);
    const reader = await buildSignedInUser(testApp, { companyId: other.id, privileges: ['READ_TEMPLATES'] });
    expect(await templateNames(reader.client, { keyword: tag })).toEqual([
      `${tag} Bravo other published`,
      `${tag} Delta other draft`,
      `${tag} Echo published`,
      `${tag} Foxtrot other review`,
    ]);
  });

  it('shows the company, the creator and the service types of a template', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_TEMPLATES']);
    const service = await buildServiceType(db(), manager.company.id, { label: 'Payroll' });
    const tag = uniqueTag();
    const { template } = await buildTemplate(db(), manager.company.id, {
      name: `${tag} Benefits`,
      status: 'PUBLISHED',
      createdBy: manager.user.id,
      serviceTypeIds: [service.id],
    });
    const result = await manager.client.graphql<TemplateAnswer>(TEMPLATES, { filter: { keyword: tag } });
    expect(result.data?.projectTemplates).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      results: [
        {
          id: template.id,
          name: `${tag} Benefits`,
          status: 'PUBLISHED',
          company: { id: manager.company.id, name: manager.company.name },
          createdBy: { name: 'Test User' },
          serviceTypes: [{ id: service.id, label: 'Payroll' }],
        },
      ],
    });
  });

  it('filters by status and keyword, sorts and pages up to 10000', async () => {
    const manager = await buildProjectManager(testApp);
    const tag = uniqueTag();
    await templatesOfTwoFirms(manager, tag);
    const names = (filter: Record<string, unknown>, pagination = {}) =>
      templateNames(manager.client, { keyword: tag, ...filter }, pagination);
    expect(await names({ status: ['PUBLISHED'] })).toEqual([`${tag} Bravo other published`, `${tag} Echo published`]);
    expect(await names({ status: ['DRAFT', 'IN_REVIEW'] })).toEqual([`${tag} Alpha review`, `${tag} Charlie draft`]);
    expect(await names({ keyword: `${tag} ECHO` })).toEqual([`${tag} Echo published`]);
    expect(await templateNames(manager.client, {}, { keyword: `${tag} charlie` })).toEqual([`${tag} Charlie draft`]);
    expect(await names({ keyword: `${tag}%` })).toEqual([]);
    expect(await names({}, { sort: { field: 'name', direction: 'DESC' } })).toEqual([
      `${tag} Echo published`,
      `${tag} Charlie draft`,
      `${tag} Bravo other published`,
      `${tag} Alpha review`,
    ]);
    const all = await manager.client.graphql<TemplateAnswer>(TEMPLATES, {
      filter: { keyword: tag },
      pagination: { page: 1, pageSize: 10000 },
    });
    expect(all.data?.projectTemplates).toMatchObject({ total: 4, pageSize: 10000 });
    const second = await manager.client.graphql<TemplateAnswer>(TEMPLATES, {
      filter: { keyword: tag },
      pagination: { page: 2, pageSize: 3 },
    });
    expect(second.data?.projectTemplates.results.map((row) => row.name)).toEqual([`${tag} Echo published`]);
    expectBadInput(
      await manager.client.graphql(TEMPLATES, { pagination: { pageSize: 10001 } }),
      'Page size must be between 1 and 10000',
    );
  });
});

/** What the test applier saw; `applierFails` makes it throw (proving it runs inside the creating transaction). */
const applied: Array<{ templateId: string; projectId: string; seenInTransaction: boolean }> = [];
let applierFails = false;

describe('createProject with templates', () => {
  let unregister: () => void = () => {};
  beforeAll(() => {
    unregister = extensionPoints.templateAppliers.register(async ({ tx, template, created }) => {
      if (applierFails) throw new Error('applier failed');
      const [row] = await tx.select().from(projects).where(eq(projects.id, created.id));
      applied.push({ templateId: template.id, projectId: created.id, seenInTransaction: row !== undefined });
      await tx
        .update(projects)
        .set({ intro: `${row?.intro ?? ''}[${template.name}]` })
        .where(eq(projects.id, created.id));
    });
  });
  afterAll(() => unregister());

  it('refuses a visitor', async () => {
    const input = projectInput(crypto.randomUUID(), { templateIds: [crypto.randomUUID()] });
    expectUnauthenticated(await testApp.client().graphql(CREATE, { input }));
  });

  it('runs every applier for each chosen published template, in the order given, inside the transaction', async () => {
    const manager = await buildProjectManager(testApp);
    const other = await buildCompany(db());
    const first = (await buildTemplate(db(), other.id, { name: 'First', status: 'PUBLISHED' })).template;
    const second = (await buildTemplate(db(), manager.company.id, { name: 'Second', status: 'PUBLISHED' })).template;
    applied.length = 0;
    const created = await createProject(
      manager.client,
      projectInput(manager.user.id, { templateIds: [second.id, first.id, second.id] }),
    );
    expect(applied).toEqual([
      { templateId: second.id, projectId: created.id, seenInTransaction: true },
      { templateId: first.id, projectId: created.id, seenInTransaction: true },
    ]);
    const reloaded = await manager.client.graphql<{ project: { intro: string } }>(ONE, { id: created.id });
    expect(reloaded.data?.project.intro).toBe('[Second][First]');
  });

  it('rolls the creation back when an applier fails', async () => {
    const manager = await buildProjectManager(testApp);
    const { template } = await buildTemplate(db(), manager.company.id, { status: 'PUBLISHED' });
    applierFails = true;
    try {
      const result = await manager.client.graphql(CREATE, {
        input: projectInput(manager.user.id, { templateIds: [template.id] }),
      });
      expect(result.errors?.length).toBeGreaterThan(0);
    } finally {
      applierFails = false;
    }
    expect((await projectsOf(db(), manager.company.id)).map((row) => row.kind)).toEqual(['TEMPLATE_DRAFT']);
  });

  it('refuses an unpublished, malformed, missing or empty template id and creates nothing', async () => {
    const manager = await buildProjectManager(testApp);
    const other = await buildCompany(db());
    const othersDraft = (await buildTemplate(db(), other.id, { status: 'DRAFT' })).template;
    const ownReview = (await buildTemplate(db(), manager.company.id, { status: 'IN_REVIEW' })).template;
    const published = (await buildTemplate(db(), other.id, { status: 'PUBLISHED' })).template;
    const message = PROJECT_MESSAGES.unknownReference;
    applied.length = 0;
    for (const templateIds of [[othersDraft.id], [published.id, ownReview.id], ['nope'], [crypto.randomUUID()]]) {
      const result = await manager.client.graphql(CREATE, { input: projectInput(manager.user.id, { templateIds }) });
      expectBadInput(result, message, { templateIds: message });
    }
    const empty = await manager.client.graphql(CREATE, { input: projectInput(manager.user.id, { templateIds: [''] }) });
    expectBadInput(empty, 'Required', { 'templateIds.0': 'Required' });
    expect(applied).toEqual([]);
    // Only the template drafts exist: no project was created.
    expect((await projectsOf(db(), manager.company.id)).map((row) => row.kind)).toEqual(['TEMPLATE_DRAFT']);
  });

  it('ignores templateIds on update', async () => {
    const manager = await buildProjectManager(testApp);
    const created = await createProject(manager.client, projectInput(manager.user.id));
    applied.length = 0;
    const result = await manager.client.graphql(UPDATE, {
      id: created.id,
      version: created.version,
      input: projectInput(manager.user.id, { name: 'Renamed', templateIds: ['nope'] }),
    });
    expect(result.errors).toBeUndefined();
    expect(applied).toEqual([]);
  });
});

describe('draft projects of templates and imports', () => {
  it('are neither listed nor found by id, nor counted as projects', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const { draft } = await buildTemplate(db(), manager.company.id, { status: 'PUBLISHED' });
    const imported = await createProject(manager.client, projectInput(manager.user.id, { name: 'Imported' }));
    await db().update(projects).set({ kind: 'IMPORT_DRAFT' }).where(eq(projects.id, imported.id));
    const visible = await createProject(manager.client, projectInput(manager.user.id, { name: 'Visible' }));

    const listed = await manager.client.graphql<{ projects: { results: Array<{ id: string }> } }>(LIST, {
      filter: { archived: true },
    });
    expect(listed.data?.projects.results.map((row) => row.id)).toEqual([visible.id]);
    expectNotFound(await manager.client.graphql(ONE, { id: draft.id }), 'Project');
    expectNotFound(await manager.client.graphql(ONE, { id: imported.id }), 'Project');
    const update = await manager.client.graphql(UPDATE, {
      id: draft.id,
      version: draft.version,
      input: projectInput(manager.user.id),
    });
    expectNotFound(update, 'Project');
  });

  it('are not counted toward the monthly project limit', async () => {
    const plan = await buildLimitedPlan(db(), { projectsPerMonth: 1 });
    const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], { plan });
    await buildTemplate(db(), manager.company.id, { status: 'PUBLISHED' });
    await buildTemplate(db(), manager.company.id, { status: 'DRAFT' });
    await createProject(manager.client, projectInput(manager.user.id));
  });
});
