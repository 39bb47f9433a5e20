import { expect, test } from '@playwright/test';
import { openAnsweringScoring, SCORED_QUESTION as QUESTION, scoredAnswer } from '../support/scoring.js';

// Spec 3 §6 scoring-page approve rights: the demo RFP's project manager (its owner) rejects a rated question on the
// scoring page, sees it leave the score, and approves it back; the demo ends as it began.
test('the project manager rejects a question on the scoring page and approves it back', async ({ page }) => {
  await openAnsweringScoring(page);

  const { chip, rating, weight, scoreWith } = await scoredAnswer(page);
  await rating.selectOption('5');
  // Rated 5: the score the page shows once the rating is saved (an unrated or No Rate answer counted nothing).
  const rated = scoreWith(5);
  await expect(chip).toHaveText(new RegExp(` ${rated}$`));

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
