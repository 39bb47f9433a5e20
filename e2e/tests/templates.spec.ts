import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { TEMPLATE_STATUS_CONFIRMATIONS } from '@shortlist/domain';
import { signInAs, signOut } from '../support/session.js';

const PAYROLL = 'Payroll Services RFP Template';
const NEW_TEMPLATE = 'Onboarding RFP Template';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function chooseStatus(page: Page, template: string, status: string) {
  await page.getByRole('button', { name: new RegExp(`^Status of ${template}`) }).click();
  await page.getByRole('menuitem', { name: status }).click();
}

test('a project manager lists the templates and creates one', async ({ page }) => {
  await signInAs(page, 'pm@northwind.example');
  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Templates' });
  await expect(table.getByRole('row', { name: new RegExp(PAYROLL) })).toContainText('Olivia Owner');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Template' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NEW_TEMPLATE);
  await dialog.getByRole('combobox', { name: 'Service Types' }).click();
  await page.getByRole('option', { name: 'Payroll', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();

  const toast = page.getByText('Template has been created');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]+\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: NEW_TEMPLATE })).toBeVisible();
  // Without a section it cannot be submitted (spec 3 §5).
  const status = page.getByRole('button', { name: new RegExp(`^Status of ${NEW_TEMPLATE}`) });
  await status.click();
  await expect(page.getByRole('menuitem', { name: /Submitted/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  // The template's sections and questions are edited like a project's.
  await page.getByRole('button', { name: 'Add Section' }).click();
  const add = page.getByRole('dialog', { name: 'Add Section' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Onboarding');
  await add.getByRole('button', { name: 'Save' }).click();
  const added = page.getByText('Section has been added');
  await expect(added).toBeVisible();
  await expect(page.getByRole('region', { name: 'Onboarding' })).toBeVisible();
  await status.click();
  await expect(page.getByRole('menuitem', { name: /Submitted/ })).toBeEnabled();
  await page.keyboard.press('Escape');
  // The toasts' colours are the shell's: check this page once the toast has gone.
  await expect(toast).toBeHidden({ timeout: 15_000 });
  await expect(added).toBeHidden({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the company administrator takes a template back to Draft and publishes it again; an expert previews it', async ({
  page,
}) => {
  await signInAs(page, 'owner@northwind.example');
  await page.goto('/templates');
  await chooseStatus(page, PAYROLL, 'Draft');
  const confirm = page.getByRole('dialog', { name: 'Change Template Status' });
  await expect(confirm).toContainText(TEMPLATE_STATUS_CONFIRMATIONS.leavePublished);
  await confirm.getByRole('button', { name: 'Move to Draft' }).click();
  await expect(page.getByText('Template status has been changed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Status of ${PAYROLL}: Draft` })).toBeVisible();

  await chooseStatus(page, PAYROLL, 'Submitted');
  await expect(confirm).toContainText(TEMPLATE_STATUS_CONFIRMATIONS.submit);
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: `Status of ${PAYROLL}: Submitted` })).toBeVisible();
  await chooseStatus(page, PAYROLL, 'Published');
  await expect(confirm).toContainText(TEMPLATE_STATUS_CONFIRMATIONS.publish);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: `Status of ${PAYROLL}: Published` })).toBeVisible();
  await signOut(page);

  // A reader who may not edit templates (the account journey changes the demo viewer's password).
  await signInAs(page, 'expert@northwind.example');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const published = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
  await expect(published).toContainText(`Template '${PAYROLL}' has been published`);
  await page.keyboard.press('Escape');
  await page.goto('/templates');
  await page.getByRole('link', { name: PAYROLL }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByRole('button', { name: /^Status of/ })).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Payroll operations' });
  await expect(section.getByText('Which pay frequencies do you support?')).toBeVisible();
  await expect(section.getByText('Choice list')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
