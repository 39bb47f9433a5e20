import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, firstError } from '../support/graphql-results.js';
import { expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
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

/** A team with one section managed by the product owner and approved by the section approver. */
async function teamWithSection(settings: Parameters<typeof buildQuestionnaireTeam>[1] = {}) {
  const team = await buildQuestionnaireTeam(testApp, settings);
  const section = await addSection(
    team.manager.client,
    team.project.id,
    sectionInput('Security', { approverId: team.sectionApprover.user.id }),
  );
  return { ...team, section };
}

describe('createProjectQuestion and updateProjectQuestion', () => {
  it('answer the spec’s validation messages per field and write nothing', async () => {
    const { manager, section } = await teamWithSection();
    const send = (input: Record<string, unknown>) =>
      manager.client.graphql(OPERATIONS.createQuestion, { sectionId: section.id, input });
    const list = { type: 'LIST', label: 'Regions', options: [] };
    expectBadInput(await send({ question: list, ownerId: manager.user.id }), 'At least one option is required', {
      'question.options': 'At least one option is required',
    });
    expectBadInput(await send({ question: { type: 'STRING', label: '' } }), 'Required', {
      'question.label': 'Required',
      ownerId: 'Required',
    });
    const number = { type: 'NUMBER', label: 'Seats', prefix: 'p'.repeat(16), rules: { min: 10, max: 1 } };
    expectBadInput(
      await send({ question: number, ownerId: manager.user.id, weight: 6 }),
      'Must be a number less than or equal to 1',
      {
        'question.rules.min': 'Must be a number less than or equal to 1',
        'question.rules.max': 'Must be a number greater than or equal to 10',
        'question.prefix': 'Must be less than or equal to 15 characters',
        weight: 'Must be a number less than or equal to 5',
      },
    );
    const attachments = [{ id: crypto.randomUUID(), filename: 'a.pdf' }];
    expectBadInput(
      await send({ question: { type: 'STRING', label: 'Policy', attachments }, ownerId: manager.user.id }),
      'Please choose an existing entry',
      { 'question.attachments': 'Please choose an existing entry' },
    );
    expect(
      (
        await dataOf(
          await manager.client.graphql<{ projectQuestionnaire: { sections: SectionShape[] } }>(
            `query ($id: ID!) { projectQuestionnaire(projectId: $id) { sections { questions { id } } } }`,
            { id: section.projectId },
          ),
        )
      ).projectQuestionnaire.sections[0]?.questions,
    ).toEqual([]);
  });

  it('keep only the fields of the type, give options ids and replace the whole form on update', async () => {
    const { manager, questionOwner, section } = await teamWithSection();
    const question = await addQuestion(manager.client, section.id, {
      question: { type: 'STRING', label: 'Name', prefix: 'ignored', options: [{ label: 'ignored' }] },
      ownerId: questionOwner.user.id,
    });
    expect(question.question).toMatchObject({ type: 'STRING', label: 'Name', prefix: null, options: null });
    const updated = await manager.client.graphql<{ updateProjectQuestion: SectionShape }>(OPERATIONS.updateQuestion, {
      id: question.id,
      version: 1,
      input: {
        question: {
          type: 'LIST',
          label: 'Region',
          view: 'SELECT',
          // A new option may come with a null id, as a form sends it.
          options: [
            { label: 'EU', clarificationQuestion: true },
            { id: null, label: 'US' },
          ],
        },
        ownerId: manager.user.id,
      },
    });
    const saved = dataOf(updated).updateProjectQuestion.questions[0];
    expect(saved).toMatchObject({
      version: 2,
      owner: { id: manager.user.id },
      question: { type: 'LIST', view: 'CHECKBOX' },
    });
    const stored = await storedQuestion(db(), question.id);
    expect(stored?.definition).toMatchObject({
      options: [
        { id: expect.any(String), label: 'EU' },
        { id: expect.any(String), label: 'US' },
      ],
    });
  });

  it('refuse a stale version with a conflict: the second of two editors changes nothing', async () => {
    const { manager, productOwner, section } = await teamWithSection();
    const question = await addQuestion(manager.client, section.id, questionInput('Original', manager.user.id));
    const edit = (client: typeof manager.client, label: string) =>
      client.graphql(OPERATIONS.updateQuestion, {
        id: question.id,
        version: question.version,
        input: questionInput(label, manager.user.id),
      });
    expect((await edit(manager.client, 'First')).errors).toBeUndefined();
    const stale = await edit(productOwner.client, 'Second');
    expect(stale.status).toBe(409);
    expect(firstError(stale)?.extensions?.code).toBe(ERROR_CODES.conflict);
    const approve = await productOwner.client.graphql(OPERATIONS.approve, {
      id: question.id,
      version: question.version,
    });
    expect(firstError(approve)?.extensions?.code).toBe(ERROR_CODES.conflict);
    expect(await storedQuestion(db(), question.id)).toMatchObject({ version: 2, status: 'PENDING' });
    expect((await storedQuestion(db(), question.id))?.definition.label).toBe('First');
  });

  it('tell an editor racing an approval at the same version of the conflict, not that they may not edit', async () => {
    const { manager, productOwner, sectionApprover, section } = await teamWithSection();
    const question = await addQuestion(manager.client, section.id, questionInput('Original', manager.user.id));
    const read = { id: question.id, version: question.version };
    expect((await sectionApprover.client.graphql(OPERATIONS.approve, read)).errors).toBeUndefined();
    const edit = await manager.client.graphql(OPERATIONS.updateQuestion, {
      ...read,
      input: questionInput('Edited meanwhile', manager.user.id),
    });
    expect(edit.status).toBe(409);
    expect(firstError(edit)).toMatchObject({
      message: MESSAGES.staleVersion('question'),
      extensions: { code: ERROR_CODES.conflict },
    });
    // A second approver who read the same version is told the same.
    const approve = await productOwner.client.graphql(OPERATIONS.approve, read);
    expect(firstError(approve)).toMatchObject({ message: MESSAGES.staleVersion('question') });
    const stored = await storedQuestion(db(), question.id);
    expect(stored).toMatchObject({ version: 2, status: 'APPROVED' });
    expect(stored?.definition.label).toBe('Original');
  });

  it('let only approvers and MANAGE_ALL_SCORING holders change the weight, and only with NUMBERS scoring', async () => {
    const { manager, productOwner, sectionApprover, section } = await teamWithSection();
    const question = await addQuestion(
      manager.client,
      section.id,
      questionInput('Uptime', manager.user.id, { weight: 4 }),
    );
    expect(question.weight).toBe(4);
    const reweigh = (client: typeof manager.client, version: number, weight?: number) =>
      client.graphql<{ updateProjectQuestion: SectionShape }>(OPERATIONS.updateQuestion, {
        id: question.id,
        version,
        input: questionInput('Uptime', manager.user.id, weight === undefined ? {} : { weight }),
      });
    // A product owner without MANAGE_ALL_SCORING edits the question but may not change its weight.
    expectForbidden(await reweigh(productOwner.client, 1, 2));
    const kept = await reweigh(productOwner.client, 1);
    expect(dataOf(kept).updateProjectQuestion.questions[0]?.weight).toBe(4);
    const byApprover = await reweigh(sectionApprover.client, 2, 2);
    expect(dataOf(byApprover).updateProjectQuestion.questions[0]?.weight).toBe(2);

    const colours = await teamWithSection({ scoringType: 'COLORS' });
    const message = 'The weight is used only with Numbers scoring';
    expectBadInput(
      await colours.manager.client.graphql(OPERATIONS.createQuestion, {
        sectionId: colours.section.id,
        input: questionInput('Uptime', colours.manager.user.id, { weight: 3 }),
      }),
      message,
      { weight: message },
    );
  });
});

describe('deleteProjectQuestion and moveProjectQuestion', () => {
  it('delete a question and close the gap', async () => {
    const { manager, section } = await teamWithSection();
    for (const label of ['A', 'B', 'C', 'D']) {
      await addQuestion(manager.client, section.id, questionInput(label, manager.user.id));
    }
    const listed = await manager.client.graphql<{ projectQuestionnaire: { sections: SectionShape[] } }>(
      `query ($id: ID!) { projectQuestionnaire(projectId: $id) { sections { questions { id question { label } } } } }`,
      { id: section.projectId },
    );
    const ids = dataOf(listed).projectQuestionnaire.sections[0]?.questions.map((question) => question.id) ?? [];
    const deleted = await manager.client.graphql<{ deleteProjectQuestion: SectionShape }>(OPERATIONS.deleteQuestion, {
      id: ids[1],
    });
    const remaining = dataOf(deleted).deleteProjectQuestion.questions;
    expect(remaining.map((question) => [question.question.label, question.position])).toEqual([
      ['A', 0],
      ['C', 1],
      ['D', 2],
    ]);
    expectNotFound(await manager.client.graphql(OPERATIONS.deleteQuestion, { id: ids[1] }), 'Question');
  });

  it('move a question within its section and into another one, keeping both orders dense', async () => {
    const { manager, project, section, bystander } = await teamWithSection();
    const other = await addSection(manager.client, project.id, sectionInput('Pricing'));
    const questions: QuestionShape[] = [];
    for (const label of ['A', 'B', 'C']) {
      questions.push(await addQuestion(manager.client, section.id, questionInput(label, manager.user.id)));
    }
    await addQuestion(manager.client, other.id, questionInput('X', manager.user.id));
    type Moved = {
      moveProjectQuestion: Array<{ id: string; questions: Array<{ position: number; question: { label: string } }> }>;
    };
    const move = async (index: number, sectionId: string, position: number) => {
      const result = await manager.client.graphql<Moved>(OPERATIONS.moveQuestion, {
        id: questions[index]?.id,
        sectionId,
        position,
      });
      return dataOf(result).moveProjectQuestion.map((moved) => ({
        labels: moved.questions.map((question) => question.question.label).join(''),
        positions: moved.questions.map((question) => question.position),
      }));
    };
    expect(await move(2, section.id, 0)).toEqual([{ labels: 'CAB', positions: [0, 1, 2] }]);
    expect(await move(0, other.id, 0)).toEqual([
      { labels: 'CB', positions: [0, 1] },
      { labels: 'AX', positions: [0, 1] },
    ]);
    expect((await storedQuestion(db(), questions[0]?.id ?? ''))?.sectionId).toBe(other.id);
    expectForbidden(
      await bystander.client.graphql(OPERATIONS.moveQuestion, {
        id: questions[1]?.id,
        sectionId: other.id,
        position: 0,
      }),
    );
  });
});
