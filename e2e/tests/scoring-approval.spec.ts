import { expect, test } from '@playwright/test';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { signInAs } from '../support/session.js';

const PRODUCT = /Acme Talent Suite/;
const QUESTION = 'Describe your data-retention policy';

/** A product's score as its chip at the top of the page says it ('<product> <score>'). */
const scoreOf = (text: string | null) => Number(/ (\d+)(?: · Winner)?$/.exec(text ?? '')?.[1]);

// Spec 3 §6 scoring-page approve rights: the demo RFP's project manager (its owner) rejects a rated question on the
// scoring page, sees it leave the score, and approves it back; the demo ends as it began.
test('the project manager rejects a question on the scoring page and approves it back', async ({ page }) => {
  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/search?search=${encodeURIComponent(ANSWERING_PROJECT)}`);
  await page.getByRole('link', { name: ANSWERING_PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Scoring' }).click();
  await expect(page.getByRole('heading', { name: 'Scoring', level: 1 })).toBeVisible();

  const chip = page.getByRole('list', { name: 'Scores' }).getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(chip).toHaveText(/ \d+$/);
  const before = scoreOf(await chip.textContent());
  await page.getByLabel('Keywords').fill('data-retention');
  const rating = page.getByLabel(new RegExp(`^Rating of .*Acme Talent Suite for ${QUESTION}$`));
  await rating.selectOption('5');
  const weight = Number(await page.getByLabel(`Weight of ${QUESTION}`).inputValue());
  const rated = scoreOf(await chip.textContent());
  expect(rated).toBeGreaterThanOrEqual(before);

  await page.getByRole('button', { name: `Approval of ${QUESTION}` }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Question' });
  await dialog.getByRole('textbox', { name: 'Reject Reason' }).fill('Asked twice in this RFP');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(chip).toHaveText(new RegExp(` ${rated - weight * 5}$`));

  await page.getByRole('button', { name: `Approval of ${QUESTION}` }).click();
  await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Rejected', { exact: true })).toBeHidden();
  await expect(chip).toHaveText(new RegExp(` ${rated}$`));
  await expect(rating).toHaveValue('5');
});
