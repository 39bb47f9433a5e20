import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { agreeToTerms, DEMO_PASSWORD, signIn } from '../support/session.js';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PUBLIC_PAGES = [
  '/',
  '/login/credentials',
  '/login/forgot-password',
  '/register',
  '/terms-conditions',
  '/missing',
];
const ACCOUNT_PAGES = ['/account/details', '/account/change-password'];

test('account pages have no serious or critical accessibility violation', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await signIn(page, 'owner@northwind.example', DEMO_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
  expect(await seriousViolations(page), 'terms dialog').toEqual([]);
  await agreeToTerms(page);
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await context.close();
});
