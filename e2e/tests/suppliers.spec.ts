import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';
const RFI = 'Payroll Provider Review';
const PRODUCT = 'Globex Benefits — Globex Flex Spending';
const PURPOSE = 'Adds flexible spending accounts to the enrolment.';

// The journey adds a product no other journey uses and deletes it at the end, leaving the demo RFI as it was.
test('a project manager adds, blocks, unblocks and deletes a supplier of the demo RFI', async ({ page }) => {
  await signInAs(page, PM);
  await page.goto(`/projects/search?search=${encodeURIComponent(RFI)}`);
  await page.getByRole('link', { name: RFI, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Suppliers' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Acme Software — Acme People HRIS/ })).toContainText('Preselected');

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);

  // The directory by name, service type and industry: the product is found as a New candidate.
  const card = page.getByRole('region', { name: 'Find Suppliers' });
  await card.getByRole('searchbox', { name: 'Supplier or product name' }).fill('Flex');
  await card.getByRole('combobox', { name: 'Service Type' }).click();
  await page.getByRole('option', { name: 'Wellness', exact: true }).click();
  await card.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Benefits', exact: true }).click();
  const results = card.getByRole('list', { name: 'Supplier search results' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('New');
  await results.getByRole('button', { name: `Invite ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Supplier' });
  await dialog.getByRole('textbox', { name: 'Reason for selection' }).fill(PURPOSE);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(results.getByRole('button', { name: `Revoke ${PRODUCT}` })).toBeVisible();
  await expect(results.getByRole('listitem')).toContainText('Preselected');

  const row = table.getByRole('row', { name: new RegExp(PRODUCT) });
  await expect(row).toContainText('Preselected');
  await row.getByRole('button', { name: `Details of ${PRODUCT}` }).click();
  await expect(table.getByText(PURPOSE)).toBeVisible();
  await expect(table.getByText('Industry: Benefits')).toBeVisible();
  await expect(table.getByRole('link', { name: 'sales@globex.example' })).toBeVisible();

  // Blocked suppliers leave the list until the Blocked status is chosen.
  await row.getByRole('button', { name: `Block ${PRODUCT}` }).click();
  await expect(row).toBeHidden();
  await page.getByRole('combobox', { name: 'Statuses' }).click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await page.keyboard.press('Escape');
  const blocked = table.getByRole('row', { name: new RegExp(PRODUCT) });
  await expect(blocked).toContainText('Blocked');
  await expect(table.getByRole('row', { name: /Initech Payroll Pro/ })).toBeVisible();
  await blocked.getByRole('button', { name: `Unblock ${PRODUCT}` }).click();
  await expect(blocked).toBeHidden();

  await page.getByRole('button', { name: 'Reset' }).click();
  const unblocked = table.getByRole('row', { name: new RegExp(PRODUCT) });
  await expect(unblocked).toContainText('Preselected');
  await unblocked.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Supplier' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${PRODUCT}`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(unblocked).toBeHidden();
  await expect(results.getByRole('button', { name: `Invite ${PRODUCT}` })).toBeEnabled();
  await expect(table.getByRole('row')).toHaveCount(3);
});
