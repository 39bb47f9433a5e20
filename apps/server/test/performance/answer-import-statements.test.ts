import { ApplyAnswersDocument, ParseProjectAnswersDocument } from '@shortlist/web/documents';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { answersSheet, exportedWorkbook, ids } from '../answers/answer-spreadsheet-support.js';
import { answeringScene } from '../answers/answers-support.js';
import { insertSection } from '../questions/questions-support.js';
import { uploadedFileId } from '../suppliers/invite-file-support.js';
import type { HttpClient } from '../support/http-client.js';
import { useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 15: the answers import (spec 2 §7 Parse project answers, Apply answers in bulk) over a questionnaire with few
 * and with many text questions, every one answered by the file: the statements must not grow with the answers. In a
 * file of its own, beside statement-counts.test.ts, for its sign-ins.
 */
const testApp = useTestApp();

/** A supplier's questionnaire with `extra` more text questions, and its export with every text answer filled in. */
async function importScene(extra: number) {
  const scene = await answeringScene(testApp);
  const questions = Array.from({ length: extra }, (_, index) => ({
    label: `Extra ${index}`,
    status: 'APPROVED' as const,
  }));
  await insertSection(testApp.running.app.db, scene.broker.project.id, { name: 'Extra', position: 5 }, questions);
  const workbook = await exportedWorkbook(scene.supplier.client, scene);
  const textIds: string[] = [];
  answersSheet(workbook).eachRow((row) => {
    if (row.getCell(3).text !== 'Short text') return;
    row.getCell(5).value = 'From the file';
    textIds.push(row.getCell(9).text);
  });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileId = await uploadedFileId(scene.supplier.client, bytes, { filename: 'answers.xlsx' });
  return { client: scene.supplier.client, variables: ids(scene), fileId, textIds };
}

/** The statements of an apply that changes every answer (an apply repeated would change none and write nothing). */
async function applyStatements(client: HttpClient, variables: Record<string, unknown>, questionIds: string[]) {
  const answers = (value: string) => questionIds.map((questionId) => ({ questionId, value }));
  const apply = print(ApplyAnswersDocument);
  await testApp.running.app.mailer.idle();
  await client.graphql(apply, { ...variables, answers: answers('First') });
  const statements: string[] = [];
  const stop = testApp.running.database.observeStatements((sql) => statements.push(sql));
  try {
    const result = await client.graphql<{ applyAnswers: { applied: number } }>(apply, {
      ...variables,
      answers: answers('Second'),
    });
    expect(result.data?.applyAnswers.applied).toBe(questionIds.length);
  } finally {
    stop();
  }
  return statements;
}

describe('SQL statements of the answers import do not grow with the answers', () => {
  it('parse and apply: 3 and 43 text answers', async () => {
    const run = async (extra: number) => {
      const scene = await importScene(extra);
      const parse = await statementsOf<{ parseProjectAnswers: Array<{ questions: unknown[] }> }>(
        testApp,
        scene.client,
        print(ParseProjectAnswersDocument),
        { ...scene.variables, fileId: scene.fileId },
      );
      expect(parse.data.parseProjectAnswers.flatMap((section) => section.questions)).toHaveLength(scene.textIds.length);
      return { parse: parse.statements, apply: await applyStatements(scene.client, scene.variables, scene.textIds) };
    };
    const [few, many] = [await run(0), await run(40)];
    // Parse: the session, the invitation, the questionnaire's version (its skeleton is kept in memory), the answers,
    // the file. Apply: the session, the
    // participation, the questions with their answers, the participation locked, the answers written (and, on a
    // PostgreSQL server, the transaction's begin and commit, which PGlite does not report).
    expectConstantStatements(
      'parseProjectAnswers',
      { rows: 3, statements: few.parse },
      { rows: 43, statements: many.parse },
      5,
    );
    expectConstantStatements(
      'applyAnswers',
      { rows: 3, statements: few.apply },
      { rows: 43, statements: many.apply },
      7,
    );
  });
});
