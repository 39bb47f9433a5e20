import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectQuestions } from '../../src/db/schema/index.js';
import { ISSUES, STATUS } from '../projects/projects-support.js';
import { insertProjectSupplier } from '../suppliers/suppliers-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  type QuestionShape,
  questionInput,
  type SectionShape,
  sectionInput,
  storedQuestion,
} from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const DASHBOARD = `query ($id: ID!) { projectDashboard(id: $id) { questions { approved rejected unapproved total } } }`;

describe('approving questions', () => {
  it('rejects with a reason (required, at most 200 characters), approves and unapproves', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const section = await addSection(manager.client, project.id, sectionInput('Security'));
    const question = await addQuestion(manager.client, section.id, questionInput('Encryption', manager.user.id));
    const reject = (reason: string | null, version = 1) =>
      manager.client.graphql<{ rejectProjectQuestion: SectionShape }>(OPERATIONS.reject, {
        id: question.id,
        version,
        reason,
      });
    expectBadInput(await reject(null), 'Required', { reason: 'Required' });
    expectBadInput(await reject('  '), 'Required', { reason: 'Required' });
    expectBadInput(await reject('x'.repeat(201)), 'Must be less than or equal to 200 characters', {
      reason: 'Must be less than or equal to 200 characters',
    });
    expect(await storedQuestion(db(), question.id)).toMatchObject({ status: 'PENDING', version: 1 });

    const rejected = dataOf(await reject(' Too vague ')).rejectProjectQuestion.questions[0];
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'Too vague', version: 2 });
    const approved = await manager.client.graphql<{ approveProjectQuestion: SectionShape }>(OPERATIONS.approve, {
      id: question.id,
      version: 2,
    });
    expect(dataOf(approved).approveProjectQuestion.questions[0]).toMatchObject({
      status: 'APPROVED',
      rejectReason: null,
    });
    const unapproved = await manager.client.graphql<{ unapproveProjectQuestion: SectionShape }>(OPERATIONS.unapprove, {
      id: question.id,
      version: 3,
    });
    expect(dataOf(unapproved).unapproveProjectQuestion.questions[0]).toMatchObject({ status: 'PENDING', version: 4 });
  });

  it('approves all pending questions of a section (rejected ones stay) and unapproves all, clearing reasons', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const section = await addSection(manager.client, project.id, sectionInput('Security'));
    const other = await addSection(manager.client, project.id, sectionInput('Pricing'));
    const pending = await addQuestion(manager.client, section.id, questionInput('A', manager.user.id));
    const refused = await addQuestion(manager.client, section.id, questionInput('B', manager.user.id));
    const elsewhere = await addQuestion(manager.client, other.id, questionInput('C', manager.user.id));
    await manager.client.graphql(OPERATIONS.reject, { id: refused.id, version: 1, reason: 'No' });

    type Bulk = Record<string, { message: string; section: SectionShape }>;
    const all = async (operation: 'approveAll' | 'unapproveAll') => {
      const result = await manager.client.graphql<Bulk>(OPERATIONS[operation], { sectionId: section.id });
      const [answer] = Object.values(dataOf(result));
      return {
        message: answer?.message,
        states: answer?.section.questions.map((question) => [question.status, question.rejectReason, question.version]),
      };
    };
    expect(await all('approveAll')).toEqual({
      message: 'Questions have been approved!',
      states: [
        ['APPROVED', null, 2],
        ['REJECTED', 'No', 2],
      ],
    });
    expect(await all('unapproveAll')).toEqual({
      message: 'Questions have been unapproved!',
      states: [
        ['PENDING', null, 3],
        ['PENDING', null, 3],
      ],
    });
    expect((await storedQuestion(db(), elsewhere.id))?.version).toBe(1);
    expect((await storedQuestion(db(), pending.id))?.status).toBe('PENDING');
  });
});

