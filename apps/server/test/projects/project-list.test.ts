import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, projects } from '../../src/db/schema/index.js';
import { buildClient, buildProjectType } from '../admin/admin-support.js';
import { buildUser } from '../support/factories.js';
import { buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectManager, createProject, LIST, ONE, projectInput } from './projects-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
type ListAnswer = {
  projects: { total: number; page: number; pageSize: number; results: Array<{ id: string; name: string }> };
};
const FILTERS = '{ projectFilters { projectServiceTypes { id label } clients { id name } } }';
const USERS = 'query Users($role: ProjectMemberRole!) { projectUsers(role: $role) { id name email } }';

/** A company with three projects (Alpha RFP for Contoso with type Payroll, Bravo PANEL, Charlie RFI archived). */
async function companyWithProjects() {
  const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
  const contoso = await buildClient(db(), manager.company.id, { name: 'Contoso' });
  await buildClient(db(), manager.company.id, { name: 'Unused client' });
  const payroll = await buildProjectType(db(), manager.company.id, { label: 'Payroll' });
  await buildProjectType(db(), manager.company.id, { label: 'Unused type' });
  const make = (name: string, overrides: Record<string, unknown> = {}) =>
    createProject(manager.client, projectInput(manager.user.id, { name, ...overrides }));
  const alpha = await make('Alpha payroll', { clientId: contoso.id, projectServiceTypeIds: [payroll.id] });
  const bravo = await make('Bravo panel', { type: 'PANEL', description: '' });
  const charlie = await make('Charlie info', { type: 'RFI' });
  const at = (day: number) => new Date(`2026-01-0${day}T00:00:00Z`);
  await db()
    .update(projects)
    .set({ createdAt: at(1) })
    .where(eq(projects.id, alpha.id));
  await db()
    .update(projects)
    .set({ createdAt: at(2), status: 'IN_REVIEW' })
    .where(eq(projects.id, bravo.id));
  await db()
    .update(projects)
    .set({ createdAt: at(3), status: 'ARCHIVED' })
    .where(eq(projects.id, charlie.id));
  return { ...manager, contoso, payroll, alpha, bravo, charlie };
}

