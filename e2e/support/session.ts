import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CSRF_HEADER } from '@shortlist/domain';

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

/**
 * Signs a request context in through the API, as the sign-in page does, without agreeing to the terms: journeys that
 * need a session but no page leave the terms dialog for the journeys that expect it (file order).
 */
export async function signInByApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/login', { headers: { [CSRF_HEADER]: '1' }, data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return request;
}
