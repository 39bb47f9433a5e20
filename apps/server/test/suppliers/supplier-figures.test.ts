import { PARTICIPATION_DISPLAYS, PARTICIPATION_SORT_ORDER, PARTICIPATION_STATUSES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildProjectManager, createProject, ISSUES, projectInput } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { useTestApp } from '../support/test-app.js';
import { insertProjectSupplier, SUPPLIER_OPERATIONS as OPS, type ProjectProductShape } from './suppliers-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const DASHBOARD_PARTICIPATION =
  'query Dashboard($id: ID!) { projectDashboard(id: $id) { participation { status count } } }';

/** A project with one supplier in every participation status, each product named after its status backwards. */
async function projectWithEveryStatus() {
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD']);
  const project = await createProject(manager.client, projectInput(manager.user.id));
  for (const status of [...PARTICIPATION_STATUSES].reverse()) {
    await insertProjectSupplier(db(), project.id, status, `Product ${status}`);
  }
  // Every display a project's supplier can have (NEW is for candidates not in the project).
  const every = { statuses: PARTICIPATION_DISPLAYS.filter((display) => display !== 'NEW') };
  const rows = async (status: 'IN_REVIEW' | 'PUBLISHED' | 'SCORING') => {
    await setProjectStatus(db(), project.id, status);
    const result = await manager.client.graphql<{ projectProducts: ProjectProductShape[] }>(OPS.list, {
      projectId: project.id,
      filter: every,
    });
    return dataOf(result).projectProducts.map((row) => `${row.participationStatus} ${row.displayStatus}`);
  };
  return { ...manager, project, rows };
}

describe('the participation list (spec 2 §4)', () => {
  it('is sorted ACCEPTED 1 … BLOCKED 9 and shows each status as the project status maps it', async () => {
    const { rows } = await projectWithEveryStatus();
    expect(await rows('PUBLISHED')).toEqual([
      'ACCEPTED ACCEPTED',
      'INVITED INVITED',
      'BP_REGISTERED INVITED',
      'BP_DRAFT BP_DRAFT',
      'BP_SUBMITTED BP_SUBMITTED',
      'DRAFT PENDING',
      'PENDING PENDING',
      'DECLINED DECLINED',
      'BLOCKED BLOCKED',
    ]);
    const inReview = await rows('IN_REVIEW');
    expect(inReview.slice(0, 8).every((row) => row.endsWith(' PRESELECTED'))).toBe(true);
    expect(inReview[8]).toBe('BLOCKED BLOCKED');
    expect(await rows('SCORING')).toEqual([
      'ACCEPTED ACCEPTED',
      'INVITED AUTO_DECLINED',
      'BP_REGISTERED AUTO_DECLINED',
      'BP_DRAFT AUTO_DECLINED',
      'BP_SUBMITTED AUTO_DECLINED',
      'DRAFT AUTO_DECLINED',
      'PENDING AUTO_DECLINED',
      'DECLINED DECLINED',
      'BLOCKED BLOCKED',
    ]);
  });

  it('feeds the dashboard’s participation figures with real rows', async () => {
    const { client, project } = await projectWithEveryStatus();
    await insertProjectSupplier(db(), project.id, 'ACCEPTED');
    const result = await client.graphql<{ projectDashboard: { participation: unknown[] } }>(DASHBOARD_PARTICIPATION, {
      id: project.id,
    });
    expect(dataOf(result).projectDashboard.participation).toEqual([
      { status: 'ACCEPTED', count: 2 },
      ...PARTICIPATION_STATUSES.filter((status) => status !== 'ACCEPTED')
        .map((status) => ({ status, count: 1 }))
        .sort((a, b) => PARTICIPATION_SORT_ORDER[a.status] - PARTICIPATION_SORT_ORDER[b.status]),
    ]);
  });
});

describe('the issue check toward publishing', () => {
  it('asks for at least one supplier that is neither blocked nor declined', async () => {
    const manager = await buildProjectManager(testApp);
    const project = await createProject(manager.client, projectInput(manager.user.id));
    const issues = async (status: string) =>
      dataOf(
        await manager.client.graphql<{ projectStatusIssues: Array<{ messageId: string }> }>(ISSUES, {
          id: project.id,
          status,
        }),
      ).projectStatusIssues.map((issue) => issue.messageId);
    expect(await issues('PUBLISHED')).toContain('NO_SUPPLIERS');
    expect(await issues('IN_REVIEW')).not.toContain('NO_SUPPLIERS');
    await insertProjectSupplier(db(), project.id, 'BLOCKED');
    await insertProjectSupplier(db(), project.id, 'DECLINED');
    expect(await issues('PUBLISHED')).toContain('NO_SUPPLIERS');
    await insertProjectSupplier(db(), project.id, 'DRAFT');
    expect(await issues('PUBLISHED')).not.toContain('NO_SUPPLIERS');
  });
});
