import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Shortlist#2025';
/** The account journey resets the demo viewer's password to this; later journeys (file order) sign it in with it. */
export const RESET_VIEWER_PASSWORD = 'Viewer#2026';

export async function signIn(page: Page, email: string, password: string) {
  if (!page.url().includes('/login/credentials')) await page.goto('/login/credentials');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Accepts the blocking terms dialog that a user sees until they have agreed to the current version. */
export async function agreeToTerms(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs a user in and agrees to the terms if asked. Journeys share one server, so a demo user may have agreed in an
 * earlier journey; tests about the terms dialog itself use signIn and agreeToTerms.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.or(page.getByRole('button', { name: 'Account menu' })).first()).toBeVisible();
  if (await terms.isVisible()) await agreeToTerms(page);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log Out' });
  await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Log out' }).click();
}
