import { expect, test } from '@playwright/test';
import { RESET_VIEWER_PASSWORD, signInAs } from '../support/session.js';

/** The demo RFP in scoring, with every evaluation-integrity feature on (seed). */
const PROJECT = 'Benefits Platform RFP 2026 — Scoring';

// Issue 37 item 2: the demo viewer has not declared yet, so every supplier's answers and scores are hidden from them.
// They declare (by the suppliers' real names) a conflict of interest with Globex Enrol and none with the others: the
// others show, by their blind-scoring aliases, and Globex stays hidden. The viewer's password is the one the account journey set (file order).
test('an evaluator declares a conflict of interest and that supplier stays hidden from them', async ({ page }) => {
  await signInAs(page, 'viewer@northwind.example', RESET_VIEWER_PASSWORD);
  await page.goto(`/projects/search?search=${encodeURIComponent(PROJECT)}`);
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);
  await expect(
    page.getByText(/suppliers? (is|are) hidden until you declare your conflicts of interest\./),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products by score' }).getByText(/Globex Enrol/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Declare conflicts of interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declare conflicts of interest' });
  const groups = dialog.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    const name = (await group.getAttribute('aria-labelledby')) ?? '';
    const supplier = (await dialog.locator(`[id="${name}"]`).textContent()) ?? '';
    await group
      .getByRole('radio', { name: /Globex Enrol/.test(supplier) ? 'Conflict' : 'No conflict', exact: true })
      .check();
  }
  await dialog.getByRole('button', { name: 'Declare' }).click();
  await expect(dialog.getByText('Describe the conflict of interest.')).toBeVisible();
  await dialog.getByLabel(/Describe the conflict with .*Globex Enrol/).fill('My sister leads their enrolment team.');
  await dialog.getByRole('button', { name: 'Declare' }).click();
  await expect(dialog).toBeHidden();

  await expect(
    page.getByText('1 supplier is hidden from you: you declared a conflict of interest with it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Declare conflicts of interest' })).toHaveCount(0);
  // Blind scoring is on too: the viewer, not an owner, reads the two suppliers left to them by alias only.
  const scores = page.getByRole('list', { name: 'Products by score' });
  await expect(scores.getByRole('listitem')).toHaveCount(2);
  await expect(scores.getByText(/^\d\. Supplier [A-C]$/)).toHaveCount(2);
  await expect(scores.getByText(/Globex|Acme|Initech/)).toHaveCount(0);

  // The same on the scoring page: the notice, and no Globex column.
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Scoring' }).click();
  await expect(
    page.getByText('1 supplier is hidden from you: you declared a conflict of interest with it.'),
  ).toBeVisible();
});
