import { expect, test } from '@playwright/test';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { exportReport, pdfText, workbookSheets } from '../support/reports.js';
import { openAnsweringScoring } from '../support/scoring.js';

// Spec 2 §7 Reports: from the demo RFP's scoring page the project manager exports a PDF and an XLSX report. Each is
// made by a background job while the dialog shows its progress; then 'The report has been exported' and the browser
// downloads the file. Nothing other journeys read changes (a report adds a row and a file).
test('the project manager exports a PDF and an XLSX report from the scoring page and downloads them', async ({
  page,
}) => {
  await openAnsweringScoring(page);
  await page.getByRole('button', { name: 'Export Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Report' });
  await expect(dialog.getByRole('checkbox', { name: /Acme Talent Suite/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const pdf = pdfText(await exportReport(page, 'PDF'));
  expect(pdf).toContain(ANSWERING_PROJECT);
  expect(pdf).toContain('Contents');
  expect(pdf).toMatch(/Page 1 of \d+/);
  expect(pdf).toContain('Acme Talent Suite');

  const sheets = await workbookSheets(await exportReport(page, 'XLSX'));
  expect([...sheets.keys()]).toEqual(expect.arrayContaining(['Summary', 'Answers']));
  expect(sheets.get('Summary')?.flat().join(' ')).toContain(ANSWERING_PROJECT);
  expect(sheets.get('Answers')?.[0]?.join(' ')).toContain('Acme Talent Suite');
});
