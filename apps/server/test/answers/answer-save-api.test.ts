import { ANSWER_MESSAGES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, projectQuestions, projects } from '../../src/db/schema/index.js';
import { ratingsOf, storeRating } from '../scoring/ratings-support.js';
import { uploadedFileId } from '../suppliers/invite-file-support.js';
import { buildSupplier } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, answeringScene, save, storedAnswer, TYPED_QUESTIONS } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

describe('saving an answer', () => {
  it('keeps the text trimmed, and a repeated save changes nothing', async () => {
    const scene = await answeringScene(testApp);
    const first = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: '  Acme Ltd  ' }));
    expect(first.saveAnswer).toMatchObject({ conflict: false, answer: { value: 'Acme Ltd', version: 1 } });
    const again = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Ltd' }));
    expect(again.saveAnswer).toMatchObject({ conflict: false, answer: { value: 'Acme Ltd', version: 1 } });
    const next = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme plc' }, 1));
    expect(next.saveAnswer.answer).toMatchObject({ value: 'Acme plc', version: 2 });
    const retried = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme plc' }, 1));
    expect(retried.saveAnswer).toMatchObject({ conflict: false, answer: { value: 'Acme plc', version: 2 } });
    expect((await storedAnswer(testApp, scene, scene.questions.text))?.version).toBe(2);
  });

  it('tells a save over another version of the conflict, writes nothing and gives the other value', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'From tab one' });
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Tab one again' }, 1);
    const stale = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'From tab two' }, 1));
    expect(stale.saveAnswer).toMatchObject({ conflict: true, answer: { value: 'Tab one again', version: 2 } });
    const unseen = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Fresh tab' }));
    expect(unseen.saveAnswer.conflict).toBe(true);
    expect((await storedAnswer(testApp, scene, scene.questions.text))?.value).toBe('Tab one again');
  });

  it('removes an emptied answer, or keeps it empty with forbidToRemoveAnswer', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme' });
    const kept = dataOf(
      await save(scene.supplier.client, scene, scene.questions.text, { value: '   ' }, 1, {
        forbidToRemoveAnswer: true,
      }),
    );
    expect(kept.saveAnswer.answer).toMatchObject({ value: null, version: 2 });
    const removed = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: '' }, 2));
    expect(removed.saveAnswer).toMatchObject({ conflict: false, answer: null });
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toBeNull();
  });

  it.each([
    ['number', { value: '1,000' }, ANSWER_MESSAGES.number],
    ['number', { value: '5000' }, 'Should be between 1 and 1000'],
    ['email', { value: 'sales at acme' }, ANSWER_MESSAGES.email],
    ['list', { value: ['{Other}'] }, MESSAGES.required],
  ] as const)('refuses a bad %s answer with the spec message and stores nothing', async (question, answer, message) => {
    const scene = await answeringScene(testApp);
    const result = await save(scene.supplier.client, scene, scene.questions[question], answer);
    expectBadInput(result, message);
    expect(await storedAnswer(testApp, scene, scene.questions[question])).toBeNull();
  });

  it('keeps a Yes without its asked comment, or a list option without its clarification, as draft', async () => {
    const scene = await answeringScene(testApp);
    const yes = dataOf(await save(scene.supplier.client, scene, scene.questions.yesNo, { value: true }));
    expect(yes.saveAnswer.answer).toMatchObject({ value: true, isDraft: true });
    const explained = dataOf(
      await save(scene.supplier.client, scene, scene.questions.yesNo, { value: true, secondaryValue: ' Okta ' }, 1),
    );
    expect(explained.saveAnswer.answer).toMatchObject({ secondaryValue: 'Okta', isDraft: false });
  });

  it('stores not applicable without a value, and a changed answer loses its rating', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.number, { value: '42' });
    const key = { projectProductId: scene.invitation.row.id, questionId: scene.questions.number };
    await storeRating(testApp, key, 4);
    const result = await save(
      scene.supplier.client,
      scene,
      scene.questions.number,
      { value: '42', notApplicable: true, notApplicableDescription: '  We do not share it ' },
      1,
    );
    expect(dataOf(result).saveAnswer.answer).toMatchObject({
      value: null,
      notApplicable: true,
      notApplicableDescription: 'We do not share it',
    });
    expect(await storedAnswer(testApp, scene, scene.questions.number)).toMatchObject({ version: 2 });
    expect(await ratingsOf(testApp, key)).toEqual([]);
  });

  it('accepts only files the supplier uploaded', async () => {
    const scene = await answeringScene(testApp);
    const result = await save(scene.supplier.client, scene, scene.questions.file, {
      value: [{ id: scene.broker.project.id, filename: 'not-a-file.pdf' }],
    });
    expectBadInput(result, ANSWER_MESSAGES.notValid);
  });
});