describe('the project issue check and the dashboard', () => {
  it('reports the questionnaire’s issues toward publishing only: an empty Draft goes to review, not on to publishing', async () => {
    const { manager, questionApprover, project } = await buildQuestionnaireTeam(testApp);
    const { client, user } = manager;
    const issues = async (status: string) => {
      const result = await client.graphql<{ projectStatusIssues: Array<{ messageId: string; count: number }> }>(
        ISSUES,
        { id: project.id, status },
      );
      return Object.fromEntries(dataOf(result).projectStatusIssues.map((issue) => [issue.messageId, issue.count]));
    };
    const move = (status: string) => client.graphql(STATUS, { id: project.id, status });
    // A supplier, so that only the questionnaire's issues are counted toward publishing.
    await insertProjectSupplier(db(), project.id);
    // The project's people are set: nothing about the questionnaire holds the Draft back (spec 2 §2, spec 3 §2).
    expect(await issues('IN_REVIEW')).toEqual({});
    dataOf(await move('IN_REVIEW'));
    expect(await issues('PUBLISHED')).toEqual({ NO_SECTIONS: 1 });
    const refused = firstError(await move('PUBLISHED'));
    expect(refused?.message).toBe('Unable to publish the project until the following issues are fixed.');
    expect(refused?.extensions).toMatchObject({
      code: 'project-validation-error',
      details: { issues: [{ messageId: 'NO_SECTIONS', count: 1 }] },
    });

    const section = await addSection(client, project.id, sectionInput('Security'));
    const empty = await addSection(client, project.id, sectionInput('Empty'));
    const first = await addQuestion(client, section.id, questionInput('Encryption', user.id));
    const twin = await addQuestion(client, section.id, questionInput(' encryption', user.id));
    await db().update(projectQuestions).set({ ownerId: null }).where(eq(projectQuestions.id, first.id));
    expect(await issues('PUBLISHED')).toEqual({
      SECTIONS_WITHOUT_QUESTIONS: 1,
      QUESTIONS_WITHOUT_OWNER: 1,
      DUPLICATED_QUESTIONS: 2,
      QUESTIONS_WITHOUT_EXPERT: 2,
      SECTIONS_WITHOUT_APPROVED_QUESTION: 2,
      QUESTIONS_NOT_APPROVED: 2,
    });

    // Fixed: the empty section goes, the twin is reworded, every question gets an owner and an expert.
    await client.graphql(OPERATIONS.deleteSection, { id: empty.id });
    for (const [question, label] of [
      [first, 'Encryption'],
      [twin, 'Key rotation'],
    ] as const) {
      const input = questionInput(label, user.id, { approverId: questionApprover.user.id });
      dataOf(await client.graphql(OPERATIONS.updateQuestion, { id: question.id, version: 1, input }));
    }
    expect(await issues('PUBLISHED')).toEqual({ SECTIONS_WITHOUT_APPROVED_QUESTION: 1, QUESTIONS_NOT_APPROVED: 2 });
    expect(firstError(await move('PUBLISHED'))?.message).toBe(
      'Unable to publish the project until the following issues are fixed.',
    );
    dataOf(await client.graphql(OPERATIONS.approveAll, { sectionId: section.id }));
    expect(await issues('PUBLISHED')).toEqual({});
    expect(dataOf(await move('PUBLISHED'))).toEqual({
      updateProjectStatus: { id: project.id, status: 'PUBLISHED', version: 3 },
    });
  });

  it('counts the approval statuses on the dashboard', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const { client, user } = manager;
    const section = await addSection(client, project.id, sectionInput('Security'));
    const added: QuestionShape[] = [];
    for (const label of ['A', 'B', 'C', 'D'])
      added.push(await addQuestion(client, section.id, questionInput(label, user.id)));
    await client.graphql(OPERATIONS.approve, { id: added[0]?.id, version: 1 });
    await client.graphql(OPERATIONS.approve, { id: added[1]?.id, version: 1 });
    await client.graphql(OPERATIONS.reject, { id: added[2]?.id, version: 1, reason: 'No' });
    expect(dataOf(await client.graphql(DASHBOARD, { id: project.id }))).toEqual({
      projectDashboard: { questions: { approved: 2, rejected: 1, unapproved: 1, total: 4 } },
    });
  });
});
