import { describe, expect, it } from 'vitest';
import { readScoring } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  flatText,
  insertClientTable,
  LONG_ANSWER,
  LONG_EMAIL,
  pdfText,
  REPORT_OPTIONS,
  reportScene,
  sceneRequest,
  useReportFiles,
} from './render-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const render = useReportFiles(testApp);

describe('the PDF project report (issue 34 item 3)', () => {
  it('has a title page, contents, section headings, page numbers, whole long answers and the score table', async () => {
    const report = await reportScene(testApp);
    const { file, rendered, ended } = await render(sceneRequest(report, 'PDF'));
    expect(ended).toBe(true);
    expect(rendered).toEqual({ fileName: `${report.project.name} - report.pdf`, mimetype: 'application/pdf' });
    const text = pdfText(file);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    const flat = flatText(text);

    expect(pages[0]).toContain(report.project.name);
    expect(pages[0]).toContain('Project report');
    expect(pages[0]).toMatch(/Products/);
    expect(pages[0]).toMatch(/Page 1 of \d+/);
    const last = pages.length;
    expect(pages.map((page) => /Page (\d+) of (\d+)/.exec(page)?.slice(1).join(' of '))).toEqual(
      pages.map((_, index) => `${index + 1} of ${last}`),
    );

    expect(pages[1]).toContain('Contents');
    for (const entry of ['Scores', 'General', 'Mixed', 'Answers'])
      expect(pages[1]).toMatch(new RegExp(`${entry}\\s+\\d+`));

    const scoring = dataOf(await readScoring(report.scene.broker.client, report.scene)).scoring;
    for (const product of scoring.products) {
      expect(flat).toMatch(new RegExp(`${product.name} ${product.score} \\d+ \\d+`));
    }
    expect(flat).toContain('Weight: 3');
    expect(flat).toContain(LONG_ANSWER.slice(0, 60));
    expect(flat).toContain('Last words: zebra quartz finale.');
    // Broken over lines in its cell (pdftotext puts the product column's words between them), nothing cut.
    const joined = text.replace(/[\s\u200b]+/g, '');
    for (const piece of LONG_EMAIL.match(/.{1,12}/g) ?? []) expect(joined).toContain(piece);
    expect(flat).toContain('Cloud, On premises (Frankfurt)');
    expect(flat).toContain('iso.pdf');
    expect(flat).toContain('Not Applicable: We do not publish it');
    expect(flat).toContain('Strong local team');
    expect(flat).not.toContain('Pending question');
    expect(flat).not.toContain('Private question');
  });
});

describe('client tables in PDF (spec 2 §7 Reports)', () => {
  it('makes the CLIENT_TABLES report: a title, each table with its columns, rows and the client answers', async () => {
    const report = await reportScene(testApp);
    await insertClientTable(testApp, report.project.id);
    const { file, rendered } = await render({
      projectId: report.project.id,
      branchId: null,
      kind: 'CLIENT_TABLES',
      format: 'PDF',
      options: { ...REPORT_OPTIONS, productIds: [] },
    });
    expect(rendered.fileName).toBe(`${report.project.name} - report.pdf`);
    const text = pdfText(file);
    const flat = flatText(text);
    expect(text.split('\f')[0]).toContain(report.project.name);
    expect(flat).toContain('Client tables');
    expect(flat).toMatch(/Contents Client tables \d/);
    expect(flat).toMatch(/Location\s+Headcount \(client response\)/);
    expect(flat).toMatch(/Berlin\s+120/);
    expect(flat).toMatch(/Paris\s+Over 100, Other: Seasonal staff/);
    expect(flat).not.toContain('Scores');
    expect(flat).toContain('Page 1 of');
  });

  it('appends the client tables to a project report when asked', async () => {
    const report = await reportScene(testApp);
    await insertClientTable(testApp, report.project.id);
    const { file } = await render(sceneRequest(report, 'PDF', { includeClientTables: true, skipDescription: true }));
    const flat = flatText(pdfText(file));
    expect(flat).toMatch(/Client tables \d/);
    expect(flat).toMatch(/Berlin\s+120/);
    expect(flat).not.toContain('Description');
  });

  it('refuses a client tables report in another format', async () => {
    const report = await reportScene(testApp);
    const request = { ...sceneRequest(report, 'XLSX'), kind: 'CLIENT_TABLES' as const };
    await expect(render(request)).rejects.toThrow('A client tables report is a PDF, not XLSX');
  });
});
