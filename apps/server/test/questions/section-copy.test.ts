import { QUESTION_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectQuestions, sections } from '../../src/db/schema/index.js';
import { buildColleague, buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  createTeamProject,
  insertSection,
  OPERATIONS,
  type QuestionnaireTeam,
  questionInput,
  questionnaireOf,
  type SectionShape,
  sectionInput,
} from './questions-support.js';

/** One team for the file; each case copies within projects of its own. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const inAWeek = () => new Date(Date.now() + 7 * 86400000).toISOString();
const LOCKED = 'Questions and sections can be changed only in Draft and In Review';

let team: QuestionnaireTeam;
beforeAll(async () => {
  team = await buildQuestionnaireTeam(testApp);
});

const copy = (client: HttpClient, input: Record<string, unknown>) =>
  client.graphql<{ copyProjectSection: SectionShape }>(OPERATIONS.copySection, { input });
const copied = async (client: HttpClient, input: Record<string, unknown>) =>
  dataOf(await copy(client, input)).copyProjectSection;

/**
 * A project with 'Security' (owned and approved by the team, due in a week) holding an APPROVED question of weight 3
 * (owner and approver named) and a REJECTED one, followed by 'Pricing' with one question.
 */
async function buildSource() {
  const project = await createTeamProject(team);
  const { client } = team.manager;
  const security = await addSection(
    client,
    project.id,
    sectionInput('Security', {
      description: 'Controls',
      ownerId: team.sectionOwner.user.id,
      approverId: team.sectionApprover.user.id,
      ownerDeadline: inAWeek(),
    }),
  );
  const approved = await addQuestion(
    client,
    security.id,
    questionInput('Do you encrypt data?', team.questionOwner.user.id, {
      approverId: team.questionApprover.user.id,
      weight: 3,
    }),
  );
  const rejected = await addQuestion(client, security.id, questionInput('Who audits you?', team.questionOwner.user.id));
  await db().update(projectQuestions).set({ status: 'APPROVED' }).where(eq(projectQuestions.id, approved.id));
  await db()
    .update(projectQuestions)
    .set({ status: 'REJECTED', rejectReason: 'Too vague' })
    .where(eq(projectQuestions.id, rejected.id));
  const pricing = await addSection(client, project.id, sectionInput('Pricing'));
  await addQuestion(client, pricing.id, questionInput('Price per seat', team.manager.user.id));
  return { project, security, pricing, approved, rejected };
}

const labels = (section: SectionShape) => section.questions.map((question) => question.question.label);
const sectionNames = async (projectId: string) =>
  (await questionnaireOf(team.manager.client, projectId)).sections.map((section) => [section.name, section.position]);

describe('copyProjectSection DUPLICATE', () => {
  it('puts a renamed copy right after the source, questions PENDING with weight, owners and approvers kept', async () => {
    const { project, security } = await buildSource();
    const duplicate = await copied(team.manager.client, {
      sectionId: security.id,
      action: 'DUPLICATE',
      name: '  Copy of Security  ',
    });
    expect(duplicate).toMatchObject({
      projectId: project.id,
      name: 'Copy of Security',
      description: 'Controls',
      position: 1,
      isReadonly: false,
      owner: { id: team.sectionOwner.user.id },
      approver: { id: team.sectionApprover.user.id },
      ownerDeadline: security.ownerDeadline,
    });
    expect(duplicate.id).not.toBe(security.id);
    expect(duplicate.questions).toMatchObject([
      {
        position: 0,
        status: 'PENDING',
        rejectReason: null,
        weight: 3,
        owner: { id: team.questionOwner.user.id },
        approver: { id: team.questionApprover.user.id },
        question: { type: 'STRING', label: 'Do you encrypt data?' },
      },
      { position: 1, status: 'PENDING', rejectReason: null, weight: 1, question: { label: 'Who audits you?' } },
    ]);
    expect(await sectionNames(project.id)).toEqual([
      ['Security', 0],
      ['Copy of Security', 1],
      ['Pricing', 2],
    ]);
    // The source is unchanged.
    const [source] = (await questionnaireOf(team.manager.client, project.id)).sections;
    expect(source?.questions.map((question) => question.status)).toEqual(['APPROVED', 'REJECTED']);
  });
});

describe('copyProjectSection INTO_SECTION', () => {
  it('appends copies of the questions to another section of the project', async () => {
    const { project, security, pricing } = await buildSource();
    const filled = await copied(team.manager.client, {
      sectionId: security.id,
      action: 'INTO_SECTION',
      targetSectionId: pricing.id,
      name: 'ignored',
    });
    expect(filled).toMatchObject({ id: pricing.id, name: 'Pricing', owner: null });
    expect(labels(filled)).toEqual(['Price per seat', 'Do you encrypt data?', 'Who audits you?']);
    expect(filled.questions.map((question) => [question.position, question.status])).toEqual([
      [0, 'PENDING'],
      [1, 'PENDING'],
      [2, 'PENDING'],
    ]);
    expect(filled.questions[1]).toMatchObject({ weight: 3, owner: { id: team.questionOwner.user.id } });
    expect(await sectionNames(project.id)).toEqual([
      ['Security', 0],
      ['Pricing', 1],
    ]);
  });
});

