import { DEADLINE_MESSAGES, type ProjectStatus, type ProjectType } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, projectMembers, projects } from '../../src/db/schema/index.js';
import { buildSignedInAdmin, graphqlOnBehalf } from '../support/on-behalf.js';
import { buildSignedInUser, expectBadInput, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectManager, createProject, futureDates, projectInput, UPDATE } from './projects-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
const DEADLINES = `query Deadlines($from: DateTime!, $to: DateTime!) {
  projectDeadlines(from: $from, to: $to) { projectId projectName projectType deadlines { kind date } } }`;

interface DeadlineProject {
  projectId: string;
  projectName: string;
  projectType: ProjectType;
  deadlines: Array<{ kind: string; date: string }>;
}
type DeadlinesAnswer = { projectDeadlines: DeadlineProject[] };

/** The answer's deadlines one per row, in the answer's order: [project name, kind, date]. */
const rowsOf = (answer: { data?: DeadlinesAnswer | null }) =>
  (answer.data?.projectDeadlines ?? []).flatMap((project) =>
    project.deadlines.map((deadline) => [project.projectName, deadline.kind, deadline.date]),
  );

/** A project date: the New York day stored at midday UTC. */
const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

const SETTINGS = {
  answersMaxLength: null,
  scoringType: 'NUMBERS' as const,
  enableBranches: false,
  enableExperts: true,
  enableExtendedAnswersDeadline: false,
};

/** A project row of the company with dates in March 2030 (publish, intent, clarification, submission, decision). */
async function insertProject(
  companyId: string,
  name: string,
  options: { type?: ProjectType; status?: ProjectStatus; createdBy?: string; clarification?: Date | null } = {},
) {
  const [row] = await db()
    .insert(projects)
    .values({
      companyId,
      name,
      type: options.type ?? 'RFP',
      status: options.status ?? 'DRAFT',
      settings: SETTINGS,
      createdBy: options.createdBy ?? null,
      publishDate: day('2030-03-02'),
      submissionDeadline: day('2030-03-16'),
      questionsClarificationDeadline: options.clarification === undefined ? day('2030-03-20') : options.clarification,
      questionsSubmissionDeadline: day('2030-03-26'),
      plannedDecisionDate: day('2030-04-05'),
    })
    .returning();
  if (!row) throw new Error('project not inserted');
  return row;
}

const MARCH = { from: '2030-03-01T00:00:00.000Z', to: '2030-03-31T23:59:59.999Z' };

