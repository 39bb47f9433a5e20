import { expect, type Page, test } from '@playwright/test';
import { linkFromMail } from '../support/mailbox.js';
import { signInAs } from '../support/session.js';

/** A plan card on the pricing page (each card is a region named after its plan). */
const card = (page: Page, plan: string) => page.getByRole('region', { name: plan, exact: true });

test('the pricing page shows monthly prices and, billed annually, the per-month price with the saving', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Pricing/);

  await expect(card(page, 'Free')).toContainText('$0');
  await expect(card(page, 'Free')).toContainText('No credit card required');
  await expect(card(page, 'Free').getByRole('button', { name: 'Select Free Plan' })).toBeVisible();
  await expect(card(page, 'Professional')).toContainText('$49');
  await expect(card(page, 'Professional')).toContainText('per month');
  await expect(card(page, 'Business')).toContainText('$99');
  await expect(card(page, 'Business')).toContainText('Most Popular');
  await expect(card(page, 'Enterprise')).toContainText('Custom');
  await expect(card(page, 'Enterprise').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact-demo',
  );

  await page.getByRole('button', { name: 'Bill Annually' }).click();
  await expect(page.getByRole('button', { name: 'Bill Annually' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Save 20%')).toBeVisible();
  await expect(card(page, 'Professional').getByTestId('plan-price')).toHaveText('$39');
  await expect(card(page, 'Professional')).toContainText('per month (billed annually)');
  await expect(card(page, 'Business').getByTestId('plan-price')).toHaveText('$79');
  await expect(card(page, 'Free').getByTestId('plan-price')).toHaveText('$0');

  await page.getByRole('button', { name: 'Bill Monthly' }).click();
  await expect(card(page, 'Professional').getByTestId('plan-price')).toHaveText('$49');
});

test('a new company picks the free plan, then may invite one more user before the plan limit', async ({ page }) => {
  const stamp = Date.now();
  const email = `lin-${stamp}@lovelace.example`;
  const password = 'Engine#1843';

  // A visitor choosing a plan registers first and returns to the pricing page after signing in.
  await page.goto('/pricing');
  await card(page, 'Free').getByRole('button', { name: 'Select Free Plan' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('First Name').fill('Lin');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company', { exact: true }).fill(`Lovelace Engines ${stamp}`);
  await page.getByLabel('Company Website').fill('https://lovelace.example');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\/confirm-registration/);

  await page.goto(await linkFromMail(email, /Confirm your e-mail/));
  await page.getByRole('link', { name: 'Log In' }).click();
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/pricing$/);

  // No subscription yet: the top bar offers Upgrade, and the free card is still to be chosen.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await card(page, 'Free').getByRole('button', { name: 'Select Free Plan' }).click();
  // The free plan leads to the project wizard's first step, ready for the company's first project.
  await expect(page).toHaveURL(/\/project-wizard\/details$/);
  await expect(page.getByRole('button', { name: 'Choose RFP' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toBeHidden();

  await page.goto('/pricing');
  await expect(card(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  // The journey server has no card payments: paid plans are assigned by the platform administrator.
  await expect(card(page, 'Professional')).toContainText('Paid plans are assigned by the platform administrator.');
  await expect(card(page, 'Professional').getByRole('link', { name: 'Contact Sales' })).toBeVisible();

  // The free plan allows 2 users: the administrator and one more.
  await page.goto('/admin/users');
  await expect(page.getByText('1 invitation(s) remaining (1/2 users)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/pricing');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(`ada-${stamp}@lovelace.example`);
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Byron');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Project Manager', exact: true }).click();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('User invited successfully')).toBeVisible();
  await expect(page.getByText('0 invitation(s) remaining (2/2 users)')).toBeVisible();

  await page.getByRole('button', { name: 'Invite' }).click();
  const limit = page.getByRole('dialog', { name: 'User Invitation Limit Reached' });
  await expect(limit).toContainText(
    'User invitation limit reached. Your current plan allows up to 2 users. Please upgrade your subscription to invite more users.',
  );
  await expect(limit).toContainText('2/2 users');
  await limit.getByRole('link', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
