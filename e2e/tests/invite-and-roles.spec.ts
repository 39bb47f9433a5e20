import { expect, type Page, test } from '@playwright/test';
import { choose, inviteThroughDialog } from '../support/invite-user.js';
import { linkFromMail } from '../support/mailbox.js';
import { agreeToTerms, signIn, signInAs, signOut } from '../support/session.js';

const OWNER = 'owner@northwind.example';
// The account journey resets the viewer's password, so this journey gives the expert the new role.
const MEMBER = 'expert@northwind.example';

/** The items of the top bar's Administration menu; none when the group is not shown. */
async function administrationItems(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Administration' });
  if ((await group.count()) === 0) return [];
  await group.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}

test('the owner invites a project manager, who registers from the e-mail and gets what the role allows', async ({
  page,
}) => {
  const email = `pat-${Date.now()}@northwind.example`;
  await signInAs(page, OWNER);
  expect(await administrationItems(page)).toEqual(expect.arrayContaining(['Users', 'Roles']));
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite' }).click();

  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Please enter an email address')).toBeVisible();
  await expect(dialog.getByText('Please select a role for the user')).toBeVisible();
  await inviteThroughDialog(page, {
    email,
    firstName: 'Pat',
    lastName: 'Planner',
    company: 'Northwind Brokerage',
    role: 'Project Manager',
  });
  await signOut(page);

  await page.goto(await linkFromMail(email, /You are invited to join Northwind Brokerage/));
  await expect(page.getByLabel('First Name')).toHaveValue('Pat');
  await expect(page.getByLabel('Last Name')).toHaveValue('Planner');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Planner#2025');
  await page.getByLabel('Repeat Password').fill('Planner#2025');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login\/credentials/);
  await expect(page.getByText('Thank you for registration! Now you can login using your credentials.')).toBeVisible();

  await signIn(page, email, 'Planner#2025');
  await agreeToTerms(page);
  // Project Manager holds MANAGE_CLIENTS (and project privileges) but not MANAGE_USERS.
  const items = await administrationItems(page);
  expect(items).toContain('Clients');
  expect(items).not.toContain('Users');
  expect(items).not.toContain('Roles');
  await page.goto('/account/details');
  await expect(page.getByRole('main').getByRole('definition')).toContainText(['Pat Planner', 'Project Manager', email]);
  await page.goto('/admin/users');
  await expect(page.getByText("You don't have permission to view this page")).toBeVisible();
});

test('a role with Manage Users opens the Users page to its holder, until the privilege is taken away', async ({
  page,
  browser,
}) => {
  const roleName = `User Managers ${Date.now().toString(36)}`;
  await signInAs(page, OWNER);

  await page.goto('/admin/roles');
  await page.getByRole('button', { name: 'Add Role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Add Role' });
  await roleDialog.getByLabel('Name').fill(roleName);
  await roleDialog.getByRole('checkbox', { name: 'Manage Users' }).check();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role has been created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: roleName })).toBeVisible();

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Edit Erin Expert' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Edit User' });
  await choose(page, userDialog, 'Role', roleName);
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: MEMBER })).toContainText(roleName);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, MEMBER);
  expect(await administrationItems(member)).toContain('Users');

  await page.goto('/admin/roles');
  await page.getByRole('button', { name: `Edit ${roleName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Role' });
  await editDialog.getByRole('checkbox', { name: 'Manage Users' }).uncheck();
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role has been updated')).toBeVisible();

  await member.reload();
  expect(await administrationItems(member)).not.toContain('Users');
  await memberContext.close();

  // Erin goes back to her Domain Expert role: later journeys approve questions as the demo expert.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Edit Erin Expert' }).click();
  await choose(page, userDialog, 'Role', 'Domain Expert');
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: MEMBER })).toContainText('Domain Expert');
});
