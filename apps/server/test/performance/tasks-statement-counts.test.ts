import { TASKS_PAGE_SIZE } from '@shortlist/domain';
import { TasksDocument, type TasksQuery } from '@shortlist/web/documents';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { save } from '../answers/answers-support.js';
import { buildQuestionnaireTeam, createTeamProject, insertSection } from '../questions/questions-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { scoringExpert } from '../tasks/tasks-support.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/** The tasks inbox issues as many statements over a few projects to review as over many, with several questions. */
const testApp = useTestApp(MANY_SIGN_INS);

async function approverWith(projectCount: number, questionCount: number) {
  const team = await buildQuestionnaireTeam(testApp);
  const db = testApp.running.app.db;
  const questions = Array.from({ length: questionCount }, (_, index) => ({ label: `Question ${index}` }));
  for (let index = 0; index < projectCount; index += 1) {
    const project = index === 0 ? team.project : await createTeamProject(team);
    await insertSection(db, project.id, { name: 'Security', approverId: team.sectionApprover.user.id }, questions);
    await setProjectStatus(db, project.id, 'IN_REVIEW');
  }
  return team.sectionApprover.client;
}

/** A scorer of a project in SCORING whose product submitted answers to the questions named, all unrated. */
async function scorerWith(questions: ReadonlyArray<'text' | 'number' | 'email'>) {
  const values = { text: 'Acme Ltd', number: 12, email: 'sales@acme.example' };
  const scene = await scoringScene(testApp, 'SCORING', async (answering) => {
    for (const name of questions) {
      dataOf(await save(answering.supplier.client, answering, answering.questions[name], { value: values[name] }));
    }
  });
  return (await scoringExpert(testApp, scene, ['MANAGE_ALL_SCORING'])).client;
}

const variables = { page: { page: 1, pageSize: TASKS_PAGE_SIZE }, filter: { statuses: ['PENDING'] } };

describe('tasks: statements do not grow with the projects or their questions', () => {
  it('the inbox over 1 project of 2 questions and 6 projects of 10', async () => {
    const [few, many] = [await approverWith(1, 2), await approverWith(6, 10)];
    const small = await statementsOf<TasksQuery>(testApp, few, print(TasksDocument), variables);
    const large = await statementsOf<TasksQuery>(testApp, many, print(TasksDocument), variables);
    expect(large.data.tasks.results).toHaveLength(6);
    expect(large.data.tasks.results[0]?.questions).toHaveLength(10);
    // The viewer, the candidates of each source (answers to review: the viewer's branches, then the projects), the
    // questions left of the page's projects.
    expectConstantStatements('tasks', { rows: 2, ...small }, { rows: 60, ...large }, 5);
  });

  it('the inbox with answers to rate: 1 answer and 3', async () => {
    const [few, many] = [await scorerWith(['text']), await scorerWith(['text', 'number', 'email'])];
    const small = await statementsOf<TasksQuery>(testApp, few, print(TasksDocument), variables);
    const large = await statementsOf<TasksQuery>(testApp, many, print(TasksDocument), variables);
    expect(large.data.tasks.results[0]?.questions).toHaveLength(3);
    // The viewer, the candidates of each source, the answers left of the page's projects.
    expectConstantStatements('tasks', { rows: 1, ...small }, { rows: 3, ...large }, 5);
  });
});
