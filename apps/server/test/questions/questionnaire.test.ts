import { describe, expect, it } from 'vitest';
import { buildProjectManager } from '../projects/projects-support.js';
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
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  QUESTIONNAIRE,
  questionInput,
  questionnaireOf,
  sectionInput,
  storedQuestion,
} from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** Variables that reach every mutation's resolver (the ids need not exist: access is refused first). */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const VARIABLES: Record<keyof typeof OPERATIONS, Record<string, unknown>> = {
  createSection: { projectId: ANY_ID, input: { name: 'S' } },
  updateSection: { id: ANY_ID, version: 1, input: { name: 'S' } },
  deleteSection: { id: ANY_ID },
  moveSection: { id: ANY_ID, position: 0 },
  createQuestion: { sectionId: ANY_ID, input: questionInput('Q', ANY_ID) },
  updateQuestion: { id: ANY_ID, version: 1, input: questionInput('Q', ANY_ID) },
  extractQuestion: { id: ANY_ID, version: 1 },
  deleteQuestion: { id: ANY_ID },
  moveQuestion: { id: ANY_ID, sectionId: ANY_ID, position: 0 },
  approve: { id: ANY_ID, version: 1 },
  reject: { id: ANY_ID, version: 1, reason: 'No' },
  unapprove: { id: ANY_ID, version: 1 },
  approveAll: { sectionId: ANY_ID },
  unapproveAll: { sectionId: ANY_ID },
  copySection: { input: { sectionId: ANY_ID, action: 'DUPLICATE', name: 'Copy' } },
};

