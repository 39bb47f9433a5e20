import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ANSWERING_PROJECT, acceptedParticipation } from '../support/answering.js';

/** The demo supplier's product this journey answers with (the other journeys use the others). */
const PRODUCT = 'Acme Payroll Cloud';
const LEGAL_NAME = 'Legal name of your company';
const FEE = 'Per-employee-per-month fee';

/**
 * The exported answers file filled in the way a supplier would in a spreadsheet program: two answers typed, every
 * other question marked not applicable.
 */
async function fillInAnswers(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('Answers');
  if (!sheet) throw new Error('The export has no Answers sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const column = (header: string) => headers.indexOf(header);
  sheet.eachRow((row, number) => {
    if (number === 1 || !row.getCell(column('Question ID')).text) return;
    const question = row.getCell(column('Question')).text;
    if (question === LEGAL_NAME) row.getCell(column('Answer')).value = 'Acme Payroll Cloud Inc.';
    else if (question === FEE) row.getCell(column('Answer')).value = 5.25;
    else {
      row.getCell(column('Not Applicable')).value = 'Yes';
      row.getCell(column('Not Applicable Description')).value = 'Not part of the payroll offer.';
    }
  });
  await workbook.xlsx.writeFile(path);
}

test('a supplier exports its answers, fills them in a spreadsheet, imports them and submits', async ({
  page,
  browser,
}, testInfo) => {
  const broker = await browser.newContext();
  const { projectId, productId } = await acceptedParticipation(await broker.newPage(), page, PRODUCT);
  await broker.close();
  await page.goto(`/invite-to-project/${projectId}/questions/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: ANSWERING_PROJECT })).toBeVisible();

  await page.getByRole('button', { name: 'Answer Management' }).click();
  const drawer = page.getByRole('dialog', { name: 'Answer Management' });
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('link', { name: 'Export Answers' }).click();
  const file = testInfo.outputPath('answers.xlsx');
  await (await downloading).saveAs(file);
  await fillInAnswers(file);

  await drawer.getByLabel('Answers file (.xlsx)').setInputFiles(file);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The answers were successfully imported')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('100%');
  await page.getByRole('searchbox', { name: 'Search Questions' }).fill(LEGAL_NAME);
  await expect(page.getByRole('textbox', { name: LEGAL_NAME })).toHaveValue('Acme Payroll Cloud Inc.');

  await page.getByRole('button', { name: 'Submit Answers' }).click();
  await page.getByRole('dialog', { name: 'Submit Answers' }).getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Well done! Your answers were successfully submitted. Please wait until the results are announced.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answers' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: LEGAL_NAME })).toBeDisabled();
});
