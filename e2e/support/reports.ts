import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * Spec 2 §7 Reports: exports the page's report in `format` through the Export Report dialog (its products as
 * offered), waits for the job and the download, and answers the downloaded file.
 */
export async function exportReport(page: Page, format: 'PDF' | 'XLSX') {
  await page.getByRole('button', { name: 'Export Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Report' });
  await dialog.getByRole('radio', { name: format, exact: true }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  await expect(page.getByText('The report has been exported').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
  return readFile(await download.path());
}

/** Every sheet of a workbook as rows of cell texts, by sheet name. */
export async function workbookSheets(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => void cells.push(cell.text));
      rows.push(cells);
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** A PDF's text as poppler's pdftotext reads it (the test command installs poppler-utils). */
export const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
