import { ERROR_CODES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMembers, projects } from '../../src/db/schema/index.js';
import { insertApprovedQuestionnaire } from '../questions/questions-support.js';
import { acceptProjectSuppliers, insertProjectSupplier } from '../suppliers/suppliers-support.js';
import { firstError } from '../support/graphql-results.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  buildColleague,
  buildProjectManager,
  createProject,
  DELETE,
  ISSUES,
  LIST,
  ONE,
  projectInput,
  SETTINGS,
  STATUS,
  UPDATE,
} from './projects-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
const stored = async (id: string) => (await db().select().from(projects).where(eq(projects.id, id)))[0];

/** A company administrator (MANAGE_ALL_PROJECTS), an owner and an expert of the company, and a DRAFT project. */
async function staffedProject(options: { staffed?: boolean; experts?: boolean } = {}) {
  const manager = await buildProjectManager(
    testApp,
    ['MANAGE_ALL_PROJECTS'],
    {},
    { enableExperts: options.experts ?? true },
  );
  const owner = await buildColleague(db(), manager.company.id, ['MANAGE_PROJECT_STATE']);
  const expert = await buildColleague(db(), manager.company.id, ['MANAGE_SCORING']);
  const staff = options.staffed === false ? {} : { productOwnerIds: [owner.id], domainExpertIds: [expert.id] };
  const project = await createProject(manager.client, projectInput(manager.user.id, staff));
  return { ...manager, owner, expert, project };
}

const move = (client: Awaited<ReturnType<typeof staffedProject>>['client'], id: string, status: string) =>
  client.graphql<{ updateProjectStatus: { status: string; version: number } }>(STATUS, { id, status });