describe('projects list', () => {
  it('refuses a visitor', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIST));
    expectUnauthenticated(await testApp.client().graphql(FILTERS));
  });

  it('filters by keyword, role, client, project types and archived, newest first', async () => {
    const { client, contoso, payroll } = await companyWithProjects();
    const names = async (filter: Record<string, unknown> = {}, pagination: Record<string, unknown> = {}) => {
      const result = await client.graphql<ListAnswer>(LIST, { filter, pagination });
      expect(result.errors).toBeUndefined();
      return result.data?.projects.results.map((row) => row.name);
    };
    expect(await names()).toEqual(['Bravo panel', 'Alpha payroll']);
    expect(await names({ archived: true })).toEqual(['Charlie info', 'Bravo panel', 'Alpha payroll']);
    expect(await names({ keyword: 'PAY' })).toEqual(['Alpha payroll']);
    expect(await names({}, { keyword: 'bravo' })).toEqual(['Bravo panel']);
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ role: 'BUY_SIDE' })).toEqual(['Bravo panel', 'Alpha payroll']);
    expect(await names({ role: 'SUPPLIER' })).toEqual([]);
    expect(await names({ clientId: contoso.id })).toEqual(['Alpha payroll']);
    expect(await names({ clientId: 'nope' })).toEqual([]);
    expect(await names({ projectServiceTypeIds: [payroll.id] })).toEqual(['Alpha payroll']);
    expect(await names({ projectServiceTypeIds: [crypto.randomUUID()] })).toEqual([]);
  });

  it('sorts by name, type, status and createdAt and pages', async () => {
    const { client } = await companyWithProjects();
    const names = async (field: string, direction: 'ASC' | 'DESC') =>
      (
        await client.graphql<ListAnswer>(LIST, {
          filter: { archived: true },
          pagination: { sort: { field, direction } },
        })
      ).data?.projects.results.map((row) => row.name);
    expect(await names('name', 'DESC')).toEqual(['Charlie info', 'Bravo panel', 'Alpha payroll']);
    expect(await names('type', 'ASC')).toEqual(['Bravo panel', 'Charlie info', 'Alpha payroll']);
    expect(await names('status', 'ASC')).toEqual(['Charlie info', 'Alpha payroll', 'Bravo panel']);
    expect(await names('createdAt', 'ASC')).toEqual(['Alpha payroll', 'Bravo panel', 'Charlie info']);
    expect(await names('secret', 'ASC')).toEqual(['Charlie info', 'Bravo panel', 'Alpha payroll']);

    const page = await client.graphql<ListAnswer>(LIST, {
      filter: { archived: true },
      pagination: { page: 2, pageSize: 2 },
    });
    expect(page.data?.projects).toMatchObject({ total: 3, page: 2, pageSize: 2, results: [{ name: 'Alpha payroll' }] });
    expectBadInput(await client.graphql(LIST, { pagination: { page: 0 } }), 'Page must be between 1 and 1000000');
  });

  it("shows only the tenant's projects, also to an administrator on its behalf", async () => {
    const { company, alpha, bravo } = await companyWithProjects();
    const other = await buildProjectManager(testApp);
    expect((await other.client.graphql<ListAnswer>(LIST, { filter: { archived: true } })).data?.projects.total).toBe(0);
    expect((await other.client.graphql(FILTERS)).data).toEqual({
      projectFilters: { projectServiceTypes: [], clients: [] },
    });

    const admin = await buildSignedInAdmin(testApp);
    expect((await admin.client.graphql<ListAnswer>(LIST)).data?.projects.total).toBe(0);
    await db()
      .update(companies)
      .set({ settings: { ...company.settings, enableAuthOnBehalf: true } })
      .where(eq(companies.id, company.id));
    const onBehalf = await graphqlOnBehalf<ListAnswer>(testApp, admin.client, company.id, LIST);
    expect(onBehalf.data?.projects.results.map((row) => row.id)).toEqual([bravo.id, alpha.id]);
  });

  it('shows a user without MANAGE_ALL_PROJECTS only the projects they created or are assigned to', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const colleague = await buildSignedInUser(testApp, {
      companyId: manager.company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    const unassigned = await createProject(manager.client, projectInput(manager.user.id, { name: 'Unassigned' }));
    const assigned = await createProject(
      manager.client,
      projectInput(manager.user.id, { name: 'Assigned', viewerIds: [colleague.user.id] }),
    );
    const own = await createProject(colleague.client, projectInput(colleague.user.id, { name: 'Own' }));

    const listed = await colleague.client.graphql<ListAnswer>(LIST);
    expect(listed.data?.projects.results.map((row) => row.name).sort()).toEqual(['Assigned', 'Own']);
    expectNotFound(await colleague.client.graphql(ONE, { id: unassigned.id }), 'Project');
    expect((await colleague.client.graphql(ONE, { id: assigned.id })).errors).toBeUndefined();
    expect((await manager.client.graphql<ListAnswer>(LIST)).data?.projects.total).toBe(3);
    expect(own.id).toBeTruthy();
  });

  it('offers the project types and clients the projects use', async () => {
    const { client, contoso, payroll } = await companyWithProjects();
    expect((await client.graphql(FILTERS)).data).toEqual({
      projectFilters: {
        projectServiceTypes: [{ id: payroll.id, label: 'Payroll' }],
        clients: [{ id: contoso.id, name: 'Contoso' }],
      },
    });
  });
});

describe('projectUsers', () => {
  it('lists the active broker users who may take each role', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE']);
    const companyId = manager.company.id;
    const pm = (await buildUser(db(), { companyId, firstName: 'Amy', privileges: ['MANAGE_ALL_PROJECTS'] })).user;
    const expert = (await buildUser(db(), { companyId, firstName: 'Bob', privileges: ['MANAGE_SCORING'] })).user;
    const viewer = (await buildUser(db(), { companyId, firstName: 'Cid', privileges: ['VIEW_DASHBOARD'] })).user;
    await buildUser(db(), { companyId, firstName: 'Dan', status: 'DISABLED', privileges: ['MANAGE_PROJECT_STATE'] });
    await buildUser(db(), { firstName: 'Eve', privileges: ['MANAGE_PROJECT_STATE'] });
    const ids = async (role: string) =>
      (await manager.client.graphql<{ projectUsers: Array<{ id: string }> }>(USERS, { role })).data?.projectUsers.map(
        (user) => user.id,
      );
    expect(await ids('PROJECT_MANAGER')).toEqual([pm.id, manager.user.id]);
    expect(await ids('DOMAIN_EXPERT')).toEqual([pm.id, expert.id, manager.user.id]);
    expect(await ids('VIEWER')).toEqual([pm.id, expert.id, viewer.id, manager.user.id]);
  });

  it('lists no domain experts when the company has experts off, and needs MANAGE_PROJECT_STATE', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], {}, { enableExperts: false });
    expect((await manager.client.graphql(USERS, { role: 'DOMAIN_EXPERT' })).data).toEqual({ projectUsers: [] });
    const reader = await buildSignedInUser(testApp, { companyId: manager.company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await reader.client.graphql(USERS, { role: 'VIEWER' }));
    expectUnauthenticated(await testApp.client().graphql(USERS, { role: 'VIEWER' }));
  });
});