describe('projectDeadlines', () => {
  it('refuses a visitor', async () => {
    expectUnauthenticated(await testApp.client().graphql(DEADLINES, MARCH));
  });

  it('lists every kind within the range, soonest first, and leaves out archived and deleted projects', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const rfp = await insertProject(manager.company.id, 'Payroll RFP');
    const panel = await insertProject(manager.company.id, 'Benefits panel', { type: 'PANEL', clarification: null });
    await db()
      .update(projects)
      .set({ publishDate: day('2030-03-16') })
      .where(eq(projects.id, panel.id));
    await insertProject(manager.company.id, 'Archived RFP', { status: 'ARCHIVED' });
    await insertProject(manager.company.id, 'Deleted RFP', { status: 'DELETED' });

    const result = await manager.client.graphql<DeadlinesAnswer>(DEADLINES, MARCH);
    expect(result.errors).toBeUndefined();
    // Each project once, where its first deadline comes; its deadlines soonest first, a day's in the order of its dates.
    expect(rowsOf(result).map(([name, kind, date]) => [name, kind, date?.slice(0, 10)])).toEqual([
      ['Payroll RFP', 'PUBLISH_DATE', '2030-03-02'],
      ['Payroll RFP', 'INTENT_TO_RESPOND', '2030-03-16'],
      ['Payroll RFP', 'CLARIFICATION_DEADLINE', '2030-03-20'],
      ['Payroll RFP', 'SUBMISSION_DEADLINE', '2030-03-26'],
      ['Benefits panel', 'PUBLISH_DATE', '2030-03-16'],
      ['Benefits panel', 'INTENT_TO_RESPOND', '2030-03-16'],
      ['Benefits panel', 'SUBMISSION_DEADLINE', '2030-03-26'],
    ]);
    expect(result.data?.projectDeadlines[0]).toMatchObject({
      projectId: rfp.id,
      projectName: 'Payroll RFP',
      projectType: 'RFP',
      deadlines: expect.arrayContaining([{ kind: 'PUBLISH_DATE', date: '2030-03-02T12:00:00.000Z' }]),
    });
    expect(result.data?.projectDeadlines[1]?.projectType).toBe('PANEL');

    const april = await manager.client.graphql<DeadlinesAnswer>(DEADLINES, {
      from: '2030-04-05T12:00:00.000Z',
      to: '2030-04-05T12:00:00.000Z',
    });
    expect(rowsOf(april).map(([name, kind]) => [name, kind])).toEqual([
      ['Benefits panel', 'DECISION_DATE'],
      ['Payroll RFP', 'DECISION_DATE'],
    ]);
  });

  it("shows only the tenant's projects, and a user without MANAGE_ALL_PROJECTS only theirs", async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const colleague = await buildSignedInUser(testApp, {
      companyId: manager.company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    await insertProject(manager.company.id, 'Unassigned');
    const assigned = await insertProject(manager.company.id, 'Assigned');
    await db().insert(projectMembers).values({ projectId: assigned.id, userId: colleague.user.id, role: 'VIEWER' });
    await insertProject(manager.company.id, 'Own', { createdBy: colleague.user.id });
    const other = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    await insertProject(other.company.id, 'Other company');

    const names = async (answer: Promise<{ data?: DeadlinesAnswer | null }>) =>
      (await answer).data?.projectDeadlines.map((project) => project.projectName) ?? [];
    expect((await names(colleague.client.graphql(DEADLINES, MARCH))).sort()).toEqual(['Assigned', 'Own']);
    expect((await names(manager.client.graphql(DEADLINES, MARCH))).sort()).toEqual(['Assigned', 'Own', 'Unassigned']);
    expect(await names(other.client.graphql(DEADLINES, MARCH))).toEqual(['Other company']);

    const admin = await buildSignedInAdmin(testApp);
    expect(await names(admin.client.graphql(DEADLINES, MARCH))).toEqual([]);
    await db()
      .update(companies)
      .set({ settings: { ...manager.company.settings, enableAuthOnBehalf: true } })
      .where(eq(companies.id, manager.company.id));
    const onBehalf = graphqlOnBehalf<DeadlinesAnswer>(testApp, admin.client, manager.company.id, DEADLINES, MARCH);
    expect((await names(onBehalf)).sort()).toEqual(['Assigned', 'Own', 'Unassigned']);
  });

  it('follows the dates a project is created and updated with, through the API', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const clarification = futureDates(5).publishDate;
    const input = projectInput(manager.user.id, { ...futureDates(3), questionsClarificationDeadline: clarification });
    const project = await createProject(manager.client, input);
    const range = { from: new Date().toISOString(), to: new Date(Date.now() + 100 * 86_400_000).toISOString() };
    const calendar = async () => {
      const result = await manager.client.graphql<DeadlinesAnswer>(DEADLINES, range);
      expect(result.errors).toBeUndefined();
      return rowsOf(result).map(([, kind, date]) => [kind, date]);
    };
    expect(await calendar()).toEqual([
      ['PUBLISH_DATE', input.publishDate],
      ['CLARIFICATION_DEADLINE', clarification],
      ['INTENT_TO_RESPOND', input.submissionDeadline],
      ['SUBMISSION_DEADLINE', input.questionsSubmissionDeadline],
      ['DECISION_DATE', input.plannedDecisionDate],
    ]);

    // A later publish date moves the dates after it; the clarification deadline is left out.
    const moved = { ...input, ...futureDates(20), questionsClarificationDeadline: null };
    const updated = await manager.client.graphql(UPDATE, { id: project.id, version: project.version, input: moved });
    expect(updated.errors).toBeUndefined();
    expect(await calendar()).toEqual([
      ['PUBLISH_DATE', moved.publishDate],
      ['INTENT_TO_RESPOND', moved.submissionDeadline],
      ['SUBMISSION_DEADLINE', moved.questionsSubmissionDeadline],
      ['DECISION_DATE', moved.plannedDecisionDate],
    ]);
  });

  it("follows the project's name, type, status, kind and creator, whatever statement changes them", async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const creator = await buildSignedInUser(testApp, {
      companyId: manager.company.id,
      privileges: ['MANAGE_PROJECT_STATE'],
    });
    const project = await insertProject(manager.company.id, 'Payroll RFP', { createdBy: creator.user.id });
    const change = (values: Partial<typeof projects.$inferInsert>) =>
      db().update(projects).set(values).where(eq(projects.id, project.id));
    const seenBy = async (client: typeof manager.client) => {
      const result = await client.graphql<DeadlinesAnswer>(DEADLINES, MARCH);
      expect(result.errors).toBeUndefined();
      return result.data?.projectDeadlines.map(({ projectName, projectType }) => `${projectName} (${projectType})`);
    };

    await change({ name: 'Benefits panel', type: 'PANEL' });
    expect(await seenBy(manager.client)).toEqual(['Benefits panel (PANEL)']);
    expect(await seenBy(creator.client)).toEqual(['Benefits panel (PANEL)']);
    await change({ createdBy: null });
    expect(await seenBy(creator.client)).toEqual([]);
    await change({ status: 'ARCHIVED' });
    expect(await seenBy(manager.client)).toEqual([]);
    await change({ status: 'PUBLISHED' });
    expect(await seenBy(manager.client)).toEqual(['Benefits panel (PANEL)']);
    await change({ kind: 'TEMPLATE_DRAFT' });
    expect(await seenBy(manager.client)).toEqual([]);
  });

  it('refuses a reversed range or one over 400 days', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    await insertProject(manager.company.id, 'Payroll RFP');
    const from = new Date('2030-01-01T00:00:00.000Z');
    const days = (count: number, extraMs = 0) => new Date(from.getTime() + count * 86_400_000 + extraMs).toISOString();
    const longest = await manager.client.graphql<DeadlinesAnswer>(DEADLINES, {
      from: from.toISOString(),
      to: days(400),
    });
    expect(longest.errors).toBeUndefined();
    expect(rowsOf(longest)).toHaveLength(5);
    expectBadInput(
      await manager.client.graphql(DEADLINES, { from: from.toISOString(), to: days(400, 1) }),
      DEADLINE_MESSAGES.rangeTooLong,
      { to: DEADLINE_MESSAGES.rangeTooLong },
    );
    expectBadInput(
      await manager.client.graphql(DEADLINES, { from: from.toISOString(), to: days(-1) }),
      DEADLINE_MESSAGES.rangeOrder,
    );
    expect((await manager.client.graphql(DEADLINES, { from: 'soon', to: days(1) })).errors).toBeDefined();
  });

  it('returns at most 500 deadlines, the soonest', async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const rows = Array.from({ length: 101 }, (_, index) => ({
      companyId: manager.company.id,
      name: `Project ${String(index).padStart(3, '0')}`,
      type: 'RFP' as const,
      status: 'DRAFT' as const,
      settings: SETTINGS,
      publishDate: day('2030-03-02'),
      submissionDeadline: day('2030-03-16'),
      questionsClarificationDeadline: day('2030-03-20'),
      questionsSubmissionDeadline: day('2030-03-26'),
      plannedDecisionDate: day('2030-04-05'),
    }));
    await db().insert(projects).values(rows);
    const result = await manager.client.graphql<DeadlinesAnswer>(DEADLINES, {
      from: MARCH.from,
      to: '2030-04-30T00:00:00.000Z',
    });
    const deadlines = rowsOf(result);
    expect(deadlines).toHaveLength(500);
    // 505 dates: the five left out are the last decision dates, by name.
    const decided = deadlines.filter(([, kind]) => kind === 'DECISION_DATE').map(([name]) => name);
    expect(decided).toHaveLength(96);
    expect(decided.sort().at(-1)).toBe('Project 095');
  });
});

describe('Project supplier-list fields', () => {
  it("names the project's company as brokerage firm; isNew stays null on the buy side", async () => {
    const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const project = await insertProject(manager.company.id, 'Payroll RFP');
    const result = await manager.client.graphql('query One($id: ID!) { project(id: $id) { brokerageFirm isNew } }', {
      id: project.id,
    });
    expect(result.data).toEqual({ project: { brokerageFirm: manager.company.name, isNew: null } });
  });
});