describe('updateProject', () => {
  it('saves at the current version and refuses a stale one', async () => {
    const { client, user, project } = await staffedProject();
    const input = projectInput(user.id, { name: 'Renamed', type: 'RFI' });
    const saved = await client.graphql<{ updateProject: { name: string; version: number; type: string } }>(UPDATE, {
      id: project.id,
      version: 1,
      input,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateProject).toMatchObject({ name: 'Renamed', version: 2, type: 'RFI' });
    // The owners and experts not sent are cleared: the form sends the whole record.
    expect(
      (await client.graphql<{ project: { productOwners: unknown[] } }>(ONE, { id: project.id })).data?.project
        .productOwners,
    ).toEqual([]);

    const stale = await client.graphql(UPDATE, { id: project.id, version: 1, input: { ...input, name: 'Lost' } });
    expect(firstError(stale)?.extensions?.code).toBe(ERROR_CODES.conflict);
    expect(stale.status).toBe(409);
    expect((await stored(project.id))?.name).toBe('Renamed');
  });

  it('keeps a Panel a Panel, validates like create (no today rule) and changes nothing on bad input', async () => {
    const { client, user, project } = await staffedProject();
    expectBadInput(
      await client.graphql(UPDATE, { id: project.id, version: 1, input: projectInput(user.id, { name: '' }) }),
      'Required',
      { name: 'Required' },
    );
    const past = new Date(Date.now() - 2 * 86400000).toISOString();
    const moved = await client.graphql<{ updateProject: { type: string } }>(UPDATE, {
      id: project.id,
      version: 1,
      input: projectInput(user.id, { type: 'PANEL', questionsClarificationDeadline: past }),
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateProject.type).toBe('RFP');
    expect((await stored(project.id))?.version).toBe(2);
  });

  it('refuses a visitor, a user without MANAGE_PROJECT_STATE and another company', async () => {
    const { user, project } = await staffedProject();
    const input = projectInput(user.id);
    expectUnauthenticated(await testApp.client().graphql(UPDATE, { id: project.id, version: 1, input }));
    const reader = await buildSignedInUser(testApp, { companyId: user.companyId, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await reader.client.graphql(UPDATE, { id: project.id, version: 1, input }));
    const other = await buildProjectManager(testApp);
    expectNotFound(await other.client.graphql(UPDATE, { id: project.id, version: 1, input }), 'Project');
    expectNotFound(await other.client.graphql(ONE, { id: project.id }), 'Project');
    expect((await stored(project.id))?.version).toBe(1);
  });
});

describe('status transitions', () => {
  it('walks the order one step at a time up to ARCHIVED', async () => {
    const { client, project, owner } = await staffedProject();
    await insertApprovedQuestionnaire(db(), project.id, owner.id);
    await insertProjectSupplier(db(), project.id);
    for (const status of ['IN_REVIEW', 'PUBLISHED', 'AWAITING', 'SCORING']) {
      if (status === 'SCORING') await acceptProjectSuppliers(db(), project.id);
      const result = await move(client, project.id, status);
      expect(result.errors, status).toBeUndefined();
      expect(result.data?.updateProjectStatus.status).toBe(status);
    }
    // An RFP completes with its winners (Select Winners, scoring/select-winners-api.test.ts), never plainly.
    expectBadInput(await move(client, project.id, 'COMPLETED'), 'Select the winners to complete the project.');
    expect((await stored(project.id))?.status).toBe('SCORING');
    await db().update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, project.id));
    expect((await move(client, project.id, 'ARCHIVED')).data?.updateProjectStatus.status).toBe('ARCHIVED');
    expect((await stored(project.id))?.status).toBe('ARCHIVED');
  });

  it('refuses a skipped step, a step back and a status outside the order', async () => {
    const { client, project } = await staffedProject();
    const message = 'The project cannot be moved to this status';
    expectBadInput(await move(client, project.id, 'PUBLISHED'), message, { status: message });
    expectBadInput(await move(client, project.id, 'DRAFT'), message);
    expectBadInput(await move(client, project.id, 'CANCELLED'), message);
    expect((await stored(project.id))?.status).toBe('DRAFT');
  });

  it('refuses a visitor, a user without MANAGE_PROJECT_STATE and another company', async () => {
    const { project, company } = await staffedProject();
    expectUnauthenticated(await testApp.client().graphql(STATUS, { id: project.id, status: 'IN_REVIEW' }));
    const reader = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await move(reader.client, project.id, 'IN_REVIEW'));
    const other = await buildProjectManager(testApp);
    expectNotFound(await move(other.client, project.id, 'IN_REVIEW'), 'Project');
    expect((await stored(project.id))?.status).toBe('DRAFT');
  });

  it('moves a Draft without a section to review once its people are set; publishing needs questions and a supplier', async () => {
    const { client, project, owner } = await staffedProject();
    const issuesToward = async (status: string) =>
      (await client.graphql<{ projectStatusIssues: unknown[] }>(ISSUES, { id: project.id, status })).data
        ?.projectStatusIssues;
    // Spec 2 §2: no Questions or Suppliers tab in Draft, so nothing about them holds the move to review back.
    expect(await issuesToward('IN_REVIEW')).toEqual([]);
    expect((await move(client, project.id, 'IN_REVIEW')).data?.updateProjectStatus.status).toBe('IN_REVIEW');

    const missing = [
      { messageId: 'NO_SECTIONS', count: 1 },
      { messageId: 'NO_SUPPLIERS', count: 1 },
    ];
    expect(await issuesToward('PUBLISHED')).toEqual(missing);
    const refused = await move(client, project.id, 'PUBLISHED');
    expect(firstError(refused)?.message).toBe('Unable to publish the project until the following issues are fixed.');
    expect(firstError(refused)?.extensions).toMatchObject({
      code: 'project-validation-error',
      details: { issues: missing },
    });
    expect((await stored(project.id))?.status).toBe('IN_REVIEW');

    await insertApprovedQuestionnaire(db(), project.id, owner.id);
    await insertProjectSupplier(db(), project.id);
    expect(await issuesToward('PUBLISHED')).toEqual([]);
    expect((await move(client, project.id, 'PUBLISHED')).data?.updateProjectStatus.status).toBe('PUBLISHED');
  });

  it('counts the issues and refuses review and publishing while they remain', async () => {
    const { client, user, project } = await staffedProject({ staffed: false });
    // A questionnaire and a supplier without issues, so that only the members' issues are counted.
    await insertApprovedQuestionnaire(db(), project.id, user.id);
    await insertProjectSupplier(db(), project.id);
    const issues = await client.graphql<{ projectStatusIssues: unknown[] }>(ISSUES, {
      id: project.id,
      status: 'IN_REVIEW',
    });
    expect(issues.data?.projectStatusIssues).toEqual([
      { messageId: 'PROJECT_OWNERS_NOT_ASSIGNED', count: 1 },
      { messageId: 'DOMAIN_EXPERTS_NOT_ASSIGNED', count: 1 },
    ]);
    const refused = await move(client, project.id, 'IN_REVIEW');
    expect(firstError(refused)?.message).toBe('Unable to start questions review until the following issues are fixed.');
    expect(firstError(refused)?.extensions).toMatchObject({
      code: 'project-validation-error',
      details: {
        issues: [
          { messageId: 'PROJECT_OWNERS_NOT_ASSIGNED', count: 1 },
          { messageId: 'DOMAIN_EXPERTS_NOT_ASSIGNED', count: 1 },
        ],
      },
    });
    expect((await stored(project.id))?.status).toBe('DRAFT');

    // With an owner (and experts enabled but none chosen) only the experts issue remains; statuses that are not
    // checked have no issues.
    const owner = await buildColleague(db(), user.companyId, ['MANAGE_PROJECT_STATE']);
    await client.graphql(UPDATE, {
      id: project.id,
      version: 1,
      input: projectInput(user.id, { productOwnerIds: [owner.id] }),
    });
    expect(
      (await client.graphql<{ projectStatusIssues: unknown[] }>(ISSUES, { id: project.id, status: 'PUBLISHED' })).data,
    ).toEqual({
      projectStatusIssues: [{ messageId: 'DOMAIN_EXPERTS_NOT_ASSIGNED', count: 1 }],
    });
    expect((await client.graphql(ISSUES, { id: project.id, status: 'AWAITING' })).data).toEqual({
      projectStatusIssues: [],
    });

    // In IN_REVIEW the publish check refuses with its own heading.
    await db().update(projects).set({ status: 'IN_REVIEW' }).where(eq(projects.id, project.id));
    const publish = await move(client, project.id, 'PUBLISHED');
    expect(firstError(publish)?.message).toBe('Unable to publish the project until the following issues are fixed.');
    expect(firstError(publish)?.extensions?.code).toBe('project-validation-error');
  });

  it('does not count experts when the company has them off', async () => {
    const { client, user, company } = await buildProjectManager(
      testApp,
      ['MANAGE_PROJECT_STATE'],
      {},
      { enableExperts: false },
    );
    const owner = await buildColleague(db(), company.id, ['MANAGE_PROJECT_STATE']);
    const project = await createProject(client, projectInput(user.id, { productOwnerIds: [owner.id] }));
    await insertApprovedQuestionnaire(db(), project.id, owner.id);
    expect((await client.graphql(ISSUES, { id: project.id, status: 'IN_REVIEW' })).data).toEqual({
      projectStatusIssues: [],
    });
    expect((await move(client, project.id, 'IN_REVIEW')).data?.updateProjectStatus.status).toBe('IN_REVIEW');
  });

  it('refuses the issue check to a visitor, without MANAGE_PROJECT_STATE and for another company', async () => {
    const { project, company } = await staffedProject();
    expectUnauthenticated(await testApp.client().graphql(ISSUES, { id: project.id, status: 'IN_REVIEW' }));
    const reader = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await reader.client.graphql(ISSUES, { id: project.id, status: 'IN_REVIEW' }));
    const other = await buildProjectManager(testApp);
    expectNotFound(await other.client.graphql(ISSUES, { id: project.id, status: 'IN_REVIEW' }), 'Project');
  });
});

