import { MESSAGES, SUPPLIER_MESSAGES, SUPPLIER_NOTES_MAX, SUPPLIER_NOTES_TEXTS } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { projectMembers, projectProducts, projects } from '../../src/db/schema/index.js';
import { schema } from '../../src/graphql/index.js';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { buildSignedInUser, expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { insertProjectSupplier } from './suppliers-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const SET_NOTES = `mutation SetNotes($input: ProductNotesInput!) { setProductNotes(input: $input) }`;
const LIST = `query List($projectId: ID!) { projectProducts(projectId: $projectId) { id notes shareNotes } }`;

/** A broker's RFP in AWAITING with one supplier. */
async function scene() {
  const manager = await buildProjectManager(testApp);
  const project = await createProject(manager.client, projectInput(manager.user.id));
  await setProjectStatus(db(), project.id, 'AWAITING');
  const supplier = await insertProjectSupplier(db(), project.id, 'ACCEPTED');
  return { ...manager, project, supplier };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const setNotes = (client: HttpClient, s: Scene, notes = '  Strong demo  ', shareNotes = true) =>
  client.graphql(SET_NOTES, { input: { projectId: s.project.id, productId: s.supplier.id, notes, shareNotes } });

const stored = async (id: string) => {
  const [row] = await db().select().from(projectProducts).where(eq(projectProducts.id, id));
  return { notes: row?.notes, shareNotes: row?.shareNotes };
};

/** A signed-in colleague in the scene's company, assigned to its project in the role given. */
async function colleague(
  s: Scene,
  privileges: Parameters<typeof buildProjectManager>[1],
  role: 'VIEWER' | 'PROJECT_MANAGER' = 'VIEWER',
) {
  const user = await buildSignedInUser(testApp, { companyId: s.company.id, privileges });
  await db().insert(projectMembers).values({ projectId: s.project.id, userId: user.user.id, role });
  return user;
}

const UNCHANGED = { notes: '', shareNotes: false };

describe('broker notes on a supplier (setProductNotes)', () => {
  it('keeps the notes trimmed with shareNotes for a MANAGE_ALL_SCORING holder, who reads them on the list', async () => {
    const s = await scene();
    expect(dataOf(await setNotes(s.client, s))).toEqual({ setProductNotes: true });
    expect(await stored(s.supplier.id)).toEqual({ notes: 'Strong demo', shareNotes: true });
    const listed = dataOf(await s.client.graphql<{ projectProducts: unknown[] }>(LIST, { projectId: s.project.id }));
    expect(listed.projectProducts).toEqual([{ id: s.supplier.id, notes: 'Strong demo', shareNotes: true }]);

    const scorer = await colleague(s, ['MANAGE_ALL_SCORING']);
    dataOf(await setNotes(scorer.client, s, 'Second look', false));
    expect(await stored(s.supplier.id)).toEqual({ notes: 'Second look', shareNotes: false });
  });

  it('lets a project owner keep notes without MANAGE_ALL_SCORING (spec 2 §6)', async () => {
    const s = await scene();
    const owner = await colleague(s, ['VIEW_DASHBOARD'], 'PROJECT_MANAGER');
    dataOf(await setNotes(owner.client, s));
    expect(await stored(s.supplier.id)).toEqual({ notes: 'Strong demo', shareNotes: true });
  });

  it('refuses a user without MANAGE_ALL_SCORING who does not own the project, changing nothing', async () => {
    const s = await scene();
    const expert = await colleague(s, ['MANAGE_SCORING']);
    expectForbidden(await setNotes(expert.client, s));
    expect(await stored(s.supplier.id)).toEqual(UNCHANGED);
  });

  it('refuses a Panel project, and its suppliers carry no notes on the list', async () => {
    const s = await scene();
    await db().update(projects).set({ type: 'PANEL' }).where(eq(projects.id, s.project.id));
    await db().update(projectProducts).set({ notes: 'Kept before' }).where(eq(projectProducts.id, s.supplier.id));
    expectBadInput(await setNotes(s.client, s), SUPPLIER_NOTES_TEXTS.panel);
    expect(await stored(s.supplier.id)).toEqual({ notes: 'Kept before', shareNotes: false });
    const listed = dataOf(await s.client.graphql<{ projectProducts: unknown[] }>(LIST, { projectId: s.project.id }));
    expect(listed.projectProducts).toEqual([{ id: s.supplier.id, notes: null, shareNotes: null }]);
  });

  it("answers another company's project as not found, changing nothing", async () => {
    const s = await scene();
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await setNotes(stranger.client, s), 'Project');
    expect(await stored(s.supplier.id)).toEqual(UNCHANGED);
  });

  it('refuses notes over the maximum and a product of another project', async () => {
    const s = await scene();
    expectBadInput(await setNotes(s.client, s, 'x'.repeat(SUPPLIER_NOTES_MAX + 1)), MESSAGES.maxLength(2000), {
      notes: MESSAGES.maxLength(2000),
    });
    const other = await scene();
    const foreign = { ...s, supplier: other.supplier };
    expectBadInput(await setNotes(s.client, foreign), SUPPLIER_MESSAGES.notInProject);
    expect(await stored(s.supplier.id)).toEqual(UNCHANGED);
    expect(await stored(other.supplier.id)).toEqual(UNCHANGED);
  });

  it('gives notes and shareNotes on ProjectProduct only to MANAGE_ALL_SCORING readers', () => {
    // Every reader of ProjectProduct today holds MANAGE_PROJECT_STATE, which implies MANAGE_ALL_SCORING (spec 1 §6),
    // so no HTTP reader can lack it: the field rule itself is checked.
    const type = schema.getType('ProjectProduct');
    if (!isObjectType(type)) throw new Error('no ProjectProduct type');
    for (const name of ['notes', 'shareNotes']) {
      const options = type.getFields()[name]?.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
      expect(options?.authScopes).toEqual({ access: 'MANAGE_ALL_SCORING' });
    }
  });
});
