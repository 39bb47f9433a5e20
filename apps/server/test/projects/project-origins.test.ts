import { PROJECT_ORIGIN_MESSAGES, type ProjectStatus } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionPoints, type ProjectCopyOptions, type Unregister } from '../../src/core/extensions/index.js';
import { projects } from '../../src/db/schema/index.js';
import { buildLimitedPlan } from '../billing/billing-support.js';
import { firstError } from '../support/graphql-results.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  buildProjectManager,
  createProject,
  DELETE,
  ONE,
  PROJECT_FIELDS,
  projectInput,
  projectsOf,
} from './projects-support.js';

const COPY = `mutation Copy($input: ProjectInput!, $copy: ProjectCopyInput) {
  createProject(input: $input, copy: $copy) { ${PROJECT_FIELDS} origin baseProject { id name type } } }`;
const ORIGIN = `query Origin($id: ID!) { project(id: $id) { id origin baseProject { id name type } } }`;

interface CopiedProject {
  id: string;
  type: string;
  status: string;
  origin: string | null;
  baseProject: { id: string; name: string; type: string } | null;
  settings: { answersMaxLength: number | null };
}

let testApp: TestApp;
/** What the test copier saw, and whether it should fail (proving it runs inside the creating transaction). */
const copierCalls: Array<{ baseId: string; createdId: string; options: ProjectCopyOptions }> = [];
let copierFails = false;
let unregisterCopier: Unregister = () => {};

beforeAll(async () => {
  testApp = await startTestApp();
  unregisterCopier = extensionPoints.projectCopiers.register(async ({ base, created, options }) => {
    if (copierFails) throw new Error('copier failed');
    copierCalls.push({ baseId: base.id, createdId: created.id, options });
  });
});
afterAll(async () => {
  unregisterCopier();
  await testApp.close();
});

const db = () => testApp.running.app.db;

/** A project of the manager's company, then put in `status` with `answersMaxLength` straight in the database. */
async function buildBase(
  manager: Awaited<ReturnType<typeof buildProjectManager>>,
  type: 'RFP' | 'RFI' | 'PANEL',
  status: ProjectStatus = 'DRAFT',
  answersMaxLength: number | null = null,
) {
  const base = await createProject(
    manager.client,
    projectInput(manager.user.id, { type, name: `${type} base`, ...(type === 'PANEL' ? { description: '' } : {}) }),
  );
  const [row] = await db().select().from(projects).where(eq(projects.id, base.id));
  if (!row) throw new Error('no base');
  await db()
    .update(projects)
    .set({ status, settings: { ...row.settings, answersMaxLength } })
    .where(eq(projects.id, base.id));
  return base;
}

const copyOf = (
  manager: Awaited<ReturnType<typeof buildProjectManager>>,
  input: Record<string, unknown>,
  copy: Record<string, unknown>,
) =>
  manager.client.graphql<{ createProject: CopiedProject }>(COPY, { input: projectInput(manager.user.id, input), copy });