describe('delete and archive', () => {
  it('deletes for MANAGE_ALL_PROJECTS: the project is then neither listed nor found', async () => {
    const { client, project } = await staffedProject();
    expect((await client.graphql(DELETE, { id: project.id })).data).toEqual({ deleteProject: true });
    expect((await stored(project.id))?.status).toBe('DELETED');
    expectNotFound(await client.graphql(ONE, { id: project.id }), 'Project');
    expectNotFound(await client.graphql(DELETE, { id: project.id }), 'Project');
    const list = await client.graphql<{ projects: { total: number } }>(LIST, { filter: { archived: true } });
    expect(list.data?.projects.total).toBe(0);
  });

  it('refuses delete to a visitor, to MANAGE_PROJECT_STATE alone (also through the status) and to another company', async () => {
    const { project, company } = await staffedProject();
    expectUnauthenticated(await testApp.client().graphql(DELETE, { id: project.id }));
    const manager = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_PROJECT_STATE'] });
    // An owner of the project, so the refusal is about the privilege and not about seeing the project.
    await db()
      .insert(projectMembers)
      .values({ projectId: project.id, userId: manager.user.id, role: 'PROJECT_MANAGER' });
    expectForbidden(await manager.client.graphql(DELETE, { id: project.id }));
    expectForbidden(await move(manager.client, project.id, 'DELETED'));
    const other = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    expectNotFound(await other.client.graphql(DELETE, { id: project.id }), 'Project');
    expect((await stored(project.id))?.status).toBe('DRAFT');
  });

  it('lists an archived project only when archived projects are asked for', async () => {
    const { client, project } = await staffedProject();
    await db().update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, project.id));
    expect((await move(client, project.id, 'ARCHIVED')).data?.updateProjectStatus.status).toBe('ARCHIVED');
    const ids = async (archived: boolean) =>
      (
        await client.graphql<{ projects: { results: Array<{ id: string }> } }>(LIST, { filter: { archived } })
      ).data?.projects.results.map((row) => row.id);
    expect(await ids(false)).toEqual([]);
    expect(await ids(true)).toEqual([project.id]);
  });
});

