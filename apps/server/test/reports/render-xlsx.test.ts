import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { changeSettings, readScoring } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  insertClientTable,
  LONG_ANSWER,
  readXlsx,
  reportScene,
  sceneRequest,
  useReportFiles,
} from './render-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const render = useReportFiles(testApp);

const texts = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1).map((value) => String(value ?? ''));
/** The first row whose first cell reads `label` (after the row `after` reads, when given). */
const rowOf = (sheet: ExcelJS.Worksheet, label: string, after?: string) => {
  let found: ExcelJS.Row | undefined;
  let started = after === undefined;
  sheet.eachRow((row) => {
    if (started && !found && row.getCell(1).text === label) found = row;
    if (row.getCell(1).text === after) started = true;
  });
  if (!found) throw new Error(`No row ${label}`);
  return found;
};

describe('the XLSX project report (issue 34 item 3)', () => {
  it('holds a summary with the scoring page scores and an answers matrix with formatted, frozen headers', async () => {
    const report = await reportScene(testApp);
    const { file, rendered, ended } = await render(sceneRequest(report, 'XLSX'));
    expect(ended).toBe(true);
    expect(rendered).toEqual({
      fileName: `${report.project.name} - report.xlsx`,
      mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const workbook = await readXlsx(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Answers']);

    const summary = workbook.getWorksheet('Summary') as ExcelJS.Worksheet;
    const page = dataOf(await readScoring(report.scene.broker.client, report.scene)).scoring;
    expect(page.products.map((product) => product.score)).toEqual([18, 6]);
    for (const product of page.products) {
      const productName = product.name.split(' — ')[1] ?? product.name;
      expect(rowOf(summary, productName).getCell(3).value).toBe(product.score);
    }
    const vendor = page.products[0]?.name.split(' — ')[0];
    expect(texts(rowOf(summary, 'Answer Suite'))).toEqual(['Answer Suite', vendor, '18', '2', '4']);
    expect(rowOf(summary, 'Project').getCell(2).value).toBe(report.project.name);
    expect(rowOf(summary, 'Answer score').getCell(2).value).toBe('Yes');
    expect(rowOf(summary, 'Scoring').getCell(2).value).toBe("The project's shared scoring, in numbers");

    const answers = workbook.getWorksheet('Answers') as ExcelJS.Worksheet;
    const header = answers.getRow(1);
    expect(texts(header)).toEqual([
      'Question',
      'Weight',
      ...page.products.flatMap(({ name }) => [name, `${name}: rating`, `${name}: notes`]),
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(header.getCell(1).fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(answers.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    expect(answers.getColumn(1).width).toBe(50);
    expect(answers.getColumn(3).width).toBe(45);

    const section = rowOf(answers, 'Answers');
    expect(section.getCell(1).font?.bold).toBe(true);
    expect(section.getCell(3).fill).toMatchObject({ pattern: 'solid' });
    const text = rowOf(answers, 'Company name', 'Answers');
    expect(text.getCell(2).value).toBe(3);
    expect(text.getCell(3).value).toBe('Acme Ltd');
    expect(text.getCell(4).value).toBe('5');
    expect(text.getCell(5).value).toBe('Strong local team');
    expect(text.getCell(6).value).toBe(LONG_ANSWER);
    expect(text.getCell(6).alignment).toMatchObject({ wrapText: true });
    expect(rowOf(answers, 'Hosting').getCell(3).value).toBe('Cloud, On premises (Frankfurt)');
    expect(rowOf(answers, 'Certificates').getCell(3).value).toMatchObject({
      text: 'iso.pdf',
      hyperlink: expect.stringMatching(/\/api\/file\/00000000-0000-4000-8000-000000000001$/),
    });
    expect(rowOf(answers, 'Head count').getCell(6).value).toBe('Not Applicable: We do not publish it');
    expect(rowOf(answers, 'Do you offer SSO?').getCell(6).value).toBe('Yes. Okta and Entra');
  });
});

describe('the XLSX_2 project report', () => {
  it('holds the summary and a sheet per product, then a sheet per client table when asked', async () => {
    const report = await reportScene(testApp);
    await insertClientTable(testApp, report.project.id);
    const { file } = await render(sceneRequest(report, 'XLSX_2', { includeNotes: false, includeClientTables: true }));
    const workbook = await readXlsx(file);
    const page = dataOf(await readScoring(report.scene.broker.client, report.scene)).scoring;
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      ...page.products.map((product) => product.name.slice(0, 31)),
      'Table - Sites',
    ]);
    const second = workbook.worksheets[2] as ExcelJS.Worksheet;
    expect(texts(second.getRow(1))).toEqual(['Section', 'Question', 'Weight', 'Answer', 'Rating']);
    expect(second.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 1 });
    expect(texts(rowOf(second, 'Answers'))).toEqual(['Answers', 'Company name', '3', LONG_ANSWER, '2']);
    expect(rowOf(second, 'Answers').getCell(4).alignment).toMatchObject({ wrapText: true });

    const table = workbook.getWorksheet('Table - Sites') as ExcelJS.Worksheet;
    expect(texts(table.getRow(1))).toEqual(['Location', 'Headcount (client response)']);
    expect(texts(table.getRow(3))).toEqual(['Paris', 'Over 100, Other: Seasonal staff']);
  });

  it('leaves out the weight with COLORS scoring and says ratings in colours', async () => {
    const report = await reportScene(testApp);
    await changeSettings(testApp, report.scene, { scoringType: 'COLORS' });
    const { file } = await render(sceneRequest(report, 'XLSX_2', { includeNotes: false }));
    const first = (await readXlsx(file)).worksheets[1] as ExcelJS.Worksheet;
    expect(texts(first.getRow(1))).toEqual(['Section', 'Question', 'Answer', 'Rating']);
    expect(texts(rowOf(first, 'Answers'))).toEqual(['Answers', 'Company name', 'Acme Ltd', 'Green']);
  });
});