describe('who may save, and when', () => {
  it('answers not found for another supplier company, and 401 without a session', async () => {
    const scene = await answeringScene(testApp);
    const other = await buildSupplier(testApp, ['Rival Suite']);
    expectNotFound(await save(other.client, scene, scene.questions.text, { value: 'Sneaky' }), 'Question');
    expectUnauthenticated(await save(testApp.client(), scene, scene.questions.text, { value: 'Anonymous' }));
    expectNotFound(await save(scene.broker.client, scene, scene.questions.text, { value: 'Broker' }), 'Project');
    expect(await storedAnswer(testApp, scene, scene.questions.text)).toBeNull();
  });

  it('refuses a question the supplier does not see (private or of another project)', async () => {
    const scene = await answeringScene(testApp);
    const elsewhere = await answeringScene(testApp);
    const result = await save(scene.supplier.client, scene, elsewhere.questions.text, { value: 'Wrong project' });
    expectNotFound(result, 'Question');
  });

  it.each(['SCORING', 'COMPLETED'] as const)('refuses changes in %s unless an update was requested', async (status) => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Before' });
    await save(scene.supplier.client, scene, scene.questions.number, { value: '3' });
    await setProjectStatus(testApp.running.app.db, scene.broker.project.id, status);
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.number, { value: '4' }, 1),
      ANSWER_MESSAGES.notEditable,
    );
    const { db } = testApp.running.app;
    const requested = await storedAnswer(testApp, scene, scene.questions.text);
    await db.update(answers).set({ status: 'REQUESTED' }).where(eqId(requested?.id));
    const updated = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'After' }, 1));
    expect(updated.saveAnswer.answer).toMatchObject({ value: 'After', status: 'REQUESTED' });
  });

  it('shows the questions read-only while PUBLISHED, with the dates that say when answering opens', async () => {
    const scene = await answeringScene(testApp, 'PUBLISHED');
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.text, { value: 'Too early' }),
      ANSWER_MESSAGES.notEditable,
    );
    const { supplierQuestionnaire: shown } = dataOf(
      await scene.supplier.client.graphql<PublishedQuestionnaire>(ANSWER_OPERATIONS.questionnaire, {
        projectId: scene.broker.project.id,
        productId: scene.invitation.row.id,
      }),
    );
    const [project] = await testApp.running.app.db
      .select()
      .from(projects)
      .where(eq(projects.id, scene.broker.project.id));
    expect(shown).toMatchObject({
      mayAnswer: false,
      questionsReadOnly: true,
      submissionDeadline: project?.submissionDeadline?.toISOString(),
      questionsSubmissionDeadline: project?.questionsSubmissionDeadline?.toISOString(),
    });
    expect(shown.sections.flatMap((section) => section.questions).some((question) => question.mayChange)).toBe(false);
  });
});

const eqId = (id: string | undefined) => eq(answers.id, id ?? '');

interface PublishedQuestionnaire {
  supplierQuestionnaire: {
    mayAnswer: boolean;
    questionsReadOnly: boolean;
    submissionDeadline: string | null;
    questionsSubmissionDeadline: string | null;
    sections: Array<{ questions: Array<{ mayChange: boolean }> }>;
  };
}

describe('a file answer', () => {
  it('takes the supplier’s own upload of a type the question takes, and refuses another type', async () => {
    const scene = await answeringScene(testApp);
    const { db } = testApp.running.app;
    const definition = { ...TYPED_QUESTIONS.file, file: { maxSize: null, mimeTypes: ['text/*'], multiple: true } };
    await db.update(projectQuestions).set({ definition }).where(eq(projectQuestions.id, scene.questions.file));
    const text = await uploadedFileId(scene.supplier.client, Buffer.from('Our certificates'), {
      filename: 'certificates.txt',
      types: '',
    });
    const saved = dataOf(
      await save(scene.supplier.client, scene, scene.questions.file, {
        value: [{ id: text, filename: 'renamed.txt' }],
      }),
    );
    expect(saved.saveAnswer.answer?.value).toEqual([{ id: text, filename: 'certificates.txt' }]);
    const pdfOnly = { ...definition, file: { ...definition.file, mimeTypes: ['application/pdf'] } };
    await db.update(projectQuestions).set({ definition: pdfOnly }).where(eq(projectQuestions.id, scene.questions.file));
    const removed = await save(scene.supplier.client, scene, scene.questions.file, { value: [] }, 1);
    expect(removed.data?.saveAnswer.answer).toBeNull();
    expectBadInput(
      await save(scene.supplier.client, scene, scene.questions.file, { value: [{ id: text, filename: 'x.txt' }] }),
      ANSWER_MESSAGES.fileType,
    );
  });
});
