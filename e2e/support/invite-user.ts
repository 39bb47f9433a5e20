import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of an MUI select inside a dialog. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Fills the open Invite User dialog of /admin/users (the company is the inviter's, locked), sends it, and checks the
 * new row: Invited, with the role.
 */
export async function inviteThroughDialog(
  page: Page,
  person: { email: string; firstName: string; lastName: string; company: string; role: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await expect(dialog.getByLabel('Company')).toHaveValue(person.company);
  await choose(page, dialog, 'Role', person.role);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('User invited successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(person.role);
}
