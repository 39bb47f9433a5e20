import { TEMPLATE_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.js';
import { bellOf } from '../notifications/notifications-support.js';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import {
  addQuestion,
  addSection,
  OPERATIONS,
  QUESTIONNAIRE,
  questionInput,
  questionnaireOf,
  sectionInput,
} from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser, expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { buildTemplateTeam, changeStatus, createTemplate, type TemplateTeam } from './templates-api-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** A template of the team with one section holding one question, written by its manager through the API. */
async function templateWithContent(team: TemplateTeam, name = 'Benefits') {
  const template = await createTemplate(team.manager.client, name, [team.serviceType.id]);
  const section = await addSection(team.manager.client, template.draftProjectId, sectionInput('Plan administration'));
  const question = await addQuestion(
    team.manager.client,
    section.id,
    questionInput('How many carriers do you connect to?', team.manager.user.id),
  );
  return { template, section, question, ownerId: team.manager.user.id };
}

/** Every questionnaire change of a template's sections and questions, as one user sends them. */
function edits(client: TemplateTeam['manager']['client'], content: Awaited<ReturnType<typeof templateWithContent>>) {
  const { template, section, question, ownerId } = content;
  return [
    client.graphql(OPERATIONS.createSection, { projectId: template.draftProjectId, input: { name: 'More' } }),
    client.graphql(OPERATIONS.updateSection, { id: section.id, version: section.version, input: { name: 'Renamed' } }),
    client.graphql(OPERATIONS.deleteSection, { id: section.id }),
    client.graphql(OPERATIONS.createQuestion, { sectionId: section.id, input: questionInput('New', ownerId) }),
    client.graphql(OPERATIONS.updateQuestion, {
      id: question.id,
      version: question.version,
      input: questionInput('Changed', ownerId),
    }),
    client.graphql(OPERATIONS.deleteQuestion, { id: question.id }),
    client.graphql(OPERATIONS.approve, { id: question.id, version: question.version }),
  ];
}

describe("a template's questionnaire", () => {
  it('is built by MANAGE_PROJECT_TEMPLATES holders through the project questionnaire API', async () => {
    const team = await buildTemplateTeam(testApp);
    const { template } = await templateWithContent(team);
    const seen = await questionnaireOf(team.manager.client, template.draftProjectId);
    expect(seen.permissions.addSection).toBe(true);
    expect(seen.sections).toMatchObject([
      {
        name: 'Plan administration',
        permissions: { edit: true, delete: true, addQuestion: true },
        questions: [{ question: { label: 'How many carriers do you connect to?' }, permissions: { edit: true } }],
      },
    ]);
  });

  it('is read-only for a reader of the company, who may open it', async () => {
    const team = await buildTemplateTeam(testApp);
    const content = await templateWithContent(team);
    const seen = await questionnaireOf(team.reader.client, content.template.draftProjectId);
    expect(seen.permissions.addSection).toBe(false);
    expect(seen.sections[0]?.permissions.edit).toBe(false);
    expect(seen.sections[0]?.questions[0]?.permissions).toMatchObject({ edit: false, approve: false });
    for (const result of await Promise.all(edits(team.reader.client, content))) expectForbidden(result);
  });

  it('refuses every change once published, and shows the questionnaire read-only', async () => {
    const team = await buildTemplateTeam(testApp);
    const content = await templateWithContent(team);
    dataOf(await changeStatus(team.reviewer.client, content.template.id, 'PUBLISHED'));
    for (const result of await Promise.all(edits(team.manager.client, content))) {
      expectBadInput(result, TEMPLATE_MESSAGES.readOnly);
    }
    const seen = await questionnaireOf(team.manager.client, content.template.draftProjectId);
    expect(seen.permissions.addSection).toBe(false);
    expect(seen.sections[0]).toMatchObject({
      name: 'Plan administration',
      permissions: { edit: false },
      questions: [{ question: { label: 'How many carriers do you connect to?' }, permissions: { edit: false } }],
    });
    // Back in Draft it can change again.
    dataOf(await changeStatus(team.manager.client, content.template.id, 'DRAFT'));
    await addSection(team.manager.client, content.template.draftProjectId, sectionInput('Member experience'));
  });

  it("opens another company's published template for reading only, and never its unpublished one", async () => {
    const team = await buildTemplateTeam(testApp);
    const content = await templateWithContent(team);
    const stranger = await buildTemplateTeam(testApp);
    const variables = { projectId: content.template.draftProjectId };
    expectNotFound(await stranger.reader.client.graphql(QUESTIONNAIRE, variables), 'Project');
    expectNotFound(
      await stranger.reviewer.client.graphql(OPERATIONS.createSection, { ...variables, input: { name: 'Mine' } }),
      'Project',
    );

    dataOf(await changeStatus(team.reviewer.client, content.template.id, 'PUBLISHED'));
    const seen = await questionnaireOf(stranger.reader.client, content.template.draftProjectId);
    expect(seen.sections.map((section) => section.name)).toEqual(['Plan administration']);
    // The other company's people stay unnamed; its own reader sees them.
    expect(seen.sections[0]?.questions[0]?.owner).toBeNull();
    const own = await questionnaireOf(team.reader.client, content.template.draftProjectId);
    expect(own.sections[0]?.questions[0]?.owner?.id).toBe(content.ownerId);
    for (const result of await Promise.all(edits(stranger.reviewer.client, content))) {
      expectBadInput(result, TEMPLATE_MESSAGES.readOnly);
    }
  });

  it('does not open real projects to template holders without MANAGE_PROJECT_QUESTIONS', async () => {
    const owner = await buildProjectManager(testApp);
    const project = await createProject(owner.client, projectInput(owner.user.id));
    const templateOnly = await buildSignedInUser(testApp, {
      companyId: owner.company.id,
      privileges: ['MANAGE_PROJECT_TEMPLATES'],
    });
    // As its creator the user is assigned to the project: only the missing privilege keeps it closed.
    await testApp.running.app.db
      .update(projects)
      .set({ createdBy: templateOnly.user.id })
      .where(eq(projects.id, project.id));
    expectNotFound(await templateOnly.client.graphql(QUESTIONNAIRE, { projectId: project.id }), 'Project');
    expectNotFound(
      await templateOnly.client.graphql(OPERATIONS.createSection, { projectId: project.id, input: { name: 'S' } }),
      'Project',
    );
  });

  it("gives a new project the published template's sections, read-only", async () => {
    const team = await buildTemplateTeam(testApp);
    const { template } = await templateWithContent(team, 'Payroll RFP');
    dataOf(await changeStatus(team.reviewer.client, template.id, 'PUBLISHED'));
    const buyer = await buildProjectManager(testApp);
    const project = await createProject(buyer.client, projectInput(buyer.user.id, { templateIds: [template.id] }));
    const copied = await questionnaireOf(buyer.client, project.id);
    expect(copied.sections).toMatchObject([
      { name: 'Plan administration', isReadonly: true, questions: [{ question: { type: 'STRING' } }] },
    ]);
  });
});

describe('TEMPLATE_PUBLISHED', () => {
  it("tells the company's template readers, never the publisher nor other companies", async () => {
    const team = await buildTemplateTeam(testApp);
    const { template } = await templateWithContent(team, 'Benefits 2027');
    const bystander = await buildSignedInUser(testApp, { companyId: team.company.id, privileges: ['VIEW_DASHBOARD'] });
    const questionsOnly = await buildSignedInUser(testApp, {
      companyId: team.company.id,
      privileges: ['MANAGE_PROJECT_QUESTIONS'],
    });
    const stranger = await buildTemplateTeam(testApp);
    dataOf(await changeStatus(team.manager.client, template.id, 'IN_REVIEW'));
    dataOf(await changeStatus(team.reviewer.client, template.id, 'PUBLISHED'));

    const published = {
      kind: 'TEMPLATE_PUBLISHED',
      message: "Template 'Benefits 2027' has been published",
      link: '/templates',
    };
    for (const receiver of [team.manager, team.reader, questionsOnly]) {
      expect(await bellOf(receiver.client)).toMatchObject([published]);
    }
    for (const other of [team.reviewer, bystander, stranger.reader]) expect(await bellOf(other.client)).toEqual([]);
  });
});
