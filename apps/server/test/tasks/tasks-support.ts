import type { DEFAULT_COMPANY_SETTINGS, Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../src/db/schema/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { buildQuestionnaireTeam, insertSection } from '../questions/questions-support.js';
import type { scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import type { TestApp } from '../support/test-app.js';

export const TASK_FIELDS = `type status createdAt project { id name } branchId scoringType
  questions { id version status section { id name } question { label type }
    answers { product { id name } answer { id value } } }`;

export const TASKS = `query Tasks($page: PageInput, $filter: TaskFilterInput) {
  tasks(page: $page, filter: $filter) { total page pageSize results { ${TASK_FIELDS} } } }`;
export const TASK = `query Task($projectId: ID!, $type: TaskType!) {
  task(projectId: $projectId, type: $type) { ${TASK_FIELDS} } }`;
export const TASKS_COUNT = 'query TasksCount { tasksCount { results { type count } } }';

export interface TaskShape {
  type: string;
  status: string;
  project: { id: string; name: string };
  branchId: string | null;
  scoringType: string | null;
  questions: Array<{
    id: string;
    version: number;
    status: string;
    section: { name: string };
    question: { label: string };
    answers: Array<{ product: { id: string; name: string }; answer: { id: string; value: unknown } }>;
  }>;
}

/** The count of the task type a scene without answers to rate has none of. */
export const NO_ANSWERS_TO_REVIEW = { type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW', count: 0 } as const;

export async function tasksOf(client: HttpClient, variables: Record<string, unknown> = {}) {
  return dataOf(await client.graphql<{ tasks: { total: number; results: TaskShape[] } }>(TASKS, variables)).tasks;
}

export async function countOf(client: HttpClient) {
  return dataOf(await client.graphql<{ tasksCount: { results: Array<{ type: string; count: number }> } }>(TASKS_COUNT))
    .tasksCount.results;
}

/**
 * The questionnaire team's project in IN_REVIEW: 'Security' approved by the section approver, with 'Encryption'
 * approved by the question approver and 'Audits' by nobody else; 'Pricing' with 'Price per seat' approved by the
 * question approver. The bystander approves nothing.
 */
export async function reviewScene(testApp: TestApp, settings: Partial<typeof DEFAULT_COMPANY_SETTINGS> = {}) {
  const team = await buildQuestionnaireTeam(testApp, settings);
  const db = testApp.running.app.db;
  const owner = team.sectionOwner.user.id;
  await insertSection(db, team.project.id, { name: 'Security', approverId: team.sectionApprover.user.id }, [
    { label: 'Encryption', ownerId: owner, approverId: team.questionApprover.user.id },
    { label: 'Audits', ownerId: owner },
  ]);
  await insertSection(db, team.project.id, { name: 'Pricing', position: 1 }, [
    { label: 'Price per seat', ownerId: owner, approverId: team.questionApprover.user.id },
  ]);
  await setProjectStatus(db, team.project.id, 'IN_REVIEW');
  return team;
}

/** A colleague of the scoring scene's broker, on its project, with tasks (experts on, MANAGE_PROJECT_QUESTIONS) and the scoring privileges given. */
export async function scoringExpert(
  testApp: TestApp,
  scene: Awaited<ReturnType<typeof scoringScene>>,
  privileges: Privilege[],
) {
  const db = testApp.running.app.db;
  const [company] = await db.select().from(companies).where(eq(companies.id, scene.broker.company.id));
  if (!company) throw new Error('No company');
  await db
    .update(companies)
    .set({ settings: { ...company.settings, enableExperts: true } })
    .where(eq(companies.id, company.id));
  return projectViewer(testApp, scene, ['MANAGE_PROJECT_QUESTIONS', ...privileges]);
}