describe('projectQuestionnaire', () => {
  it('lists the sections and their questions in order, with typed definitions and the viewer’s permissions', async () => {
    const team = await buildQuestionnaireTeam(testApp);
    const { client, user } = team.manager;
    const first = await addSection(client, team.project.id, sectionInput('Company', { approverId: user.id }));
    const second = await addSection(client, team.project.id, sectionInput('Pricing'));
    await addQuestion(
      client,
      second.id,
      questionInput('Price per seat', user.id, {
        question: { type: 'NUMBER', label: 'Price per seat', prefix: '$', rules: { min: 1, max: 100 } },
        weight: 3,
      }),
    );
    await addQuestion(client, first.id, {
      question: { type: 'LIST', label: 'Regions', multiple: true, options: [{ label: 'EU' }, { label: '{Other}' }] },
      ownerId: team.questionOwner.user.id,
      approverId: team.questionApprover.user.id,
    });
    await addQuestion(client, first.id, questionInput(' regions ', user.id));

    const questionnaire = await questionnaireOf(client, team.project.id);
    expect(questionnaire.id).toBe(team.project.id);
    expect(questionnaire.permissions).toEqual({ addSection: true });
    expect(questionnaire.sections.map((section) => [section.name, section.position])).toEqual([
      ['Company', 0],
      ['Pricing', 1],
    ]);
    const [regions, duplicate] = questionnaire.sections[0]?.questions ?? [];
    expect(regions).toMatchObject({
      position: 0,
      status: 'PENDING',
      weight: 1,
      duplicate: true,
      owner: { id: team.questionOwner.user.id },
      approver: { id: team.questionApprover.user.id },
      permissions: { approve: true, reject: true, unapprove: false, edit: true, delete: true, editWeight: true },
      question: { type: 'LIST', label: 'Regions', view: 'SELECT', multiple: true, otherOption: true, prefix: null },
    });
    expect(regions?.question.options).toEqual([{ id: expect.any(String), label: 'EU', clarificationQuestion: false }]);
    expect(duplicate).toMatchObject({ position: 1, duplicate: true, question: { type: 'STRING', label: 'regions' } });
    expect(questionnaire.sections[1]?.questions[0]).toMatchObject({
      weight: 3,
      duplicate: false,
      question: {
        type: 'NUMBER',
        prefix: '$',
        suffix: '',
        rules: { min: 1, max: 100, maxLength: null },
        options: null,
      },
    });
    expect(questionnaire.sections[0]?.permissions).toEqual({
      edit: true,
      delete: true,
      addQuestion: true,
      addFromLibrary: true,
      copy: true,
      approveAll: true,
      unapproveAll: true,
    });

    // The bystander sees the same questionnaire and may do nothing with it.
    const seen = await questionnaireOf(team.bystander.client, team.project.id);
    expect(seen.permissions.addSection).toBe(false);
    expect(seen.sections[0]?.permissions.edit).toBe(false);
    expect(seen.sections[0]?.questions[0]?.permissions).toMatchObject({ approve: false, edit: false, delete: false });
  });

  it('refuses a visitor and a user without MANAGE_PROJECT_QUESTIONS; another company’s project is not found', async () => {
    const team = await buildQuestionnaireTeam(testApp);
    const variables = { projectId: team.project.id };
    expectUnauthenticated(await testApp.client().graphql(QUESTIONNAIRE, variables));
    const reader = await buildSignedInUser(testApp, {
      companyId: team.manager.company.id,
      privileges: ['VIEW_DASHBOARD'],
    });
    expectForbidden(await reader.client.graphql(QUESTIONNAIRE, variables));
    const stranger = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    expectNotFound(await stranger.client.graphql(QUESTIONNAIRE, variables), 'Project');
    expectNotFound(await stranger.client.graphql(QUESTIONNAIRE, { projectId: 'not-an-id' }), 'Project');
  });

  it('answers another company’s sections and questions as not found to every mutation', async () => {
    const team = await buildQuestionnaireTeam(testApp);
    const section = await addSection(team.manager.client, team.project.id, sectionInput('Mine'));
    const question = await addQuestion(team.manager.client, section.id, questionInput('Q', team.manager.user.id));
    const stranger = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const send = (operation: keyof typeof OPERATIONS, variables: Record<string, unknown>) =>
      stranger.client.graphql(OPERATIONS[operation], variables);
    expectNotFound(await send('createSection', { projectId: team.project.id, input: { name: 'S' } }), 'Project');
    expectNotFound(await send('updateSection', { id: section.id, version: 1, input: { name: 'S' } }), 'Section');
    expectNotFound(await send('approveAll', { sectionId: section.id }), 'Section');
    expectNotFound(await send('approve', { id: question.id, version: 1 }), 'Question');
    expectNotFound(await send('deleteQuestion', { id: question.id }), 'Question');
    expect((await storedQuestion(db(), question.id))?.status).toBe('PENDING');
  });

  it('refuses every mutation to a visitor (401) and to a user without MANAGE_PROJECT_QUESTIONS (403)', async () => {
    const reader = await buildSignedInUser(testApp, { privileges: ['VIEW_DASHBOARD'] });
    for (const [name, query] of Object.entries(OPERATIONS) as Array<[keyof typeof OPERATIONS, string]>) {
      expectUnauthenticated(await testApp.client().graphql(query, VARIABLES[name]));
      expectForbidden(await reader.client.graphql(query, VARIABLES[name]));
    }
  });

  it('refuses every change once the project is PUBLISHED; the questionnaire is still shown, read-only', async () => {
    const team = await buildQuestionnaireTeam(testApp);
    const { client, user } = team.manager;
    const section = await addSection(client, team.project.id, sectionInput('Company'));
    const question = await addQuestion(client, section.id, questionInput('Name', user.id));
    await setProjectStatus(db(), team.project.id, 'PUBLISHED');
    const locked = 'Questions and sections can be changed only in Draft and In Review';
    const attempts: Array<[keyof typeof OPERATIONS, Record<string, unknown>]> = [
      ['createSection', { projectId: team.project.id, input: { name: 'Late' } }],
      ['updateSection', { id: section.id, version: section.version, input: { name: 'Renamed' } }],
      ['deleteSection', { id: section.id }],
      ['moveSection', { id: section.id, position: 0 }],
      ['createQuestion', { sectionId: section.id, input: questionInput('Late', user.id) }],
      ['updateQuestion', { id: question.id, version: question.version, input: questionInput('Renamed', user.id) }],
      ['deleteQuestion', { id: question.id }],
      ['moveQuestion', { id: question.id, sectionId: section.id, position: 0 }],
      ['approve', { id: question.id, version: question.version }],
      ['reject', { id: question.id, version: question.version, reason: 'No' }],
      ['approveAll', { sectionId: section.id }],
      ['unapproveAll', { sectionId: section.id }],
    ];
    for (const [operation, variables] of attempts) {
      expectBadInput(await client.graphql(OPERATIONS[operation], variables), locked);
    }
    const questionnaire = await questionnaireOf(client, team.project.id);
    expect(questionnaire.permissions.addSection).toBe(false);
    expect(questionnaire.sections[0]?.name).toBe('Company');
    expect(questionnaire.sections[0]?.permissions.edit).toBe(false);
    expect(questionnaire.sections[0]?.questions[0]).toMatchObject({
      status: 'PENDING',
      question: { label: 'Name' },
      permissions: { approve: false, edit: false, delete: false },
    });
  });
});
