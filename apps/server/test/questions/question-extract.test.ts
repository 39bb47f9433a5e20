import { ERROR_CODES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { createLibraryQuestion, LIBRARY, stringQuestion } from '../library/library-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  questionInput,
  questionnaireOf,
  type SectionShape,
  sectionInput,
} from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** A section holding one question taken from the library, owned by the question owner. */
async function libraryQuestionInSection() {
  const team = await buildQuestionnaireTeam(testApp);
  const { manager } = team;
  const section = await addSection(manager.client, team.project.id, sectionInput('Security'));
  const source = await createLibraryQuestion(manager.client, stringQuestion('Data retention'));
  const copied = await manager.client.graphql<{ copyLibraryQuestionsToSection: { questions: Array<{ id: string }> } }>(
    LIBRARY.copyQuestions,
    { sectionId: section.id, questionIds: [source.id] },
  );
  const questionId = dataOf(copied).copyLibraryQuestionsToSection.questions[0]?.id ?? '';
  return { ...team, questionId };
}

const questionOf = (section: SectionShape, id: string) => section.questions.find((question) => question.id === id);

describe('Extract Question (spec 3 §2 MeshVault)', () => {
  it('keeps a library question read-only until it is extracted, then lets it be edited', async () => {
    const { manager, questionId } = await libraryQuestionInSection();
    const update = (version: number) =>
      manager.client.graphql<{ updateProjectQuestion: SectionShape }>(OPERATIONS.updateQuestion, {
        id: questionId,
        version,
        input: questionInput('Data retention period', manager.user.id),
      });
    expectForbidden(await update(1), 'It is a MeshVault question and cannot be edited until Extract Question');

    const stale = await manager.client.graphql(OPERATIONS.extractQuestion, { id: questionId, version: 7 });
    expect(firstError(stale)?.extensions?.code).toBe(ERROR_CODES.conflict);

    const extracted = await manager.client.graphql<{ extractProjectQuestion: SectionShape }>(
      OPERATIONS.extractQuestion,
      { id: questionId, version: 1 },
    );
    const before = questionOf(dataOf(extracted).extractProjectQuestion, questionId);
    expect(before).toMatchObject({ version: 2, sourceQuestionId: null, permissions: { edit: true, extract: false } });
    const edited = questionOf(dataOf(await update(2)).updateProjectQuestion, questionId);
    expect(edited?.question.label).toBe('Data retention period');
  });

  it('is offered instead of Edit to whoever may edit the question and refused to an unassigned viewer', async () => {
    const { manager, bystander, project, questionId } = await libraryQuestionInSection();
    const [section] = (await questionnaireOf(manager.client, project.id)).sections;
    expect(section && questionOf(section, questionId)?.permissions).toMatchObject({
      edit: false,
      delete: true,
      extract: true,
    });
    expectForbidden(await bystander.client.graphql(OPERATIONS.extractQuestion, { id: questionId, version: 1 }));
  });
});
