import { expect, test } from '@playwright/test';
import { linkFromMail } from '../support/mailbox.js';
import { agreeToTerms, RESET_VIEWER_PASSWORD, signIn, signOut } from '../support/session.js';

test('a new broker registers, confirms the e-mail, accepts the terms, changes the password and signs out', async ({
  page,
}) => {
  const email = `grace-${Date.now()}@hopper.example`;
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company', { exact: true }).fill('Hopper Brokers');
  await page.getByLabel('Company Website').fill('https://hopper.example');
  await page.getByLabel('Password', { exact: true }).fill('Compile#1952');
  await page.getByLabel('Repeat Password').fill('Compile#1952');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Must Accept Terms and Conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/register\/confirm-registration\?email=/);
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await linkFromMail(email, /Confirm your e-mail/));
  await expect(page.getByRole('heading', { name: 'E-mail Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\/credentials$/);

  await signIn(page, email, 'Compile#1952');
  await agreeToTerms(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const details = page.getByRole('main').getByRole('definition');
  await expect(details).toContainText(['Grace Hopper', 'Company Administrator', email, 'Hopper Brokers']);

  await page.goto('/account/change-password');
  await page.getByLabel('Old Password').fill('Wrong#Password1');
  await page.getByLabel('New Password').fill('Debug#1947');
  await page.getByLabel('Confirm Password').fill('Debug#1947');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Old password is incorrect')).toBeVisible();
  await page.getByLabel('Old Password').fill('Compile#1952');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login\/credentials/);
  await expect(page.getByText('Your password has been changed. Please sign in again.')).toBeVisible();

  await signIn(page, email, 'Compile#1952');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'Debug#1947');
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/account/details');
  await expect(page).toHaveURL(/\/login\/credentials/);
});

test('a forgotten password is reset from the mailed link', async ({ page }) => {
  await page.goto('/login/forgot-password');
  await page.getByLabel('Email').fill('viewer@northwind.example');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/wait at least 10 minutes/)).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.goto(await linkFromMail('viewer@northwind.example', /Reset your password/));
  await page.getByLabel('Password', { exact: true }).fill(RESET_VIEWER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(RESET_VIEWER_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password was changed successfully. Please login using your new password.'),
  ).toBeVisible();
  await signIn(page, 'viewer@northwind.example', RESET_VIEWER_PASSWORD);
  await agreeToTerms(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Victor' })).toBeVisible();
});
