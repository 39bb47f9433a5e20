import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  questionInput,
  sectionInput,
} from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  buildLibrarian,
  createGroup,
  createLibraryQuestion,
  insertLibraryQuestions,
  LIBRARY,
  type LibraryQuestionShape,
  stringQuestion,
} from './library-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

interface CopiedSection {
  id: string;
  questions: Array<{ id: string; status: string; sourceQuestionId: string | null; question: { label: string } }>;
}

/** A questionnaire team with one section managed by the product owner, holding one question already. */
async function teamWithSection() {
  const team = await buildQuestionnaireTeam(testApp);
  const section = await addSection(team.manager.client, team.project.id, sectionInput('Security'));
  await addQuestion(team.manager.client, section.id, questionInput('Existing', team.manager.user.id));
  return { ...team, section };
}

describe('copy library questions into a project section (spec 3 §5, §7)', () => {
  it('appends PENDING copies in the order chosen, each naming its library question', async () => {
    const { manager, productOwner, section } = await teamWithSection();
    const first = await createLibraryQuestion(manager.client, stringQuestion('Data retention'));
    const second = await createLibraryQuestion(manager.client, {
      question: { type: 'LIST', label: 'Regions', options: [{ label: 'EU' }] },
    });
    const result = await productOwner.client.graphql<{ copyLibraryQuestionsToSection: CopiedSection }>(
      LIBRARY.copyQuestions,
      { sectionId: section.id, questionIds: [second.id, first.id] },
    );
    const copied = dataOf(result).copyLibraryQuestionsToSection;
    expect(copied.questions.map((question) => [question.question.label, question.sourceQuestionId])).toEqual([
      ['Existing', null],
      ['Regions', second.id],
      ['Data retention', first.id],
    ]);
    expect(copied.questions.every((question) => question.status === 'PENDING')).toBe(true);
  });

  it('copies another company’s public question, never its private ones', async () => {
    const { manager, section } = await teamWithSection();
    const other = await buildLibrarian(testApp);
    const [shared] = await insertLibraryQuestions(db(), other.company.id, other.user.id, 1, { isPublic: true });
    const [hidden] = await insertLibraryQuestions(db(), other.company.id, other.user.id, 1);
    const copy = (questionIds: Array<string | undefined>) =>
      manager.client.graphql<{ copyLibraryQuestionsToSection: CopiedSection }>(LIBRARY.copyQuestions, {
        sectionId: section.id,
        questionIds,
      });
    expectNotFound(await copy([shared?.id, hidden?.id]), 'Question');
    expect(dataOf(await copy([shared?.id])).copyLibraryQuestionsToSection.questions).toHaveLength(2);
    expectBadInput(await copy([]), 'Required', { questionIds: 'Required' });
  });

  it('is refused to a user without the section’s library right, beyond In Review, and in another company', async () => {
    const { manager, bystander, section, project } = await teamWithSection();
    const question = await createLibraryQuestion(manager.client, stringQuestion('Data retention'));
    const variables = { sectionId: section.id, questionIds: [question.id] };
    expectForbidden(await bystander.client.graphql(LIBRARY.copyQuestions, variables));
    const outsider = await buildLibrarian(testApp);
    expectNotFound(await outsider.client.graphql(LIBRARY.copyQuestions, variables), 'Section');
    await setProjectStatus(db(), project.id, 'PUBLISHED');
    expectBadInput(
      await manager.client.graphql(LIBRARY.copyQuestions, variables),
      'Questions and sections can be changed only in Draft and In Review',
    );
  });
});

describe('copy a library group into a project section', () => {
  it('copies the group’s questions, with its subgroups’ when asked, each question once', async () => {
    const { manager, section } = await teamWithSection();
    const top = await createGroup(manager.client, { name: 'Security' });
    const sub = await createGroup(manager.client, { name: 'Access', parentId: top.id });
    const [inTop] = await insertLibraryQuestions(db(), manager.company.id, manager.user.id, 1, {
      prefix: 'Top',
      groupId: top.id,
    });
    const [inSub] = await insertLibraryQuestions(db(), manager.company.id, manager.user.id, 1, {
      prefix: 'Sub',
      groupId: sub.id,
    });
    await manager.client.graphql(LIBRARY.link, { groupId: sub.id, questionIds: [inTop?.id] });
    const copy = (withSubgroups: boolean) =>
      manager.client.graphql<{ copyLibraryGroupToSection: CopiedSection }>(LIBRARY.copyGroup, {
        sectionId: section.id,
        groupId: top.id,
        withSubgroups,
      });
    const alone = dataOf(await copy(false)).copyLibraryGroupToSection;
    expect(alone.questions.map((question) => question.sourceQuestionId)).toEqual([null, inTop?.id]);
    const whole = dataOf(await copy(true)).copyLibraryGroupToSection;
    expect(whole.questions.map((question) => question.sourceQuestionId)).toEqual([
      null,
      inTop?.id,
      inTop?.id,
      inSub?.id,
    ]);
    const other = await buildLibrarian(testApp);
    const foreign = await createGroup(other.client, { name: 'Foreign' });
    expectNotFound(
      await manager.client.graphql(LIBRARY.copyGroup, { sectionId: section.id, groupId: foreign.id }),
      'Group',
    );
  });
});

describe('save a project question in the library (saveInLibrary, makePublic)', () => {
  it('creates a library question of the company from the project question’s content', async () => {
    const { manager, questionOwner, section } = await teamWithSection();
    const projectQuestion = await addQuestion(manager.client, section.id, {
      question: { type: 'NUMBER', label: 'Seats', rules: { min: 1, max: 10 } },
      ownerId: questionOwner.user.id,
    });
    const save = (client: typeof manager.client, makePublic: boolean) =>
      client.graphql<{ saveProjectQuestionInLibrary: LibraryQuestionShape }>(LIBRARY.save, {
        id: projectQuestion.id,
        makePublic,
      });
    const saved = dataOf(await save(manager.client, true)).saveProjectQuestionInLibrary;
    expect(saved).toMatchObject({
      isPublic: true,
      isOwn: true,
      version: 1,
      createdBy: { id: manager.user.id },
      question: { type: 'NUMBER', label: 'Seats', rules: { min: 1, max: 10 } },
    });
    const outsider = await buildLibrarian(testApp);
    expectNotFound(await save(outsider.client, false), 'Question');
  });
});
