import { expect, test } from '@playwright/test';
import { exportReport, pdfText, workbookSheets } from '../support/reports.js';
import { signInAs } from '../support/session.js';

// The completed demo RFP (read only, branches off): the comparison made here is deleted at the end.
const COMPLETED_PROJECT = 'Payroll Outsourcing RFP 2025 — Completed';
const NAME = 'Journey shortlist';

test('the project manager builds a comparison, opens it with its products, questions and scores, exports its PDF and XLSX reports, and deletes it', async ({
  page,
}) => {
  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/search?search=${encodeURIComponent(COMPLETED_PROJECT)}`);
  await page.getByRole('link', { name: COMPLETED_PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Comparison' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/comparison$/);
  const table = page.getByRole('table', { name: 'Comparisons' });
  await expect(table.getByRole('link', { name: 'All finalists' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Comparison' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Comparison' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please select at least one product')).toBeVisible();
  await expect(dialog.getByText('Please select at least one question')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await dialog.getByRole('checkbox', { name: /^Acme Payroll Cloud/ }).check();
  await dialog.getByRole('checkbox', { name: /^Globex Enrol/ }).check();
  const section = dialog.getByRole('checkbox', { name: /\(0\/\d+\)$/ }).first();
  const label =
    (await dialog
      .getByText(/\(0\/\d+\)$/)
      .first()
      .textContent()) ?? '';
  await section.check();
  await dialog.getByRole('button', { name: 'Add' }).click();

  await expect(page).toHaveURL(/\/projects\/[^/]+\/comparison\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  const products = page.getByRole('group', { name: 'Products' });
  await expect(products.getByRole('heading', { name: /Acme Payroll Cloud/ })).toBeVisible();
  await expect(products.getByRole('heading', { name: /Globex Enrol/ })).toBeVisible();
  await expect(products.getByText(/^Score \d+$/)).toHaveCount(2);
  const sectionHeading = label.replace(/\s*\(0\/(\d+)\)$/, ' ($1)');
  await expect(page.getByRole('heading', { name: sectionHeading, level: 2 })).toBeVisible();
  await expect(page.getByLabel(/^Rating of .*Acme Payroll Cloud for /).first()).toBeVisible();

  // The comparison's reports: a PDF naming it and its products, an XLSX with them side by side.
  const pdf = pdfText(await exportReport(page, 'PDF'));
  expect(pdf).toContain(COMPLETED_PROJECT);
  expect(pdf).toContain('Acme Payroll Cloud');
  expect(pdf).toMatch(/Page 1 of \d+/);
  const answers = (await workbookSheets(await exportReport(page, 'XLSX'))).get('Answers') ?? [];
  const header = answers[0]?.join(' | ') ?? '';
  expect(header).toMatch(/Acme Payroll Cloud.*Globex Enrol|Globex Enrol.*Acme Payroll Cloud/);
  expect(answers.flat()).toContain(sectionHeading.replace(/ \(\d+\)$/, ''));

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Comparison' }).click();
  await page.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comparison has been deleted')).toBeVisible();
  await expect(table.getByRole('link', { name: NAME })).toHaveCount(0);
});
