import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInAs } from '../support/session.js';

test('an unknown address shows Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you are looking for cannot be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired session opens the session-expired dialog and signing in returns to the page', async ({
  page,
  context,
}) => {
  await signInAs(page, 'pm@northwind.example');
  await page.goto('/account/details');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  // The shell's own reads (the bell, the subscription) load with their code, after the page: let them answer first.
  await page.waitForLoadState('networkidle');

  // The server forgets the session (as after the idle timeout); the next API call answers 401.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog');
  await feedback.getByLabel('Title').fill('Too slow');
  await feedback.getByLabel('Message').fill('The list took long to load.');
  await feedback.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(/\/login\/credentials#session-expired$/);
  const expired = page.getByRole('dialog');
  await expect(expired.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expired.getByRole('button', { name: 'OK' }).click();
  await signIn(page, 'pm@northwind.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/details$/);
});

test('a signed-in user sends feedback from any page', async ({ page }) => {
  await signInAs(page, 'expert@northwind.example');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByText('Required').first()).toBeVisible();
  await feedback.getByLabel('Title').fill('Great start');
  await feedback.getByLabel('Message').fill('Sign-in was quick.');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
});

// Journeys share one server and run in file order: the demo supplier has not agreed to the terms until the supplier
// journeys (named supplier-*, after this file) sign it in.
test('disagreeing with the terms signs the user out', async ({ page }) => {
  await signIn(page, 'supplier@acme.example', DEMO_PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await dialog.getByRole('button', { name: 'Disagree' }).click();
  await expect(page).toHaveURL(/\/login\/credentials/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/account/details');
  await expect(page).toHaveURL(/\/login\/credentials/);
});

test('below the large breakpoint the menu opens as a drawer with nested sub-menus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Solutions' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Solutions' }).click();
  await drawer.getByRole('link', { name: 'Enterprise' }).click();
  await expect(page).toHaveURL(/\/enterprise$/);
});
