import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { setProjectStatus } from '../support/project-status.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  countOf,
  NO_ANSWERS_TO_REVIEW,
  reviewScene,
  TASK,
  TASKS,
  TASKS_COUNT,
  type TaskShape,
  tasksOf,
} from './tasks-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const TYPE = 'PROJECT_QUESTIONS_TO_APPROVE';
const labels = (task: TaskShape | undefined) => task?.questions.map((question) => question.question.label);

describe('tasks: questions to approve', () => {
  it('lists a project in review with the questions each approver has pending, and counts it', async () => {
    const team = await reviewScene(testApp);
    const forSection = await tasksOf(team.sectionApprover.client);
    const project = { id: team.project.id, name: team.project.name };
    expect(forSection).toMatchObject({ total: 1, results: [{ type: TYPE, status: 'PENDING', project }] });
    expect(labels(forSection.results[0])).toEqual(['Encryption', 'Audits']);
    expect(labels((await tasksOf(team.questionApprover.client)).results[0])).toEqual(['Encryption', 'Price per seat']);
    expect(await countOf(team.sectionApprover.client)).toEqual([{ type: TYPE, count: 1 }, NO_ANSWERS_TO_REVIEW]);

    expect(await tasksOf(team.bystander.client)).toMatchObject({ total: 0, results: [] });
    expect(await countOf(team.bystander.client)).toEqual([{ type: TYPE, count: 0 }, NO_ANSWERS_TO_REVIEW]);
  });

  it('is complete once none of the approver’s questions is pending, and leaves the pending filter', async () => {
    const team = await reviewScene(testApp);
    const client = team.sectionApprover.client;
    const [encryption, audits] = (await tasksOf(client)).results[0]?.questions ?? [];
    if (!encryption || !audits) throw new Error('no questions');
    dataOf(await client.graphql(OPERATIONS.approve, { id: encryption.id, version: encryption.version }));
    const task = () => client.graphql<{ task: TaskShape }>(TASK, { projectId: team.project.id, type: TYPE });
    expect(labels(dataOf(await task()).task)).toEqual(['Audits']);
    dataOf(await client.graphql(OPERATIONS.reject, { id: audits.id, version: audits.version, reason: 'Too vague' }));

    expect(dataOf(await task()).task).toMatchObject({ status: 'COMPLETED', questions: [] });
    expect(await countOf(client)).toEqual([{ type: TYPE, count: 0 }, NO_ANSWERS_TO_REVIEW]);
    expect(await tasksOf(client, { filter: { statuses: ['PENDING'] } })).toMatchObject({ total: 0 });
    expect(await tasksOf(client, { filter: { statuses: ['COMPLETED'] } })).toMatchObject({ total: 1 });
    // The question approver still has 'Price per seat' pending.
    expect(labels((await tasksOf(team.questionApprover.client)).results[0])).toEqual(['Price per seat']);
  });

  it('appears only in review, newest project first, in pages of at most 100', async () => {
    const team = await reviewScene(testApp);
    await setProjectStatus(db(), team.project.id, 'DRAFT');
    expect(await tasksOf(team.sectionApprover.client)).toMatchObject({ total: 0 });
    await setProjectStatus(db(), team.project.id, 'IN_REVIEW');

    const page = await team.sectionApprover.client.graphql(TASKS, { page: { pageSize: 101 } });
    expectBadInput(page, 'Page size must be between 1 and 100', { pageSize: 'Out of range' });
    expect((await tasksOf(team.sectionApprover.client, { page: { page: 2, pageSize: 100 } })).results).toEqual([]);
  });

  it('answers another company’s project, a project that is no task and a malformed id as not found', async () => {
    const team = await reviewScene(testApp);
    const other = await reviewScene(testApp);
    const task = (projectId: string) => team.sectionApprover.client.graphql(TASK, { projectId, type: TYPE });
    expectNotFound(await task(other.project.id), 'Task');
    expectNotFound(await task('not-an-id'), 'Task');
    expectNotFound(await team.bystander.client.graphql(TASK, { projectId: team.project.id, type: TYPE }), 'Task');
  });

  it('are none without the experts setting, for MANAGE_BROKERS holders and administrators; need MANAGE_PROJECT_QUESTIONS', async () => {
    const withoutExperts = await reviewScene(testApp, { enableExperts: false });
    const team = await reviewScene(testApp);
    const companyId = team.manager.company.id;
    const broker = await buildSignedInUser(testApp, {
      companyId,
      privileges: ['MANAGE_PROJECT_QUESTIONS', 'MANAGE_BROKERS'],
    });
    const { client: admin } = await buildSignedInAdmin(testApp);
    for (const client of [withoutExperts.sectionApprover.client, broker.client, admin]) {
      expect(await tasksOf(client)).toMatchObject({ total: 0, results: [] });
      expect(await countOf(client)).toEqual([{ type: TYPE, count: 0 }, NO_ANSWERS_TO_REVIEW]);
    }
    const task = { projectId: withoutExperts.project.id, type: TYPE };
    expectNotFound(await withoutExperts.sectionApprover.client.graphql(TASK, task), 'Task');

    const reader = await buildSignedInUser(testApp, { companyId, privileges: ['READ_TEMPLATES'] });
    expectForbidden(await reader.client.graphql(TASKS_COUNT));
    expectForbidden(await reader.client.graphql(TASKS));
    expectForbidden(await reader.client.graphql(TASK, { projectId: team.project.id, type: TYPE }));
    expectUnauthenticated(await testApp.client().graphql(TASKS_COUNT));
  });
});