describe('updateProjectSettings', () => {
  it('sets the answer length in DRAFT and IN_REVIEW and the target respondents', async () => {
    const { client, project } = await staffedProject();
    const result = await client.graphql<{ updateProjectSettings: Record<string, unknown> }>(SETTINGS, {
      id: project.id,
      answersMaxLength: 1000,
      targetNumberRespondents: 5,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProjectSettings).toMatchObject({
      version: 2,
      targetNumberRespondents: 5,
      settings: { answersMaxLength: 1000 },
    });
    expectBadInput(
      await client.graphql(SETTINGS, { id: project.id, answersMaxLength: 99 }),
      'Must be a number greater than or equal to 100',
    );
  });

  it('refuses a new answer length outside DRAFT and IN_REVIEW but keeps the other settings editable', async () => {
    const { client, project } = await staffedProject();
    await db().update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.id, project.id));
    const message = 'Answers max length can be changed only in Draft and In Review';
    expectBadInput(await client.graphql(SETTINGS, { id: project.id, answersMaxLength: 2000 }), message, {
      answersMaxLength: message,
    });
    const target = await client.graphql<{ updateProjectSettings: { targetNumberRespondents: number } }>(SETTINGS, {
      id: project.id,
      targetNumberRespondents: 4,
    });
    expect(target.data?.updateProjectSettings.targetNumberRespondents).toBe(4);
    expect((await stored(project.id))?.settings.answersMaxLength).toBeNull();
  });

  it('needs MANAGE_ALL_PROJECTS and the tenant', async () => {
    const { project, company } = await staffedProject();
    expectUnauthenticated(await testApp.client().graphql(SETTINGS, { id: project.id, answersMaxLength: 500 }));
    const manager = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_PROJECT_STATE'] });
    expectForbidden(await manager.client.graphql(SETTINGS, { id: project.id, answersMaxLength: 500 }));
    const other = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    expectNotFound(await other.client.graphql(SETTINGS, { id: project.id, answersMaxLength: 500 }), 'Project');
    expect((await stored(project.id))?.settings.answersMaxLength).toBeNull();
  });
});
