import { describe, expect, it } from 'vitest';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  QUESTIONNAIRE,
  questionInput,
  questionnaireOf,
  sectionInput,
} from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

describe('a user assigned to a section or question without being a project member', () => {
  it('reaches the project through the assignment and may approve; an unassigned colleague may not', async () => {
    const team = await buildQuestionnaireTeam(testApp);
    const colleague = () =>
      buildSignedInUser(testApp, { companyId: team.manager.company.id, privileges: ['MANAGE_PROJECT_QUESTIONS'] });
    const approver = await colleague();
    const outsider = await colleague();
    const projectId = team.project.id;
    const section = await addSection(
      team.manager.client,
      projectId,
      sectionInput('Security', { approverId: approver.user.id }),
    );
    const question = await addQuestion(
      team.manager.client,
      section.id,
      questionInput('SOC 2 report?', team.manager.user.id),
    );

    const seen = await questionnaireOf(approver.client, projectId);
    expect(seen.sections.map((row) => row.name)).toEqual(['Security']);
    expect(seen.sections[0]?.questions[0]?.permissions).toMatchObject({ approve: true, delete: false });
    const approved = await approver.client.graphql(OPERATIONS.approve, { id: question.id, version: question.version });
    expect(dataOf(approved)).toBeTruthy();

    expectNotFound(await outsider.client.graphql(QUESTIONNAIRE, { projectId }), 'Project');
  });
});
