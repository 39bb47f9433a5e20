import { expect, test } from '@playwright/test';
import { dayFromToday } from '../support/form-fields.js';
import { mailTo } from '../support/mailbox.js';
import { signInAs } from '../support/session.js';

const OWNER = 'owner@northwind.example';
const RFI = 'Payroll Provider Review';

test('a company administrator follows deadlines, sends the status e-mail and clones a project', async ({ page }) => {
  await signInAs(page, OWNER);
  const upcoming = page.getByRole('region', { name: 'Upcoming Deadlines' });
  await expect(upcoming.getByRole('link', { name: new RegExp(RFI) }).first()).toBeVisible();

  await page.getByRole('region', { name: 'Commissioned Projects' }).getByRole('link', { name: RFI }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);

  await page.getByRole('button', { name: 'Send Project Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Recipients' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('At least one recipient must be added')).toBeVisible();
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await email.press('Enter');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('cfo@client.example');
  await email.press('Enter');
  await email.fill('CFO@client.example');
  await email.press('Enter');
  await expect(dialog.getByText('This email is already added')).toBeVisible();
  await email.fill('');
  await dialog.getByRole('checkbox', { name: /Peter Manager/ }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The project status email has been sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await mailTo('cfo@client.example', new RegExp(`Project status: ${RFI}`));
  expect(mail).toContain('In Review');
  await mailTo('pm@northwind.example', new RegExp(`Project status: ${RFI}`));

  await page.getByRole('link', { name: 'Clone' }).click();
  await expect(page.getByText(`This project is a copy of ${RFI}. Review the details before you submit.`)).toBeVisible();
  const cloneName = `${RFI} ${Date.now()}`;
  await page.getByLabel('Name', { exact: false }).first().fill(cloneName);
  await page.getByLabel('Publish Date').fill(dayFromToday(5));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Project' });
  await expect(nav.getByText(cloneName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move To Review' })).toBeVisible();

  // A draft has no preview; the published Panel shows its overview read-only.
  await expect(nav.getByRole('link', { name: 'Preview' })).toHaveCount(0);
  await page.goto('/projects/search?search=Wellness');
  await page.getByRole('link', { name: 'Wellness Vendors Panel' }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Project Review' })).toBeVisible();
  await expect(page.getByText('There are no suppliers to display')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // On a phone the project menu is a drawer that closes once a page is chosen.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Project Menu' }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeHidden();
});
