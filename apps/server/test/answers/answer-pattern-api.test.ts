import { ANSWER_LIMITS, MESSAGES, type PatternQuestionDefinition } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectQuestions } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  answersSheet,
  exportedWorkbook,
  parsedQuestions,
  rowOf,
  spreadsheetScene,
  uploadAndParse,
} from './answer-spreadsheet-support.js';
import { type AnsweringScene, save, storedAnswer, TYPED_QUESTIONS } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** A pattern a backtracking engine takes exponential time on; the question editor takes it (linear-time engine). */
const CATASTROPHIC = '(x+x+)+y';
const LONGEST = ANSWER_LIMITS.defaultMaxLength;
const NEAR_MISS = `${'x'.repeat(LONGEST - 9)}@acme.com`;
const MATCH = `${'x'.repeat(LONGEST - 10)}y@acme.com`;

/** The scene's e-mail question with this pattern, as the buyer saved it. */
async function emailPattern(scene: AnsweringScene, pattern: string) {
  const { label, helperText, attachments } = TYPED_QUESTIONS.email;
  const definition: PatternQuestionDefinition = {
    type: 'EMAIL',
    label,
    helperText,
    attachments,
    placeholder: '',
    rules: { pattern },
  };
  await testApp.running.app.db
    .update(projectQuestions)
    .set({ definition })
    .where(eq(projectQuestions.id, scene.questions.email));
}

async function timed<Result>(action: () => Promise<Result>) {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

describe('an answer checked against the question’s pattern', () => {
  it(`answers at once for a ${LONGEST}-character answer and a catastrophic pattern, on save and on import`, async () => {
    const scene = await spreadsheetScene(testApp);
    await emailPattern(scene, CATASTROPHIC);
    const client = scene.supplier.client;

    const refused = await timed(() => save(client, scene, scene.questions.email, { value: NEAR_MISS }));
    expectBadInput(refused.result, MESSAGES.pattern(CATASTROPHIC));
    expect(refused.ms).toBeLessThan(1000);
    expect(await storedAnswer(testApp, scene, scene.questions.email)).toBeNull();

    const kept = await timed(() => save(client, scene, scene.questions.email, { value: MATCH }));
    expect(dataOf(kept.result).saveAnswer.answer).toMatchObject({ value: MATCH });
    expect(kept.ms).toBeLessThan(1000);

    const workbook = await exportedWorkbook(client, scene);
    rowOf(answersSheet(workbook), scene.questions.email).getCell(5).value = NEAR_MISS;
    const imported = await timed(() => uploadAndParse(client, scene, workbook));
    expect(parsedQuestions(dataOf(imported.result)).find(({ id }) => id === scene.questions.email)).toMatchObject({
      problem: MESSAGES.pattern(CATASTROPHIC),
    });
    expect(imported.ms).toBeLessThan(2000);
  });

  it('is checked without a pattern stored before the engine refused it, instead of failing', async () => {
    const scene = await spreadsheetScene(testApp);
    await emailPattern(scene, '^(?!sales@)');
    const result = await save(scene.supplier.client, scene, scene.questions.email, { value: 'sales@acme.com' });
    expect(dataOf(result).saveAnswer.answer).toMatchObject({ value: 'sales@acme.com' });
    const invalid = await save(scene.supplier.client, scene, scene.questions.email, { value: 'sales' }, 1);
    expectBadInput(invalid, 'Value is not a valid Email');
  });
});
