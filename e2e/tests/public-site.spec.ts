import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CONTACT_MESSAGES, MESSAGES } from '@shortlist/domain';
import { mailTo } from '../support/mailbox.js';
import { overflowFaults, SMALL_SCREEN } from '../support/overflow.js';
import { signInAs } from '../support/session.js';

/** Issue 17: the public site's pages, its menus and footer, and both contact forms. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/enterprise',
  '/smb-solutions',
  '/contact-us',
  '/contact-demo',
  '/privacy-policy',
];
const SALES = 'sales@shortlist.example';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A real page: its own heading, not Not Found. */
async function expectRealPage(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(MESSAGES.notFound), path).toBeHidden();
}

test('every public page has its heading, its own title and description, and no serious accessibility violation', async ({
  page,
}) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectRealPage(page, path);
    await expect(page).toHaveTitle(/Shortlist/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/privacy-policy');
  await expect(page.getByText(/for 7 years after it is closed/)).toBeVisible();
  await expect(page.getByText('Analytics data is anonymised after 24 months.')).toBeVisible();
  await expect(page.getByText(/at least 16 years old/)).toBeVisible();
});

test('the home shows the process tabs, the FAQ and calls to action to pricing, demo and enterprise', async ({
  page,
}) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Steps of a project' });
  await tabs.getByRole('tab', { name: /Build/ }).focus();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: /Decide/ })).toHaveAttribute('aria-selected', 'true');
  // Every feature the home names has landed: comparison (issue 34) and AI (issue 36) are claimed plainly.
  const decide = page.getByRole('tabpanel');
  await expect(decide.getByRole('heading', { name: 'Read the answers and decide' })).toBeVisible();
  await expect(decide.getByRole('listitem').filter({ hasText: 'Side-by-side comparison of suppliers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI that does the legwork', exact: true })).toBeVisible();
  await page.getByText('Can I try it before I buy?').click();
  await expect(page.getByText(/the free plan needs no card/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'See Plans and Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Request a Demo' }).first()).toHaveAttribute(
    'href',
    '/contact-demo',
  );
  await page.getByRole('link', { name: 'Shortlist for Enterprise' }).click();
  await expect(page).toHaveURL(/\/enterprise$/);
  await page.getByRole('main').getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/contact-demo$/);
});

test('every menu and footer link reaches a real page; footer links open in a new tab', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main' });
  const items: [string, string, RegExp][] = [
    ['Solutions', 'Enterprise', /\/enterprise$/],
    ['Solutions', 'Small and Medium Business', /\/smb-solutions$/],
    ['Company', 'About', /\/about$/],
    ['Company', 'Contact us', /\/contact-us$/],
  ];
  for (const [group, item, url] of items) {
    await page.goto('/');
    await menu.getByRole('button', { name: group }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(url);
    await expectRealPage(page, item);
  }
  await menu.getByRole('link', { name: 'Plans' }).click();
  await expectRealPage(page, 'Plans');
  await page.getByRole('link', { name: 'Contact Sales' }).first().click();
  await expect(page).toHaveURL(/\/contact-demo$/);

  const footer = page.getByRole('contentinfo');
  const internal = footer.locator('a[href^="/"]');
  const hrefs = await internal.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/about',
      '/contact-us',
      '/enterprise',
      '/smb-solutions',
      '/terms-conditions',
      '/privacy-policy',
    ]),
  );
  for (const link of await footer.getByRole('link').all()) await expect(link).toHaveAttribute('target', '_blank');
  for (const href of hrefs) {
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      footer.locator(`a[href="${href}"]`).first().click(),
    ]);
    await expectRealPage(opened, href);
    await opened.close();
  }
});

test('the demo request shows its rules, then is sent to sales and seen by the administrators', async ({ page }) => {
  await page.goto('/contact-demo');
  const form = page.getByRole('form', { name: 'Request a demo' });
  await form.getByRole('button', { name: 'Request a Demo' }).click();
  await expect(form.getByText(MESSAGES.required).first()).toBeVisible();
  await form.getByLabel(/First Name/).fill('G');
  await form.getByLabel(/Phone/).fill('call me');
  await form.getByLabel(/Message/).fill('x'.repeat(1001));
  await form.getByRole('button', { name: 'Request a Demo' }).click();
  await expect(form.getByText(MESSAGES.minLength(2))).toBeVisible();
  await expect(form.getByText(MESSAGES.phone)).toBeVisible();
  await expect(form.getByText(CONTACT_MESSAGES.demoMessageTooLong)).toBeVisible();

  await form.getByLabel(/First Name/).fill('Grace');
  await form.getByLabel(/Last Name/).fill('Journey');
  await form.getByLabel(/Work Email/).fill('grace.journey@acme.example');
  await form
    .getByLabel(/^Company/)
    .first()
    .fill('Acme Insurance');
  await form.getByLabel(/Job Title/).fill('Head of Procurement');
  await form.getByLabel(/Company Size/).selectOption('500-1000');
  await form.getByLabel(/Phone/).fill('+44 20 7946 0958');
  await form.getByLabel(/Message/).fill('We would like to see scoring branches.');
  await form.getByRole('button', { name: 'Request a Demo' }).click();
  const thanks = page.getByText(CONTACT_MESSAGES.demoSent);
  await expect(thanks).toBeVisible();
  await expect(form.getByLabel(/First Name/)).toHaveValue('');
  await expect(thanks).toBeHidden({ timeout: 7_000 });
  const mail = await mailTo(SALES, /^Demo request from Grace Journey \(Acme Insurance\)$/);
  expect(mail).toMatch(/^Reply-To: grace\.journey@acme\.example$/m);

  await signInAs(page, 'admin@shortlist.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Contact Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Grace Journey/ })).toContainText(
    'We would like to see scoring branches.',
  );
  expect(await seriousViolations(page), 'contact requests').toEqual([]);
});

test('the contact form shows its rules, then sends the message', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel(/Email/).fill('not-an-address');
  await form.getByLabel(/Message/).fill('Hi there');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(MESSAGES.email)).toBeVisible();
  await expect(form.getByText(MESSAGES.minLength(10))).toBeVisible();
  await expect(form.getByText(MESSAGES.required).first()).toBeVisible();

  await form.getByLabel(/First Name/).fill('Alan');
  await form.getByLabel(/Last Name/).fill('Journey');
  await form.getByLabel(/Email/).fill('alan.journey@example.com');
  await form.getByLabel(/Message/).fill('Do you support PANEL projects for brokers?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.contactSent)).toBeVisible();
  await mailTo(SALES, /^Contact message from Alan Journey$/);
});

test('no public page scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize(SMALL_SCREEN);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectRealPage(page, path);
    expect(await overflowFaults(page), path).toEqual([]);
  }
});
