import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  answerNotes,
  answers,
  branchQuestionWeights,
  comparisonProducts,
  comparisonQuestions,
  comparisons,
} from '../../src/db/schema/index.js';
import { questionsPerRead } from '../../src/modules/reports/index.js';
import { insertBranch, storeRating } from '../scoring/ratings-support.js';
import { changeSettings } from '../scoring/scoring-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { answerIdOf, columnTexts, readXlsx, reportScene, sceneRequest, useReportFiles } from './render-support.js';
import { insertApprovedQuestions } from './reports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const render = useReportFiles(testApp);

describe("a report holds its scope's ratings, weights and notes (spec 2 §6)", () => {
  it("shows branch A's ratings, weights, notes and scoring type, never branch B's nor the shared ones", async () => {
    const report = await reportScene(testApp);
    const { scene, project, products } = report;
    const db = testApp.running.app.db;
    await changeSettings(testApp, scene, { enableBranches: true });
    const branchA = await insertBranch(testApp, project.id, scene.broker.user.id, 'COLORS');
    const branchB = await insertBranch(testApp, project.id, scene.broker.user.id);
    const text = { projectProductId: products.first, questionId: scene.questions.text };
    await storeRating(testApp, text, 1, branchA);
    await storeRating(testApp, text, 4, branchB);
    await db.insert(branchQuestionWeights).values({ branchId: branchA, questionId: scene.questions.text, weight: 2 });
    const answerId = await answerIdOf(testApp, products.first, scene.questions.text);
    await db.insert(answerNotes).values([
      { answerId, projectProductId: products.first, branchId: branchA, notes: 'Branch A thinks so' },
      { answerId, projectProductId: products.first, branchId: branchB, notes: 'Branch B disagrees' },
    ]);

    const { file } = await render({
      ...sceneRequest(report, 'XLSX_2', { includeQuestionWeight: true }),
      branchId: branchA,
    });
    const workbook = await readXlsx(file);
    const summary = workbook.getWorksheet('Summary') as ExcelJS.Worksheet;
    // Branch A weighs the text question 2 and rates it Red (1): 2; the shared 18 and branch B's 4 show nowhere.
    expect(columnTexts(summary, 3)).toContain('2');
    expect(columnTexts(summary, 3)).not.toContain('18');
    const first = workbook.worksheets[1] as ExcelJS.Worksheet;
    // COLORS: no weight column; the rating in colours.
    expect(first.getRow(1).values).toEqual([undefined, 'Section', 'Question', 'Answer', 'Rating', 'Notes']);
    const rows = first.getRows(2, first.rowCount - 1) ?? [];
    const textRow = rows.find((row) => row.getCell(1).text === 'Answers' && row.getCell(2).text === 'Company name');
    expect(textRow?.getCell(4).text).toBe('Red');
    expect(textRow?.getCell(5).text).toBe('Branch A thinks so');
    expect(columnTexts(first, 5)).not.toContain('Branch B disagrees');
    expect(columnTexts(first, 5)).not.toContain('Strong local team');
  });
});

describe('a report of a comparison', () => {
  it("holds only the comparison's products, in its order, and its questions", async () => {
    const report = await reportScene(testApp);
    const { scene, project, products } = report;
    const db = testApp.running.app.db;
    const [comparison] = await db
      .insert(comparisons)
      .values({ projectId: project.id, name: 'Hosting shortlist', createdBy: scene.broker.user.id })
      .returning();
    if (!comparison) throw new Error('No comparison');
    await db.insert(comparisonProducts).values([
      { comparisonId: comparison.id, projectProductId: products.second, position: 0 },
      { comparisonId: comparison.id, projectProductId: products.first, position: 1 },
    ]);
    await db.insert(comparisonQuestions).values([
      { comparisonId: comparison.id, questionId: scene.questions.list },
      { comparisonId: comparison.id, questionId: scene.questions.yesNo },
    ]);

    const { file } = await render(
      sceneRequest(report, 'XLSX', { comparisonId: comparison.id, includeAnswerScore: false, includeNotes: false }),
    );
    const workbook = await readXlsx(file);
    const matrix = workbook.getWorksheet('Answers') as ExcelJS.Worksheet;
    expect((matrix.getRow(1).values as string[]).slice(1)).toEqual([
      'Question',
      'Weight',
      expect.stringContaining('Second Suite'),
      expect.stringContaining('Answer Suite'),
    ]);
    expect(columnTexts(matrix, 1)).toEqual(['Question', 'Answers', 'Do you offer SSO?', 'Hosting']);
    expect(columnTexts(workbook.getWorksheet('Summary') as ExcelJS.Worksheet, 2)).toContain('Hosting shortlist');
  });
});

describe('the statements a report reads', () => {
  it('are as many whatever the number of answers, and one more per part of answers read', async () => {
    const report = await reportScene(testApp);
    const { scene, products } = report;
    const count = async () => {
      const statements: string[] = [];
      const stop = testApp.running.database.observeStatements((sql) => statements.push(sql));
      try {
        await render(sceneRequest(report, 'XLSX', { includeClientTables: true }));
      } finally {
        stop();
      }
      return statements.length;
    };
    // Mails the scene's set-up still sends would write while a run is measured.
    await testApp.running.app.mailer.idle();
    const few = await count();
    const db = testApp.running.app.db;
    const addQuestions = async (many: number) => {
      const added = await insertApprovedQuestions(db, scene.section, many);
      await db.insert(answers).values(
        added.flatMap((questionId) =>
          [products.first, products.second].map((projectProductId) => ({
            projectProductId,
            questionId,
            value: 'More',
          })),
        ),
      );
    };
    // The scene's few questions and 40 more are read in one part; a part's worth more (of its 2 products) make two.
    await addQuestions(40);
    expect(await count()).toBe(few);
    expect(few).toBeLessThanOrEqual(6);
    await addQuestions(questionsPerRead(2));
    expect(await count()).toBe(few + 1);
  });
});
