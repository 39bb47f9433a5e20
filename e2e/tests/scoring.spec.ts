import { expect, test } from '@playwright/test';
import { openAnsweringScoring, scoredAnswer } from '../support/scoring.js';

// The demo RFP awaiting answers is scored while answers come in (spec 2 §4): the project manager rates one answer of
// Acme Talent Suite and sees its score change by weight × rating (an unrated answer, or one rated No Rate, counted
// nothing before).
test('the project manager rates an answer and sees the product’s score change', async ({ page }) => {
  await openAnsweringScoring(page);

  const { chip, rating, previous, scoreWith } = await scoredAnswer(page);
  const next = previous === 5 ? 4 : 5;
  await rating.selectOption(String(next));

  const after = new RegExp(` ${scoreWith(next)}$`);
  await expect(chip).toHaveText(after);
  await page.reload();
  await page.getByLabel('Keywords').fill('data-retention');
  await expect(chip).toHaveText(after);
  await expect(rating).toHaveValue(String(next));
});
