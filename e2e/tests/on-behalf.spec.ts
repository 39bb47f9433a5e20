import { expect, test } from '@playwright/test';
import { signInAs, signOut } from '../support/session.js';

test('an administrator adds a client on behalf of Northwind, and Northwind sees it', async ({ page }) => {
  await signInAs(page, 'admin@shortlist.local');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expect(page.getByText(/You are managing your own company/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Manage on behalf of' }).click();
  await page.getByRole('option', { name: 'Northwind Brokerage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/You are managing on behalf of Northwind Brokerage/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Manage on behalf of' })).toHaveText('Northwind Brokerage');

  await page.getByRole('link', { name: /^Clients/ }).click();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('cell', { name: 'Contoso Manufacturing', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Name').fill('Woodgrove Bank');
  await dialog.getByLabel('Website').fill('woodgrove');
  await dialog.getByLabel('Location').fill('Seattle, WA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Value must be an URL address')).toBeVisible();
  await dialog.getByLabel('Website').fill('https://www.woodgrove.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Client has been added')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Woodgrove Bank', exact: true })).toBeVisible();

  await signOut(page);
  await signInAs(page, 'owner@northwind.example');
  await page.goto('/admin/clients');
  const ownerTable = page.getByRole('table', { name: 'Clients' });
  await expect(ownerTable.getByRole('cell', { name: 'Woodgrove Bank', exact: true })).toBeVisible();
  await expect(ownerTable.getByRole('cell', { name: 'Seattle, WA', exact: true })).toBeVisible();
});
