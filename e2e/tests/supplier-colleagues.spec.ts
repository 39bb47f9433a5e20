import { expect, test } from '@playwright/test';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { inviteThroughDialog } from '../support/invite-user.js';
import { linkFromMail } from '../support/mailbox.js';
import { agreeToTerms, signIn, signInAs, signOut } from '../support/session.js';

const SUPPLIER = 'supplier@acme.example';

test('the supplier invites a colleague, who registers from the e-mail and sees the company’s projects', async ({
  page,
}) => {
  const email = `cole-${Date.now()}@acme.example`;
  await signInAs(page, SUPPLIER);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('Please activate your subscription to invite users.')).toBeHidden();
  await page.getByRole('button', { name: 'Invite' }).click();

  await inviteThroughDialog(page, {
    email,
    firstName: 'Cole',
    lastName: 'League',
    company: 'Acme Software',
    role: 'Team Member',
  });
  await signOut(page);

  await page.goto(await linkFromMail(email, /You are invited to join Acme Software/));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Colleague#2025');
  await page.getByLabel('Repeat Password').fill('Colleague#2025');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login\/credentials/);

  await signIn(page, email, 'Colleague#2025');
  await agreeToTerms(page);
  await page.goto('/projects/search');
  await expect(page.getByRole('link', { name: ANSWERING_PROJECT, exact: true })).toBeVisible();
  // A team member manages no one.
  await page.goto('/admin/users');
  await expect(page.getByText("You don't have permission to view this page")).toBeVisible();
});