describe('createProject with a copy', () => {
  it('refuses a visitor', async () => {
    expectUnauthenticated(
      await testApp.client().graphql(COPY, {
        input: projectInput(crypto.randomUUID()),
        copy: { id: crypto.randomUUID(), origin: 'CLONE' },
      }),
    );
  });

  it('clones a project for a company administrator and runs the copiers', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const base = await buildBase(admin, 'RFI', 'ARCHIVED');
    const result = await copyOf(admin, { type: 'RFI', name: 'RFI base (copy)' }, { id: base.id, origin: 'CLONE' });
    expect(result.errors).toBeUndefined();
    const created = result.data?.createProject;
    expect(created).toMatchObject({
      type: 'RFI',
      status: 'DRAFT',
      origin: 'CLONE',
      baseProject: { id: base.id, name: 'RFI base', type: 'RFI' },
      settings: { answersMaxLength: null },
    });
    expect(copierCalls.at(-1)).toEqual({
      baseId: base.id,
      createdId: created?.id,
      options: {
        origin: 'CLONE',
        copyApprovers: false,
        copyQuestionsStatus: false,
        copyQuestionsWeight: false,
        copyProducts: false,
        nextIteration: false,
      },
    });
    const [row] = await db()
      .select()
      .from(projects)
      .where(eq(projects.id, created?.id ?? ''));
    expect(row).toMatchObject({ baseProjectId: base.id, origin: 'CLONE' });
  });

  it('refuses a clone without MANAGE_ALL_PROJECTS and writes nothing', async () => {
    const manager = await buildProjectManager(testApp);
    const base = await buildBase(manager, 'RFP');
    expectForbidden(await copyOf(manager, {}, { id: base.id, origin: 'CLONE' }));
    expect(await projectsOf(db(), manager.company.id)).toHaveLength(1);
  });

  it('answers a base of another company, a deleted or a malformed one as not found', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const other = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const theirs = await buildBase(other, 'RFI');
    expectNotFound(await copyOf(admin, {}, { id: theirs.id, origin: 'CLONE' }), 'Project');
    expectNotFound(await copyOf(admin, { type: 'RFP' }, { id: theirs.id, origin: 'RFI_BASED' }), 'Project');
    expectNotFound(await copyOf(admin, {}, { id: 'not-a-uuid', origin: 'CLONE' }), 'Project');
    const mine = await buildBase(admin, 'RFP');
    expect((await admin.client.graphql(DELETE, { id: mine.id })).errors).toBeUndefined();
    expectNotFound(await copyOf(admin, {}, { id: mine.id, origin: 'CLONE' }), 'Project');
    expect(await projectsOf(db(), admin.company.id)).toHaveLength(1);
  });

  it('answers a base the manager is not assigned to as not found', async () => {
    const manager = await buildProjectManager(testApp);
    const colleague = await buildSignedInUser(testApp, {
      companyId: manager.company.id,
      privileges: ['MANAGE_ALL_PROJECTS'],
    });
    const theirs = await createProject(colleague.client, projectInput(colleague.user.id, { type: 'RFI' }));
    expectNotFound(await copyOf(manager, { type: 'RFP' }, { id: theirs.id, origin: 'RFI_BASED' }), 'Project');
    expect(await projectsOf(db(), manager.company.id)).toHaveLength(1);
  });

  it('bases an RFP on an RFI for a project manager', async () => {
    const manager = await buildProjectManager(testApp);
    const base = await buildBase(manager, 'RFI', 'COMPLETED');
    const result = await copyOf(manager, { type: 'RFP' }, { id: base.id, origin: 'RFI_BASED' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProject).toMatchObject({
      type: 'RFP',
      origin: 'RFI_BASED',
      baseProject: { id: base.id, type: 'RFI' },
    });
  });

  it('refuses the wrong origin rules with a clear message and writes nothing', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const rfp = await buildBase(admin, 'RFP', 'COMPLETED');
    const rfi = await buildBase(admin, 'RFI');
    const runningPanel = await buildBase(admin, 'PANEL', 'SCORING');
    const closedPanel = await buildBase(admin, 'PANEL', 'COMPLETED');
    const messages = PROJECT_ORIGIN_MESSAGES;
    const panel = { type: 'PANEL', description: '' };
    expectBadInput(
      await copyOf(admin, { type: 'RFP' }, { id: rfp.id, origin: 'RFI_BASED' }),
      messages.rfiBasedNeedsRfi,
      {
        copy: messages.rfiBasedNeedsRfi,
      },
    );
    expectBadInput(
      await copyOf(admin, { type: 'RFI' }, { id: rfi.id, origin: 'RFI_BASED' }),
      messages.rfiBasedMakesRfp,
      {
        type: messages.rfiBasedMakesRfp,
      },
    );
    expectBadInput(
      await copyOf(admin, panel, { id: runningPanel.id, origin: 'NEXT_ITERATION' }),
      messages.nextIterationNeedsClosedPanel,
    );
    expectBadInput(
      await copyOf(admin, panel, { id: rfp.id, origin: 'NEXT_ITERATION' }),
      messages.nextIterationNeedsClosedPanel,
    );
    expectBadInput(
      await copyOf(admin, { type: 'RFP' }, { id: closedPanel.id, origin: 'NEXT_ITERATION' }),
      messages.nextIterationMakesPanel,
    );
    expectBadInput(
      await copyOf(admin, {}, { id: rfp.id, origin: 'CLONE', nextIteration: true }),
      messages.nextIterationFlag,
    );
    // IMPORT starts from an import of the viewer's (test/imports), never from a project.
    expectNotFound(await copyOf(admin, {}, { id: rfp.id, origin: 'IMPORT' }), 'Import');
    // The form's own rules still apply to a copy.
    expectBadInput(await copyOf(admin, { name: '' }, { id: rfp.id, origin: 'CLONE' }), 'Required');
    expect(await projectsOf(db(), admin.company.id)).toHaveLength(4);
  });

  it('restarts a closed Panel with its answer length and the copy flags on', async () => {
    const manager = await buildProjectManager(testApp);
    const base = await buildBase(manager, 'PANEL', 'COMPLETED', 1000);
    const result = await copyOf(
      manager,
      { type: 'PANEL', description: '', name: 'Vendors, next round' },
      { id: base.id, origin: 'NEXT_ITERATION', copyProducts: true },
    );
    expect(result.errors).toBeUndefined();
    const created = result.data?.createProject;
    expect(created).toMatchObject({
      type: 'PANEL',
      status: 'DRAFT',
      origin: 'NEXT_ITERATION',
      baseProject: { id: base.id, name: 'PANEL base', type: 'PANEL' },
      settings: { answersMaxLength: 1000 },
    });
    expect(copierCalls.at(-1)?.options).toEqual({
      origin: 'NEXT_ITERATION',
      copyApprovers: true,
      copyQuestionsStatus: true,
      copyQuestionsWeight: true,
      copyProducts: true,
      nextIteration: true,
    });
    // The base keeps its status: restarting does not move it.
    const [row] = await db().select().from(projects).where(eq(projects.id, base.id));
    expect(row?.status).toBe('COMPLETED');
  });

  it('rolls the creation back when a copier fails', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const base = await buildBase(admin, 'RFP');
    copierFails = true;
    try {
      const result = await copyOf(admin, {}, { id: base.id, origin: 'CLONE' });
      expect(result.errors).toBeDefined();
    } finally {
      copierFails = false;
    }
    expect(await projectsOf(db(), admin.company.id)).toHaveLength(1);
  });

  it('counts a copy toward the monthly project limit', async () => {
    const plan = await buildLimitedPlan(db(), { projectsPerMonth: 2 });
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS'], { plan });
    const base = await buildBase(admin, 'RFI');
    expect((await copyOf(admin, { type: 'RFP' }, { id: base.id, origin: 'RFI_BASED' })).errors).toBeUndefined();
    const result = await copyOf(admin, {}, { id: base.id, origin: 'CLONE' });
    expect(firstError(result)?.message).toBe(
      'Project creation limit reached. Your current plan allows up to 2 projects per month. Please upgrade your subscription or wait until next month.',
    );
    expect(await projectsOf(db(), admin.company.id)).toHaveLength(2);
  });

  it('shows no base once the base is deleted, and none for a project created from scratch', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const base = await buildBase(admin, 'RFP');
    const copy = await copyOf(admin, {}, { id: base.id, origin: 'CLONE' });
    const id = copy.data?.createProject.id;
    expect((await admin.client.graphql(DELETE, { id: base.id })).errors).toBeUndefined();
    const read = await admin.client.graphql<{ project: CopiedProject }>(ORIGIN, { id });
    expect(read.data?.project).toMatchObject({ origin: 'CLONE', baseProject: null });
    const plain = await admin.client.graphql<{ project: CopiedProject }>(ORIGIN, { id: base.id });
    expectNotFound(plain, 'Project');
    const fresh = await createProject(admin.client, projectInput(admin.user.id));
    const freshRead = await admin.client.graphql<{ project: CopiedProject }>(ORIGIN, { id: fresh.id });
    expect(freshRead.data?.project).toMatchObject({ origin: null, baseProject: null });
    expect((await admin.client.graphql(ONE, { id })).errors).toBeUndefined();
    // Another company never sees the copy.
    const stranger = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    expectNotFound(await stranger.client.graphql(ORIGIN, { id }), 'Project');
  });
});
