import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

const SUPPLIER = 'supplier@acme.example';
const RFP = 'Benefits Broker RFP 2026 — Published';

// The demo supplier's two invitations to the published demo RFP are used by this journey only: it accepts one and
// declines the other (for good).
test('the demo supplier accepts one invitation of the published RFP and declines the other', async ({ page }) => {
  await signInAs(page, SUPPLIER);
  const listed = page.getByRole('region', { name: 'Supplier Projects' });
  await expect(listed.getByText('Run-up')).toBeVisible();
  await listed.getByRole('link', { name: RFP }).click();
  await expect(page).toHaveURL(/\/invite-to-project\/[^/]+\/preview$/);
  await expect(page.getByRole('heading', { level: 1, name: RFP })).toBeVisible();
  await expect(page.getByText('Northwind Brokerage')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('Awaiting Your Approval');
  await expect(
    page.getByText('You should choose either you want to accept or decline this invitation to participate.'),
  ).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);

  // The first product (by name) is accepted through the accept form.
  await expect(page.getByRole('combobox', { name: 'Product' })).toContainText('Acme Payroll Cloud');
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeHidden();
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  const accept = page.getByRole('dialog', { name: 'Are you sure you want to accept the invitation?' });
  await expect(accept.getByRole('textbox', { name: 'Product' })).toHaveValue('Acme Payroll Cloud');
  await accept.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('You have accepted the invitation!')).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline Invitation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company overview' })).toBeVisible();

  // The other product is declined from its details page's Manage Participation dialog.
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Acme People HRIS' }).click();
  await expect(page).toHaveURL(/\/preview\/[^/]+$/);
  const productUrl = page.url();
  await page.getByRole('link', { name: 'Project Details' }).click();
  await expect(page).toHaveURL(/\/details\/[^/]+$/);
  await page.getByRole('button', { name: 'Manage Participation' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Participation' });
  await expect(manage).toContainText('Acme People HRIS: Invited');
  await manage.getByRole('button', { name: 'Decline Invitation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to decline participation in the project?' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('You have declined the invitation.')).toBeVisible();
  await expect(page).toHaveURL(productUrl);
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Invitation' })).toBeHidden();
});
