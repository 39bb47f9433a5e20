import { expect, type Page, test } from '@playwright/test';
import { linkFromMail } from '../support/mailbox.js';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';
const CLIENT = 'client@contoso.example';
const PROJECT = 'Benefits Discovery RFP 2026 — Client Data';
const PASSWORD = 'Client#2025x';

/** A date input's value some days ahead ('YYYY-MM-DD', New York is close enough to UTC days ahead). */
const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function openDiscovery(page: Page) {
  await page.goto(`/projects/search?search=${encodeURIComponent(PROJECT)}`);
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Discovery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Discovery' })).toBeVisible();
}

// Before the journey below, which submits (locks) this project's tables.
test('two people saving the same table: the later keeps what was typed and saves it over the other', async ({
  page,
  browser,
}) => {
  const other = await (await browser.newContext()).newPage();
  for (const each of [page, other]) {
    await signInAs(each, CLIENT);
    await each.getByRole('link', { name: PROJECT }).click();
    await expect(each.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
    await each.getByRole('tab', { name: 'Current Benefits' }).click();
  }
  const medical = (each: Page) => each.getByRole('textbox', { name: 'Current plan details, row 1' });
  const save = (each: Page) => each.getByRole('button', { name: 'Save', exact: true });

  await medical(other).fill('PPO, saved first');
  await save(other).click();
  await expect(save(other)).toBeDisabled();

  await medical(page).fill('HMO, typed meanwhile');
  await save(page).click();
  const conflict = page.getByRole('dialog', { name: 'This table was changed elsewhere since you opened it' });
  await expect(conflict.getByRole('table', { name: 'Yours' }).getByText('HMO, typed meanwhile')).toBeVisible();
  await expect(conflict.getByRole('table', { name: 'Saved' }).getByText('PPO, saved first')).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep Mine' }).focus();
  await page.keyboard.press('Enter');
  await expect(conflict).toBeHidden();
  await expect(medical(page)).toHaveValue('HMO, typed meanwhile');
  await expect(save(page)).toBeDisabled();

  await other.reload();
  await other.getByRole('tab', { name: 'Current Benefits' }).click();
  await expect(medical(other)).toHaveValue('HMO, typed meanwhile');
  await other.context().close();
});

test('the broker designs a table and invites a client member, who registers, fills it in and submits, and it locks', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Sites ${stamp}`.slice(0, 50);
  const email = `cleo${stamp}@contoso.example`;

  await signInAs(page, PM);
  await openDiscovery(page);
  await page.getByRole('button', { name: 'Create Table' }).click();
  const design = page.getByRole('dialog', { name: 'Create Client Table' });
  await design.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await design.getByRole('textbox', { name: 'Title of column 1' }).fill('Site');
  await design.getByRole('textbox', { name: 'Site, row 1' }).fill('Chicago, IL');
  await design.getByRole('button', { name: 'Add Column' }).click();
  await expect(design.getByRole('textbox', { name: 'Title of column 2' })).toHaveValue('Column 2');
  await design.getByRole('textbox', { name: 'Title of column 2' }).fill('Headcount');
  await design.getByRole('switch', { name: 'Client response' }).nth(1).check();
  await design.getByRole('button', { name: 'Save' }).click();
  await expect(design).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Client Members' }).click();
  const members = page.getByRole('dialog', { name: 'Client Members Invitations' });
  await members.getByLabel('Deadline').fill(daysAhead(10));
  await members.getByRole('textbox', { name: 'Email' }).fill(email);
  await members.getByRole('button', { name: 'Add', exact: true }).click();
  await members.getByRole('button', { name: 'Save' }).click();
  await expect(members).toBeHidden();
  await expect(page.getByText('Client members: 2')).toBeVisible();
  await page.context().clearCookies();

  const link = await linkFromMail(email, /fill in client data/);
  expect(link).toMatch(/^\/register\?token=/);
  await page.goto(link);
  await expect(
    page.getByText(`Northwind Brokerage invited you to fill in client data for the project ${PROJECT}`),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('Contoso Manufacturing');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Cleo');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Journey');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Thank you for registration! Now you can login using your credentials.')).toBeVisible();

  // Signing in lands on the client data page of the project.
  await signInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/client-projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByText('Brokerage firm: Northwind Brokerage')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Unlocked' })).toBeVisible();
  await page.getByRole('tab', { name: title }).click();
  const table = page.getByRole('table', { name: title });
  await expect(table.getByText('Chicago, IL')).toBeVisible();
  await expect(table.getByRole('textbox', { name: 'Site, row 1' })).toHaveCount(0);
  await table.getByRole('textbox', { name: 'Headcount, row 1' }).fill('1200');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await page.reload();
  await page.getByRole('tab', { name: title }).click();
  await expect(page.getByRole('textbox', { name: 'Headcount, row 1' })).toHaveValue('1200');
  await page.getByRole('button', { name: 'Submit Data' }).click();
  await page.getByRole('dialog', { name: 'Submit Data' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Data' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: title }).getByText('1200')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Headcount, row 1' })).toHaveCount(0);
});