describe('copyProjectSection INTO_PROJECT', () => {
  it('appends a new section to the target; owners and approvers who do not see that project are cleared', async () => {
    const { security, rejected } = await buildSource();
    // Only the question owner is named in the target; a colleague who sees every project approves one question.
    const allSeeing = await buildColleague(db(), team.manager.company.id, ['MANAGE_ALL_PROJECTS']);
    await db().update(projectQuestions).set({ approverId: allSeeing.id }).where(eq(projectQuestions.id, rejected.id));
    const target = await createProject(
      team.manager.client,
      projectInput(team.manager.user.id, { viewerIds: [team.questionOwner.user.id] }),
    );
    await addSection(team.manager.client, target.id, sectionInput('Existing'));

    const appended = await copied(team.manager.client, {
      sectionId: security.id,
      action: 'INTO_PROJECT',
      targetProjectId: target.id,
    });
    expect(appended).toMatchObject({
      projectId: target.id,
      name: 'Security',
      position: 1,
      owner: null,
      approver: null,
      ownerDeadline: null,
      isReadonly: false,
    });
    expect(appended.questions).toMatchObject([
      { status: 'PENDING', weight: 3, owner: { id: team.questionOwner.user.id }, approver: null },
      {
        status: 'PENDING',
        rejectReason: null,
        owner: { id: team.questionOwner.user.id },
        approver: { id: allSeeing.id },
      },
    ]);

    const named = await copied(team.manager.client, {
      sectionId: security.id,
      action: 'INTO_PROJECT',
      targetProjectId: target.id,
      name: ' Security (2026) ',
    });
    expect(named).toMatchObject({ name: 'Security (2026)', position: 2 });
    expect(await sectionNames(target.id)).toEqual([
      ['Existing', 0],
      ['Security', 1],
      ['Security (2026)', 2],
    ]);
  });

  it('fills a section of the target project when one is named', async () => {
    const { security } = await buildSource();
    const target = await createTeamProject(team);
    const existing = await addSection(team.manager.client, target.id, sectionInput('Existing'));
    await addQuestion(team.manager.client, existing.id, questionInput('First', team.manager.user.id));
    const filled = await copied(team.manager.client, {
      sectionId: security.id,
      action: 'INTO_PROJECT',
      targetProjectId: target.id,
      targetSectionId: existing.id,
    });
    expect(filled.id).toBe(existing.id);
    expect(labels(filled)).toEqual(['First', 'Do you encrypt data?', 'Who audits you?']);
    // The team is named in the target as in the source: everyone is kept.
    expect(filled.questions[1]).toMatchObject({
      owner: { id: team.questionOwner.user.id },
      approver: { id: team.questionApprover.user.id },
    });
    expect(await sectionNames(target.id)).toEqual([['Existing', 0]]);
  });
});

describe('copyProjectSection validation', () => {
  it('answers each missing or wrong field with the spec’s wording, and writes nothing', async () => {
    const { project, security, pricing } = await buildSource();
    const send = (input: Record<string, unknown>) => copy(team.manager.client, { sectionId: security.id, ...input });
    expectBadInput(await send({}), 'Required', { action: 'Required' });
    expectBadInput(await send({ action: 'DUPLICATE' }), 'Required', { name: 'Required' });
    expectBadInput(await send({ action: 'DUPLICATE', name: '   ' }), 'Required', { name: 'Required' });
    const tooLong = 'Must be less than or equal to 100 characters';
    expectBadInput(await send({ action: 'DUPLICATE', name: 'n'.repeat(101) }), tooLong, { name: tooLong });
    expectBadInput(await send({ action: 'INTO_SECTION' }), 'Required', { targetSectionId: 'Required' });
    expectBadInput(await send({ action: 'INTO_PROJECT', targetSectionId: pricing.id }), 'Required', {
      targetProjectId: 'Required',
    });
    const itself = QUESTION_MESSAGES.copyIntoItself;
    expectBadInput(await send({ action: 'INTO_SECTION', targetSectionId: security.id }), itself, {
      targetSectionId: itself,
    });
    expectBadInput(
      await send({ action: 'INTO_PROJECT', targetProjectId: project.id, targetSectionId: security.id }),
      itself,
      { targetSectionId: itself },
    );
    expect(await db().select().from(sections).where(eq(sections.projectId, project.id))).toHaveLength(2);
    expect(await db().select().from(projectQuestions).where(eq(projectQuestions.projectId, project.id))).toHaveLength(
      3,
    );
  });

  it('refuses a target project beyond In Review and a source project beyond it', async () => {
    const { project, security } = await buildSource();
    const target = await createTeamProject(team);
    await setProjectStatus(db(), target.id, 'PUBLISHED');
    expectBadInput(
      await copy(team.manager.client, { sectionId: security.id, action: 'INTO_PROJECT', targetProjectId: target.id }),
      LOCKED,
      { targetProjectId: LOCKED },
    );
    await setProjectStatus(db(), project.id, 'PUBLISHED');
    expectBadInput(
      await copy(team.manager.client, { sectionId: security.id, action: 'DUPLICATE', name: 'Copy of Security' }),
      LOCKED,
    );
    expect(await db().select().from(sections).where(eq(sections.projectId, target.id))).toEqual([]);
  });
});

