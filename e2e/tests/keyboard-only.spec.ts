/**
 * Issue 17: the main journeys by keyboard alone. Set-up may sign in through the helper; the journeys themselves only
 * press keys. The users here have agreed to the terms before (in set-up), so no later journey that expects to be asked
 * is affected.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from '../support/session.js';

const EXPERT = 'expert@northwind.example';
const OWNER = 'owner@northwind.example';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not reached within `limit` presses. A page
 * opens with the keyboard's starting point at its main content, so the top bar is reached backwards, however much
 * the page holds.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of Tab`).toBeFocused();
}

/** Presses an arrow key until `target` has focus (menus wrap, so every item is reached). */
async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowUp', target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const focusedInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test.beforeAll(async ({ browser }) => {
  for (const email of [EXPERT, OWNER]) {
    const page = await browser.newPage();
    await signInAs(page, email);
    await page.close();
  }
});

test('a visitor skips to the sign-in form and signs in with the keyboard', async ({ page }) => {
  await page.goto('/login/credentials');
  // The page renders after the load event; a Tab pressed before would start from wherever focus fell.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const email = page.getByLabel('Email');
  await tabTo(page, email, { limit: 5 });
  await page.keyboard.type(EXPERT);
  await tabTo(page, page.getByLabel('Password', { exact: true }), { limit: 3 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('the account menu and the bell open, move and close with the keyboard', async ({ page }) => {
  await signInAs(page, EXPERT);
  const account = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, account, { backwards: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await tabTo(page, bell, { backwards: true, limit: 5 });
  await page.keyboard.press('Space');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list).toBeVisible();
  // The notifications themselves, not their read dots (which Tab reaches).
  const items = list.locator('.MuiListItemButton-root');
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();
});

test('the main menu, a project and its side navigation are followed with the keyboard', async ({ page }) => {
  await signInAs(page, EXPERT);
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/search$/);
  const project = page.getByRole('table', { name: 'Projects' }).getByRole('link').first();
  await expect(project).toBeVisible();
  await tabTo(page, project);
  await page.keyboard.press('Enter');
  // An expert has no dashboard: the project opens at its preview.
  const side = page.getByRole('navigation', { name: 'Project' });
  await expect(side).toBeVisible();
  const questions = side.getByRole('link', { name: 'Questions' });
  await tabTo(page, questions);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/questions$/);
  await expect(questions).toHaveAttribute('aria-current', 'page');
  await tabTo(page, side.getByRole('link', { name: 'Preview' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/preview$/);
});

test('a dialog keeps focus inside, shows its errors, saves with Enter and gives focus back', async ({ page }) => {
  await signInAs(page, OWNER);
  const administration = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Administration' });
  await tabTo(page, administration, { backwards: true });
  await page.keyboard.press('Enter');
  await arrowTo(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Clients' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  const add = page.getByRole('button', { name: 'Add Client' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedInside(dialog)).toBe(true);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(dialog), `Tab ${presses + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusedInside(dialog), 'Shift+Tab stays in the dialog').toBe(true);

  // Submitting empty: focus moves to the first field in error, whose message is its description.
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/\S/);

  const client = `Keyboard Client ${Date.now()}`;
  await page.keyboard.type(client);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Website' }), { limit: 3 });
  await page.keyboard.type('https://keyboard.example');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Client has been added')).toBeVisible();
  await expect(add).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
