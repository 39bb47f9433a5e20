import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { overflowFaults, SMALL_SCREEN } from '../support/overflow.js';
import { signInAs } from '../support/session.js';

/** The demo RFP in scoring, scored in two branches that disagree on two answers, one already settled (seed). */
const PROJECT = 'Benefits Platform RFP 2026 — Scoring';
const OPEN_QUESTION = 'Do you support single sign-on with SAML 2.0?';
const REASON = 'No SAML today; the roadmap item is not committed.';

// Issue 37 item 4: a project owner walks the disagreeing answers one by one and records the agreed rating with a
// reason; the item then shows the consensus beside the originals.
test('the project owner walks the flagged items and records a consensus', async ({ page }) => {
  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/search?search=${encodeURIComponent(PROJECT)}`);
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Calibration' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/calibration$/);

  const evaluators = page.getByRole('table', { name: 'Evaluators' });
  await expect(evaluators.getByRole('row', { name: /Erin Expert/ })).toBeVisible();
  await expect(evaluators.getByRole('row', { name: /Peter Manager/ })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Item 1 of 2');
  // The page (this demo project is the one with consensus on) has no serious axe violation and fits 360 px.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')).toEqual([]);
  const wide = page.viewportSize();
  await page.setViewportSize(SMALL_SCREEN);
  await expect.poll(() => overflowFaults(page)).toEqual([]);
  if (wide) await page.setViewportSize(wide);

  // Walk to the item still to settle: Initech's single sign-on, Failed in one branch and 2 in the other.
  const open = page.getByRole('article', { name: OPEN_QUESTION });
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
  await expect(open).toBeVisible();
  await expect(open.getByRole('list', { name: 'Original ratings' }).getByRole('listitem')).toHaveCount(2);
  await expect(open.getByText(/Initech Payroll Pro/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Agreed rating' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await page.getByRole('button', { name: 'Record consensus' }).click();
  await expect(page.getByText('Consensus recorded')).toBeVisible();

  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Previous' }).click();
  await expect(open.getByText(`Consensus 1, by Peter Manager: ${REASON}`)).toBeVisible();
});
