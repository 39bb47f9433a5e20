import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sections, users } from '../../src/db/schema/index.js';
import { buildColleague, buildProjectManager } from '../projects/projects-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  questionInput,
  questionnaireOf,
  sectionInput,
  storedQuestion,
  storedSection,
} from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const inAWeek = () => new Date(Date.now() + 7 * 86400000).toISOString();

describe('createProjectSection and updateProjectSection', () => {
  it('store the form; the owner due date is the owner’s and kept as the project day at midday UTC', async () => {
    const { manager, sectionOwner, sectionApprover, project } = await buildQuestionnaireTeam(testApp);
    const created = await addSection(
      manager.client,
      project.id,
      sectionInput('  Security  ', {
        description: 'Controls',
        ownerId: sectionOwner.user.id,
        approverId: sectionApprover.user.id,
        ownerDeadline: inAWeek(),
      }),
    );
    expect(created).toMatchObject({
      name: 'Security',
      description: 'Controls',
      position: 0,
      version: 1,
      isReadonly: false,
      owner: { id: sectionOwner.user.id },
      approver: { id: sectionApprover.user.id },
      questions: [],
    });
    expect(new Date(String(created.ownerDeadline)).getUTCHours()).toBe(12);

    // Without an owner the due date is dropped; nulls clear the assignment.
    const updated = await manager.client.graphql<{ updateProjectSection: Record<string, unknown> }>(
      OPERATIONS.updateSection,
      { id: created.id, version: 1, input: { name: 'Security', ownerId: null, ownerDeadline: inAWeek() } },
    );
    expect(dataOf(updated).updateProjectSection).toMatchObject({
      version: 2,
      owner: null,
      approver: null,
      ownerDeadline: null,
      description: '',
    });
    const second = await addSection(manager.client, project.id, sectionInput('Pricing'));
    expect(second.position).toBe(1);
  });

  it('answers bad input with the spec’s wording per field, and writes nothing', async () => {
    const { manager, sectionOwner, project } = await buildQuestionnaireTeam(testApp);
    const send = (input: Record<string, unknown>) =>
      manager.client.graphql(OPERATIONS.createSection, { projectId: project.id, input });
    expectBadInput(await send({ name: ' ' }), 'Required', { name: 'Required' });
    expectBadInput(
      await send({ name: 'x'.repeat(101), description: 'y'.repeat(201) }),
      'Must be less than or equal to 100 characters',
      {
        name: 'Must be less than or equal to 100 characters',
        description: 'Must be less than or equal to 200 characters',
      },
    );
    expectBadInput(await send({ name: 'Security', ownerId: sectionOwner.user.id }), 'Required', {
      ownerDeadline: 'Required',
    });
    // The owner and approver are active users of the company.
    const stranger = await buildProjectManager(testApp);
    const message = 'Please choose users of your company';
    expectBadInput(await send({ name: 'S', approverId: stranger.user.id }), message, { approverId: message });
    const departed = await buildColleague(db(), manager.company.id);
    await db().update(users).set({ status: 'DISABLED' }).where(eq(users.id, departed.id));
    expectBadInput(await send({ name: 'S', ownerId: departed.id, ownerDeadline: inAWeek() }), message, {
      ownerId: message,
    });
    expect(await db().select().from(sections).where(eq(sections.projectId, project.id))).toEqual([]);
  });

  it('refuses a stale version with a conflict and keeps the first editor’s change', async () => {
    const { manager, productOwner, project } = await buildQuestionnaireTeam(testApp);
    const section = await addSection(manager.client, project.id, sectionInput('Security'));
    const first = await manager.client.graphql(OPERATIONS.updateSection, {
      id: section.id,
      version: 1,
      input: { name: 'First editor' },
    });
    expect(first.errors).toBeUndefined();
    const second = await productOwner.client.graphql(OPERATIONS.updateSection, {
      id: section.id,
      version: 1,
      input: { name: 'Second editor' },
    });
    expect(second.status).toBe(409);
    expect(firstError(second)).toMatchObject({
      message: MESSAGES.staleVersion('section'),
      extensions: { code: ERROR_CODES.conflict },
    });
    expect(await storedSection(db(), section.id)).toMatchObject({ name: 'First editor', version: 2 });
  });

  it('refuses to amend a template section', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const section = await addSection(manager.client, project.id, sectionInput('From a template'));
    await db().update(sections).set({ isReadonly: true }).where(eq(sections.id, section.id));
    const message = 'The section comes from a template and cannot be amended';
    const attempts = [
      manager.client.graphql(OPERATIONS.updateSection, { id: section.id, version: 1, input: { name: 'X' } }),
      manager.client.graphql(OPERATIONS.deleteSection, { id: section.id }),
      manager.client.graphql(OPERATIONS.createQuestion, {
        sectionId: section.id,
        input: questionInput('Q', manager.user.id),
      }),
    ];
    for (const result of await Promise.all(attempts)) expectForbidden(result, message);
    expect((await questionnaireOf(manager.client, project.id)).sections[0]).toMatchObject({
      name: 'From a template',
      isReadonly: true,
      permissions: { edit: false, delete: false, addQuestion: false },
    });
  });
});

describe('deleteProjectSection and moveProjectSection', () => {
  it('delete the section with its questions and keep positions dense', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const [a, b, c] = [
      await addSection(manager.client, project.id, sectionInput('A')),
      await addSection(manager.client, project.id, sectionInput('B')),
      await addSection(manager.client, project.id, sectionInput('C')),
    ];
    const question = await addQuestion(manager.client, b?.id ?? '', questionInput('In B', manager.user.id));
    const deleted = await manager.client.graphql<{ deleteProjectSection: { sections: unknown[] } }>(
      OPERATIONS.deleteSection,
      { id: b?.id },
    );
    expect(dataOf(deleted).deleteProjectSection.sections).toEqual([
      { id: a?.id, position: 0, name: 'A' },
      { id: c?.id, position: 1, name: 'C' },
    ]);
    expect(await storedQuestion(db(), question.id)).toBeUndefined();
    expectNotFound(await manager.client.graphql(OPERATIONS.deleteSection, { id: b?.id }), 'Section');
  });

  it('move a section to a new position, the others keeping their order', async () => {
    const { manager, project, bystander } = await buildQuestionnaireTeam(testApp);
    for (const name of ['A', 'B', 'C', 'D']) await addSection(manager.client, project.id, sectionInput(name));
    const { sections: listed } = await questionnaireOf(manager.client, project.id);
    const move = async (name: string, position: number) => {
      const id = listed.find((section) => section.name === name)?.id;
      const result = await manager.client.graphql<{ moveProjectSection: { sections: Array<{ name: string }> } }>(
        OPERATIONS.moveSection,
        { id, position },
      );
      return dataOf(result)
        .moveProjectSection.sections.map((section) => section.name)
        .join('');
    };
    expect(await move('D', 0)).toBe('DABC');
    expect(await move('D', 2)).toBe('ABDC');
    expect(await move('A', 99)).toBe('BDCA');
    const positions = (await questionnaireOf(manager.client, project.id)).sections.map((section) => section.position);
    expect(positions).toEqual([0, 1, 2, 3]);
    expectForbidden(await bystander.client.graphql(OPERATIONS.moveSection, { id: listed[0]?.id, position: 3 }));
  });
});
