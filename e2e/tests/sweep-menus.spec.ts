/**
 * Issue 31: the signed-in menu offers only pages its viewer can open. Every demo role (and the platform administrator
 * acting on behalf of Northwind) opens every entry of its menu, and a template from the Templates list, and never
 * meets the permission message. Runs after the supplier journeys (file order): signing the demo users in agrees to
 * the terms that earlier journeys expect to be asked; the viewer's password is the one the account journey set.
 */
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@shortlist/domain';
import { DEMO_PASSWORD, RESET_VIEWER_PASSWORD, signInAs } from '../support/session.js';

const DEMO_USERS = [
  'admin@shortlist.local',
  'owner@northwind.example',
  'pm@northwind.example',
  'expert@northwind.example',
  'viewer@northwind.example',
  'supplier@acme.example',
  'client@contoso.example',
];

/** The addresses of the desktop menu: its links and the items of its groups. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  if ((await nav.count()) === 0) return [];
  const entries: string[] = [];
  for (const link of await nav.getByRole('link').all()) entries.push((await link.getAttribute('href')) ?? '');
  for (const group of await nav.getByRole('button').all()) {
    await group.click();
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) entries.push((await item.getAttribute('href')) ?? '');
    await page.keyboard.press('Escape');
  }
  return entries;
}

/** Opens a page, lets what it loads arrive, and checks that nothing on it refuses the viewer. */
async function expectOpens(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main'), path).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])'), `${path} still loading`).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(MESSAGES.accessDenied), path).toHaveCount(0);
}

async function expectEveryEntryOpens(page: Page) {
  const entries = await menuEntries(page);
  for (const path of entries) {
    await expectOpens(page, path);
    if (path !== '/templates') continue;
    // A template's own pages are what the Templates entry leads to.
    const first = page
      .getByRole('main')
      .getByRole('link', { name: /Template/ })
      .first();
    const template = await first.getAttribute('href');
    if (template) await expectOpens(page, template);
  }
  return entries;
}

for (const email of DEMO_USERS) {
  test(`every menu entry of ${email} opens`, async ({ page }) => {
    test.slow();
    await signInAs(page, email, email === 'viewer@northwind.example' ? RESET_VIEWER_PASSWORD : DEMO_PASSWORD);
    await expectEveryEntryOpens(page);
  });
}

test('the platform administrator is offered MeshVault and Templates only on behalf of a broker company', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin@shortlist.local');
  // The entries themselves open (the test above).
  const own = await menuEntries(page);
  expect(own).not.toContain('/library');
  expect(own).not.toContain('/templates');

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Manage on behalf of' }).click();
  await page.getByRole('option', { name: 'Northwind Brokerage' }).click();
  await expect(page.getByText(/You are managing on behalf of Northwind Brokerage/)).toBeVisible();
  const onBehalf = await expectEveryEntryOpens(page);
  expect(onBehalf).toEqual(expect.arrayContaining(['/library', '/templates']));
});
