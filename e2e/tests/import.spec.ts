/**
 * Issue 35: the company administrator imports the documented sample file, fixes a question in the review and makes
 * a template of it; then imports it again and makes a project of it (the wizard under the imported-file banner).
 */
import { expect, type Page, test } from '@playwright/test';
import { projectOriginBanner } from '@shortlist/domain';
import { dayFromToday, pickOption } from '../support/form-fields.js';
import { signInAs } from '../support/session.js';

const OWNER = 'owner@northwind.example';
const SAMPLE = '/assets/templates/import_questions.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads the sample file (as the server serves it) from the home page's Import Questions, then waits for the parse. */
async function importSample(page: Page) {
  const sample = await page.request.get(SAMPLE);
  expect(sample.status()).toBe(200);
  await page.goto('/');
  await page.getByRole('link', { name: 'Import Questions' }).click();
  await expect(page).toHaveURL(/\/project-import-wizard\/upload$/);
  await expect(page.getByRole('link', { name: /Download the sample file/ })).toHaveAttribute('href', SAMPLE);
  await page
    .getByLabel('Spreadsheet file')
    .setInputFiles({ name: 'import_questions.xlsx', mimeType: XLSX_TYPE, buffer: await sample.body() });
  await expect(page.getByText('Chosen file: import_questions.xlsx')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/project-import-wizard\/[0-9a-f-]+\/upload$/);
  await expect(page.getByText(/import_questions\.xlsx: \d+ sections? and \d+ questions? were read\./)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/project-import-wizard\/[0-9a-f-]+\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions', exact: true })).toBeVisible();
}

test('the company administrator imports the sample, fixes a question and makes a template of it', async ({ page }) => {
  const templateName = `Imported RFP Template ${Date.now()}`;
  await signInAs(page, OWNER);
  await importSample(page);

  // Review Questions: the first question's label is fixed in the questionnaire's own editor.
  const first = page
    .getByRole('main')
    .getByRole('list', { name: /^Questions of / })
    .first()
    .getByRole('listitem')
    .first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  expect(label).not.toBe('');
  const fixed = `${label} (reviewed)`;
  await first.getByRole('button', { name: 'Edit Question' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await edit.getByRole('textbox', { name: 'Label', exact: true }).fill(fixed);
  // The draft's questions are assigned to the one reviewing them.
  await edit.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Olivia Owner', exact: true }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: fixed })).toBeVisible();

  // Manage Data: an action is required, then Create template with a name and a service type.
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Please select an action')).toBeVisible();
  await page.getByRole('radio', { name: 'Create template' }).check();
  await page.getByRole('textbox', { name: 'Template Name' }).fill(templateName);
  await page.getByRole('combobox', { name: 'Service Types' }).click();
  await page.getByRole('option', { name: 'Payroll', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]+\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  await expect(page.getByRole('listitem', { name: fixed })).toBeVisible();

  // My Uploads lists the file, from the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Uploads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Uploads' })).toBeVisible();
  const uploads = page.getByRole('table', { name: 'My Uploads' });
  await expect(uploads.getByRole('link', { name: 'import_questions.xlsx' }).first()).toBeVisible();
  await expect(uploads.getByRole('cell', { name: 'Questions', exact: true }).first()).toBeVisible();
});

test('the company administrator imports the sample again and makes a project of it', async ({ page }) => {
  const name = `Imported RFP ${Date.now()}`;
  await signInAs(page, OWNER);
  await importSample(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Create project' }).check();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/project-wizard\/import\/[0-9a-f-]+$/);
  await expect(page.getByText(projectOriginBanner('IMPORT', ''))).toBeVisible();
  await page.getByRole('button', { name: 'Choose RFP' }).click();
  await expect(page.getByRole('heading', { name: 'Create Project' })).toBeVisible();
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('We are looking for a payroll provider for 1,200 employees across three states, with tax filing included.');
  await page.getByLabel('Publish Date').fill(dayFromToday(2));
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await pickOption(page, 'Contact 1', /Peter Manager/);
  await pickOption(page, 'Domain Experts', /Olivia Owner/);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Project is saved').last()).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Project' }).getByText(name)).toBeVisible();
});
