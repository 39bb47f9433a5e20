import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryQuestions } from '../../src/db/schema/index.js';
import { buildLibrarian, LIBRARY } from '../library/library-support.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  addQuestion,
  addSection,
  buildQuestionnaireTeam,
  OPERATIONS,
  questionnaireOf,
  sectionInput,
  storedQuestion,
} from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const LOOKAHEAD = { pattern: '^https://(?!internal\\.)', reason: 'lookahead and lookbehind are not available' };
const BACK_REFERENCE = { pattern: '^https://(\\w+)\\.\\1\\.com$', reason: 'back-references are not available' };

const refusal = ({ reason }: { reason: string }) => `This pattern is not supported: ${reason}`;

describe('a question pattern the linear-time engine does not take', () => {
  it('is refused on a project (or template) question with a message on the field, and nothing is written', async () => {
    const { manager, project } = await buildQuestionnaireTeam(testApp);
    const section = await addSection(manager.client, project.id, sectionInput('Security'));
    const urlQuestion = (pattern: string) => ({
      question: { type: 'URL', label: 'Status page', rules: { pattern } },
      ownerId: manager.user.id,
    });

    const created = await manager.client.graphql(OPERATIONS.createQuestion, {
      sectionId: section.id,
      input: urlQuestion(LOOKAHEAD.pattern),
    });
    expect(created.status).toBe(400);
    expectBadInput(created, refusal(LOOKAHEAD), { 'question.rules.pattern': refusal(LOOKAHEAD) });
    expect((await questionnaireOf(manager.client, project.id)).sections[0]?.questions).toEqual([]);

    const question = await addQuestion(manager.client, section.id, urlQuestion('^https://(a+)+$'));
    expect(question.question).toMatchObject({ rules: { pattern: '^https://(a+)+$' } });
    const updated = await manager.client.graphql(OPERATIONS.updateQuestion, {
      id: question.id,
      version: question.version,
      input: urlQuestion(BACK_REFERENCE.pattern),
    });
    expect(updated.status).toBe(400);
    expectBadInput(updated, refusal(BACK_REFERENCE), { 'question.rules.pattern': refusal(BACK_REFERENCE) });
    expect(await storedQuestion(db(), question.id)).toMatchObject({
      version: question.version,
      definition: { rules: { pattern: '^https://(a+)+$' } },
    });
  });

  it('is refused on a library (MeshVault) question with a message on the field, and nothing is written', async () => {
    const librarian = await buildLibrarian(testApp);
    const result = await librarian.client.graphql(LIBRARY.create, {
      input: { question: { type: 'EMAIL', label: 'Sales e-mail', rules: { pattern: LOOKAHEAD.pattern } } },
    });
    expect(result.status).toBe(400);
    expectBadInput(result, refusal(LOOKAHEAD), { 'question.rules.pattern': refusal(LOOKAHEAD) });
    const own = await db().select().from(libraryQuestions).where(eq(libraryQuestions.companyId, librarian.company.id));
    expect(own).toEqual([]);
  });
});
