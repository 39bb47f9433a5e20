import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DashboardSource, extensionPoints } from '../../src/core/extensions/index.js';
import { companies } from '../../src/db/schema/index.js';
import { buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import { buildSignedInUser, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectManager, createProject, projectInput } from './projects-support.js';

const testApp = useTestApp();

const DASHBOARD = `query Dashboard($id: ID!) { projectDashboard(id: $id) {
  questions { approved rejected unapproved total }
  answers { rated unrated }
  participation { status count }
  faq { total unanswered }
  scoring { ratedPercent products { id name score accepted winner submitted } } } }`;

const EMPTY = {
  questions: { approved: 0, rejected: 0, unapproved: 0, total: 0 },
  answers: { rated: 0, unrated: 0 },
  participation: [],
  faq: { total: 0, unanswered: 0 },
  scoring: { ratedPercent: 0, products: [] },
};

/** A broker company with a DRAFT project its manager created. */
async function projectOfNewCompany() {
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD']);
  const project = await createProject(manager.client, projectInput(manager.user.id));
  return { ...manager, project };
}

const register = (source: DashboardSource) => extensionPoints.dashboardSources.register(source);

describe('projectDashboard', () => {
  it('refuses a visitor', async () => {
    expectUnauthenticated(await testApp.client().graphql(DASHBOARD, { id: crypto.randomUUID() }));
  });

  it('answers another company’s project, an unassigned one and a malformed id as not found', async () => {
    const { project, company } = await projectOfNewCompany();
    const stranger = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS', 'VIEW_DASHBOARD']);
    expectNotFound(await stranger.client.graphql(DASHBOARD, { id: project.id }), 'Project');
    // A colleague without MANAGE_ALL_PROJECTS sees only the projects they are assigned to.
    const colleague = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['VIEW_DASHBOARD'] });
    expectNotFound(await colleague.client.graphql(DASHBOARD, { id: project.id }), 'Project');
    expectNotFound(await stranger.client.graphql(DASHBOARD, { id: 'not-an-id' }), 'Project');
  });

  it('answers zeros and empty lists for a fresh project (no area has reported yet)', async () => {
    const { client, project, company } = await projectOfNewCompany();
    const result = await client.graphql(DASHBOARD, { id: project.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ projectDashboard: EMPTY });

    // A colleague who sees every project of the company (MANAGE_ALL_PROJECTS) reads it without VIEW_DASHBOARD: the
    // same figures feed the preview, open to any buy-side user who sees the project.
    const owner = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_ALL_PROJECTS'] });
    expect((await owner.client.graphql(DASHBOARD, { id: project.id })).data).toEqual({ projectDashboard: EMPTY });
  });

  it('lets an administrator acting on behalf of the company read it', async () => {
    const { project, company } = await projectOfNewCompany();
    await testApp.running.app.db
      .update(companies)
      .set({ settings: { ...company.settings, enableAuthOnBehalf: true } })
      .where(eq(companies.id, company.id));
    const admin = await buildSignedInAdmin(testApp);
    const result = await graphqlOnBehalf(testApp, admin.client, company.id, DASHBOARD, { id: project.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ projectDashboard: EMPTY });
  });

  it('sums and concatenates what the registered sources report', async () => {
    const { client, project } = await projectOfNewCompany();
    const other = await projectOfNewCompany();
    const mine = (id: string) => id === project.id;
    const unregister = [
      register({
        questions: async ({ project: row }) =>
          mine(row.id) ? { approved: 3, rejected: 1, unapproved: 2 } : { approved: 0, rejected: 0, unapproved: 0 },
      }),
      register({
        questions: async ({ project: row }) => ({
          approved: mine(row.id) ? 1 : 0,
          rejected: 0,
          unapproved: 0,
        }),
      }),
      register({
        answers: async ({ project: row }) => (mine(row.id) ? { rated: 4, unrated: 6 } : { rated: 0, unrated: 0 }),
      }),
      register({
        participation: async ({ project: row }) =>
          mine(row.id)
            ? [
                { status: 'DECLINED', count: 1 },
                { status: 'ACCEPTED', count: 2 },
                { status: 'INVITED', count: 0 },
              ]
            : [],
      }),
      register({ participation: async ({ project: row }) => (mine(row.id) ? [{ status: 'ACCEPTED', count: 1 }] : []) }),
      register({
        faq: async ({ project: row }) => (mine(row.id) ? { total: 5, unanswered: 2 } : { total: 0, unanswered: 0 }),
      }),
      register({
        scoring: async ({ project: row }) =>
          mine(row.id)
            ? {
                ratedAnswers: 2,
                totalAnswers: 3,
                products: [
                  { id: 'p1', name: 'Acme Payroll', score: 12, accepted: true, winner: false, submitted: true },
                  { id: 'p2', name: 'Declined Co', score: 30, accepted: false, winner: false, submitted: false },
                  { id: 'p3', name: 'Globex HR', score: 20, accepted: true, winner: false, submitted: true },
                ],
              }
            : { ratedAnswers: 0, totalAnswers: 0, products: [] },
      }),
    ];
    try {
      const result = await client.graphql(DASHBOARD, { id: project.id });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({
        projectDashboard: {
          questions: { approved: 4, rejected: 1, unapproved: 2, total: 7 },
          answers: { rated: 4, unrated: 6 },
          participation: [
            { status: 'ACCEPTED', count: 3 },
            { status: 'DECLINED', count: 1 },
          ],
          faq: { total: 5, unanswered: 2 },
          scoring: {
            ratedPercent: 66,
            products: [
              { id: 'p3', name: 'Globex HR', score: 20, accepted: true, winner: false, submitted: true },
              { id: 'p1', name: 'Acme Payroll', score: 12, accepted: true, winner: false, submitted: true },
              { id: 'p2', name: 'Declined Co', score: 30, accepted: false, winner: false, submitted: false },
            ],
          },
        },
      });
      // The sources are asked per project: another project keeps its own (empty) figures.
      expect((await other.client.graphql(DASHBOARD, { id: other.project.id })).data).toEqual({
        projectDashboard: EMPTY,
      });
    } finally {
      for (const remove of unregister) remove();
    }
    expect((await client.graphql(DASHBOARD, { id: project.id })).data).toEqual({ projectDashboard: EMPTY });
  });

  it('tells each source who reads the dashboard', async () => {
    const { client, project, user } = await projectOfNewCompany();
    const readers: string[] = [];
    const unregister = register({
      faq: async ({ viewer, project: row }) => {
        if (row.id === project.id) readers.push(viewer.user.id);
        return { total: 0, unanswered: 0 };
      },
    });
    try {
      expect((await client.graphql(DASHBOARD, { id: project.id })).errors).toBeUndefined();
    } finally {
      unregister();
    }
    expect(readers).toEqual([user.id]);
  });
});
