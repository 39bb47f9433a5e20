import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { consensusRatings } from '../../src/db/schema/index.js';
import { insertBranch, storeRating } from '../scoring/ratings-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { answerIdOf, columnTexts, readXlsx, reportScene, sceneRequest, useReportFiles } from './render-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const render = useReportFiles(testApp);

describe('a report counts the consensus where one exists (issue 37)', () => {
  it('scores and shows the agreed rating instead of the scope’s own', async () => {
    const report = await reportScene(testApp);
    const { scene, project, products } = report;
    const db = testApp.running.app.db;
    // The shared scoring rated the first product's text answer 5 (weight 3), a branch 1; the owners agreed on 2.
    const branchId = await insertBranch(testApp, project.id, scene.broker.user.id);
    await storeRating(testApp, { projectProductId: products.first, questionId: scene.questions.text }, 1, branchId);
    const answerId = await answerIdOf(testApp, products.first, scene.questions.text);
    await db.insert(consensusRatings).values({
      projectId: project.id,
      answerId,
      projectProductId: products.first,
      rating: 2,
      reason: 'Agreed after the demo',
      decidedByName: 'Olive Owner',
    });

    const { file } = await render(sceneRequest(report, 'XLSX_2', { includeQuestionWeight: true }));
    const workbook = await readXlsx(file);
    const summary = workbook.getWorksheet('Summary') as ExcelJS.Worksheet;
    // 2 × 3 + 3 (the number answer) = 9, where the shared 5 would make 18.
    expect(columnTexts(summary, 3)).toContain('9');
    expect(columnTexts(summary, 3)).not.toContain('18');
    const first = workbook.worksheets[1] as ExcelJS.Worksheet;
    const rows = first.getRows(2, first.rowCount - 1) ?? [];
    const textRow = rows.find((row) => row.getCell(1).text === 'Answers' && row.getCell(2).text === 'Company name');
    expect(textRow?.values).toEqual(expect.arrayContaining(['2']));
  });
});
