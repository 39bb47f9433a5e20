import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { openAnsweringScoring } from '../support/scoring.js';

// Spec 2 §7 Reports: from the demo RFP's scoring page the project manager exports a PDF and an XLSX report. Each is
// made by a background job while the dialog shows its progress; then 'The report has been exported' and the browser
// downloads the file. Nothing other journeys read changes (a report adds a row and a file).
test('the project manager exports a PDF and an XLSX report from the scoring page and downloads them', async ({
  page,
}) => {
  await openAnsweringScoring(page);

  const exportAs = async (format: 'PDF' | 'XLSX') => {
    await page.getByRole('button', { name: 'Export Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Report' });
    await dialog.getByRole('radio', { name: format, exact: true }).check();
    await expect(dialog.getByRole('checkbox', { name: /Acme Talent Suite/ })).toBeChecked();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    await expect(page.getByText('The report has been exported').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
    return readFile(await download.path());
  };

  const pdf = await exportAs('PDF');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const xlsx = await exportAs('XLSX');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))));
  expect(cells.join(' ')).toContain(ANSWERING_PROJECT);
});