describe('copyProjectSection permissions', () => {
  it('needs the copy right on the source section, even to fill a section the user manages', async () => {
    const { security, pricing } = await buildSource();
    for (const actor of [team.bystander, team.questionOwner, team.questionApprover]) {
      await db().update(sections).set({ approverId: actor.user.id }).where(eq(sections.id, pricing.id));
      expectForbidden(
        await copy(actor.client, { sectionId: security.id, action: 'INTO_SECTION', targetSectionId: pricing.id }),
      );
    }
    const mine = await copied(team.productOwner.client, { sectionId: security.id, action: 'DUPLICATE', name: 'Mine' });
    expect(mine.questions).toHaveLength(2);
  });

  it('needs the right to add a section, or to manage the target section', async () => {
    const { security, pricing } = await buildSource();
    // The section approver manages Security but neither adds sections nor manages Pricing.
    const approver = team.sectionApprover.client;
    expectForbidden(await copy(approver, { sectionId: security.id, action: 'DUPLICATE', name: 'Copy' }));
    expectForbidden(
      await copy(approver, { sectionId: security.id, action: 'INTO_SECTION', targetSectionId: pricing.id }),
    );
    await db().update(sections).set({ approverId: team.sectionApprover.user.id }).where(eq(sections.id, pricing.id));
    const filled = await copied(approver, {
      sectionId: security.id,
      action: 'INTO_SECTION',
      targetSectionId: pricing.id,
    });
    expect(filled.questions).toHaveLength(3);

    // In another project the section owner is a mere viewer: no new section there.
    const target = await createTeamProject(team);
    expectForbidden(
      await copy(team.sectionOwner.client, {
        sectionId: security.id,
        action: 'INTO_PROJECT',
        targetProjectId: target.id,
      }),
    );
  });

  it('refuses a template section as target: it cannot be amended', async () => {
    const { project, security } = await buildSource();
    const readonly = await insertSection(db(), project.id, { name: 'From a template', position: 2, isReadonly: true });
    expectForbidden(
      await copy(team.manager.client, { sectionId: security.id, action: 'INTO_SECTION', targetSectionId: readonly.id }),
      QUESTION_MESSAGES.templateSection,
    );
    expectForbidden(
      await copy(team.manager.client, { sectionId: readonly.id, action: 'DUPLICATE', name: 'Copy' }),
      QUESTION_MESSAGES.templateSection,
    );
  });

  it('answers another company’s project or section, and a project the user does not see, as not found', async () => {
    const { security } = await buildSource();
    const other = await buildProjectManager(testApp);
    const theirs = await createProject(other.client, projectInput(other.user.id));
    const theirSection = await addSection(other.client, theirs.id, sectionInput('Theirs'));
    const send = (client: HttpClient, input: Record<string, unknown>) =>
      copy(client, { sectionId: security.id, ...input });
    expectNotFound(await send(team.manager.client, { action: 'INTO_PROJECT', targetProjectId: theirs.id }), 'Project');
    expectNotFound(
      await send(team.manager.client, { action: 'INTO_SECTION', targetSectionId: theirSection.id }),
      'Section',
    );
    const mine = await createTeamProject(team);
    expectNotFound(
      await send(team.manager.client, {
        action: 'INTO_PROJECT',
        targetProjectId: mine.id,
        targetSectionId: theirSection.id,
      }),
      'Section',
    );
    expectNotFound(await copy(other.client, { sectionId: security.id, action: 'DUPLICATE', name: 'X' }), 'Section');
    // A project the product owner is not named in.
    const unnamed = await createProject(team.manager.client, projectInput(team.manager.user.id));
    expectNotFound(
      await send(team.productOwner.client, { action: 'INTO_PROJECT', targetProjectId: unnamed.id }),
      'Project',
    );
    expect(await db().select().from(sections).where(eq(sections.projectId, theirs.id))).toHaveLength(1);
  });
});
