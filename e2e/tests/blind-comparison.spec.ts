import { expect, type Page, test } from '@playwright/test';
import { BLIND_SCORING_TEXTS } from '@shortlist/domain';
import { signInAs } from '../support/session.js';

// Issue 37 blind scoring: the demo RFP in Scoring has blind scoring on. Its owner (the project manager) reads the
// suppliers' names; everybody else on the buy side reads Supplier A, B, C. The company's owner account is a viewer of
// this project, not one of its owners, and shares the project manager's branch: both open its public comparison.
const PROJECT = 'Benefits Platform RFP 2026 — Scoring';
const COMPARISON = 'All finalists';
const REAL_NAMES = ['Acme Talent Suite', 'Globex Enrol', 'Initech Payroll Pro', 'Acme Software', 'initech.example'];

async function openComparison(page: Page, email: string) {
  await signInAs(page, email);
  await page.goto(`/projects/search?search=${encodeURIComponent(PROJECT)}`);
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Comparison' }).click();
  await page.getByRole('table', { name: 'Comparisons' }).getByRole('link', { name: COMPARISON }).click();
  await expect(page.getByRole('heading', { name: COMPARISON, level: 1 })).toBeVisible();
}

test('a non-owner evaluator reads the demo comparison as Supplier A, B, C; the project owner reads the names', async ({
  browser,
}) => {
  const evaluator = await (await browser.newContext()).newPage();
  await openComparison(evaluator, 'owner@northwind.example');
  await expect(evaluator.getByRole('status').filter({ hasText: BLIND_SCORING_TEXTS.notice })).toBeVisible();
  const aliases = evaluator.getByRole('heading', { name: /^Supplier [A-Z]+$/ });
  await expect(aliases).toHaveCount(3);
  expect((await aliases.allTextContents()).sort()).toEqual(['Supplier A', 'Supplier B', 'Supplier C']);
  const seen = await evaluator.locator('body').innerText();
  for (const name of REAL_NAMES) expect(seen).not.toContain(name);

  const owner = await (await browser.newContext()).newPage();
  await openComparison(owner, 'pm@northwind.example');
  for (const name of ['Acme Talent Suite', 'Globex Enrol', 'Initech Payroll Pro']) {
    await expect(owner.getByRole('heading', { name })).toBeVisible();
  }
  await expect(owner.getByText(BLIND_SCORING_TEXTS.notice)).toHaveCount(0);
  await expect(owner.getByRole('heading', { name: /^Supplier [A-Z]+$/ })).toHaveCount(0);
});
