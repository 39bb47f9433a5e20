import { expect, type Locator, type Page, test } from '@playwright/test';
import { overflowFaults, SMALL_SCREEN } from '../support/overflow.js';
import { signInAs } from '../support/session.js';

const PHONE = SMALL_SCREEN;
test.use({ viewport: PHONE });

const ADMIN = 'admin@shortlist.local';
const OWNER = 'owner@northwind.example';
const PM = 'pm@northwind.example';

async function expectFitsPhone(page: Page, name: string, { menuShown = true } = {}) {
  await page.waitForLoadState('networkidle');
  expect(await overflowFaults(page), name).toEqual([]);
  if (menuShown) await expectWithinViewport(page.getByRole('button', { name: 'Open menu' }), `${name}: menu button`);
}

async function expectWithinViewport(locator: Locator, name: string) {
  await expect(locator, name).toBeVisible();
  // Polled: a drawer or popover may still be sliding in. A missing box gives NaN, which fails both checks.
  const edge = async (side: 'left' | 'right') => {
    const box = await locator.boundingBox();
    if (box === null) return Number.NaN;
    return side === 'left' ? box.x : box.x + box.width;
  };
  await expect.poll(() => edge('left'), { message: `${name}: left edge` }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => edge('right'), { message: `${name}: right edge` }).toBeLessThanOrEqual(PHONE.width);
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function visit(page: Page, path: string, name: string, ready?: Locator) {
  await page.goto(path);
  await expect(ready ?? page.getByRole('main')).toBeVisible();
  await expectFitsPhone(page, name);
}

const firstProject = (page: Page) => page.getByRole('table', { name: 'Projects' }).getByRole('link').first();

async function openProject(page: Page, name: string) {
  await page.goto(`/projects/search?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

async function checkNotifications(page: Page, name: string) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const markAll = page.getByRole('button', { name: 'Mark All as Read' });
  await expectWithinViewport(markAll, `${name}: Mark All as Read`);
  // The open popover hides the rest of the page (the menu button too) from assistive technology.
  await expectFitsPhone(page, `${name}-notifications`, { menuShown: false });
  await page.keyboard.press('Escape');
  await expect(markAll).toBeHidden();
}

test('a visitor sees the public pages without sideways scrolling', async ({ page }) => {
  await visit(page, '/', 'visitor-home');
  await visit(page, '/pricing', 'visitor-pricing');
  await visit(page, '/login/credentials', 'visitor-sign-in');
});

test('the administrator’s pages fit a phone and the on-behalf picker moves into the menu', async ({ page }) => {
  await signInAs(page, ADMIN);
  await visit(page, '/', 'admin-home');
  await expect(page.getByRole('banner').getByLabel('Manage on behalf of')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const picker = page.getByRole('dialog').getByRole('combobox', { name: 'Manage on behalf of' });
  await expectWithinViewport(picker, 'on-behalf picker');
  // The company's whole name shows: the picker is as wide as the drawer.
  expect(await picker.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await visit(page, '/admin/users', 'admin-users');
  await checkNotifications(page, 'admin');
});

test('a company administrator’s pages fit a phone', async ({ page }) => {
  await signInAs(page, OWNER);
  await visit(page, '/', 'owner-home');
  await visit(page, '/projects/search', 'owner-projects', firstProject(page));
  // The key columns show without scrolling the table: Name, Type and Status.
  const table = page.getByRole('table', { name: 'Projects' });
  await expectWithinViewport(table.getByRole('columnheader', { name: 'Status' }), 'Status column');
  await expect(table.getByRole('columnheader', { name: 'Owner' })).toBeHidden();

  await openProject(page, 'Benefits Administration RFP 2026');
  await expectFitsPhone(page, 'owner-dashboard');
  const manage = page.getByRole('region', { name: 'Manage Project' });
  const widths = await manage
    .getByRole('link')
    .or(manage.getByRole('button'))
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().width)));
  expect(new Set(widths).size, `Manage Project button widths ${widths.join(', ')}`).toBe(1);

  const issues = page.getByRole('region', { name: 'Project Issues' });
  const feedback = page.getByRole('button', { name: 'Feedback' });
  for (const block of ['start', 'center', 'end'] as const) {
    await issues.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    const [issuesBox, feedbackBox] = await Promise.all([issues.boundingBox(), feedback.boundingBox()]);
    if (issuesBox === null || feedbackBox === null) throw new Error('issue check or Feedback button missing');
    expect(overlaps(issuesBox, feedbackBox), `Feedback covers the issue check (${block})`).toBe(false);
  }

  await visit(page, '/account/settings', 'owner-account-settings');
  await visit(page, '/pricing', 'owner-pricing');
  await checkNotifications(page, 'owner');
});

test('a project manager’s pages fit a phone', async ({ page }) => {
  await signInAs(page, PM);
  await visit(page, '/', 'pm-home');
  await visit(page, '/projects/search', 'pm-projects', firstProject(page));
  await openProject(page, 'Payroll Provider Review');
  await expectFitsPhone(page, 'pm-dashboard');
  await visit(page, '/account/settings', 'pm-account-settings');
  await checkNotifications(page, 'pm');
});
