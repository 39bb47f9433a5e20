import { expect, test } from '@playwright/test';
import { linkFromMail } from '../support/mailbox.js';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';
// A published project mails an e-mail invitation at once (in review it waits for publishing).
const PROJECT = 'Benefits Broker RFP 2026 — Published';
const PASSWORD = 'Supplier#2025';

test('a new supplier invited by e-mail registers, creates and submits its profile, then accepts the invitation', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `sales@fresh${stamp}.example`;
  const title = `Fresh Wellness ${stamp}`;

  await signInAs(page, PM);
  await page.goto(`/projects/search?search=${encodeURIComponent(PROJECT)}`);
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Suppliers' }).click();
  await page.getByRole('button', { name: 'Invite by E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by E-mail' });
  await dialog.getByRole('textbox', { name: 'Supplier Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('The invite is successfully sent')).toBeVisible();
  await page.context().clearCookies();

  const link = await linkFromMail(email, /invites you to the project/);
  expect(link).toMatch(/^\/register\?token=/);
  await page.goto(link);
  await expect(page.getByText(`Northwind Brokerage invited you to the project ${PROJECT} on Shortlist.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Fern');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Fresh');
  await page.getByRole('textbox', { name: 'Company Website' }).fill(`https://fresh${stamp}.example`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Thank you for registration! Now you can login using your credentials.')).toBeVisible();

  // The link cannot be used again; signing in leads to the company profile (Account is Created).
  await page.goto(link);
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await signInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/company$/);
  await expect(page.locator('[aria-current="step"]')).toContainText('Profile is Created');
  const product = page.getByRole('group', { name: 'Product 1' });
  await expect(product.getByRole('textbox', { name: 'Product Name' })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0142');
  await page.getByRole('textbox', { name: 'Industry' }).fill('Wellness');
  await product.getByRole('textbox', { name: 'Product Description' }).fill('Wellbeing programmes for employees');
  await product.getByRole('combobox', { name: 'Service Types' }).click();
  await page.getByRole('option', { name: 'Wellness', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await expect(page).toHaveURL(/\/vendors\/[^/]+$/);
  await expect(page.locator('[aria-current="step"]')).toContainText('Profile is Submitted');
  await expect(page.getByText('Wellbeing programmes for employees')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page).toHaveURL(/\/invite-to-project\/[^/]+\/preview$/);

  // Ready to accept: the invitation is the supplier's to accept; then the road map and the questions show.
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  const accept = page.getByRole('dialog', { name: 'Are you sure you want to accept the invitation?' });
  await expect(accept.getByRole('textbox', { name: 'Product' })).toHaveValue(title);
  await accept.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('You have accepted the invitation!')).toBeVisible();
  // Accepted: answering, not open yet, is the current step (no longer 'Awaiting Your Approval').
  const current = page.getByRole('region', { name: 'Road Map' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Answering Questions');
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
});
