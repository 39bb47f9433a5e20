import { expect, test } from '@playwright/test';
import { openAnsweringScoring, scoreOf } from '../support/scoring.js';

const PRODUCT = /Acme Talent Suite/;
const QUESTION = 'Describe your data-retention policy';

// The demo RFP awaiting answers is scored while answers come in (spec 2 §4): the project manager rates one answer of
// Acme Talent Suite and sees its score change by weight × rating (an unrated answer, or one rated No Rate, counted
// nothing before).
test('the project manager rates an answer and sees the product’s score change', async ({ page }) => {
  await openAnsweringScoring(page);

  const chip = page.getByRole('list', { name: 'Scores' }).getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(chip).toHaveText(/ \d+$/);
  const before = scoreOf(await chip.textContent());

  await page.getByLabel('Keywords').fill('data-retention');
  const rating = page.getByLabel(new RegExp(`^Rating of .*Acme Talent Suite for ${QUESTION}$`));
  const weight = Number(await page.getByLabel(`Weight of ${QUESTION}`).inputValue());
  const previous = Number((await rating.inputValue()) || '0');
  const next = previous === 5 ? 4 : 5;
  await rating.selectOption(String(next));

  const after = new RegExp(` ${before + weight * (next - Math.max(previous, 0))}$`);
  await expect(chip).toHaveText(after);
  await page.reload();
  await page.getByLabel('Keywords').fill('data-retention');
  await expect(chip).toHaveText(after);
  await expect(rating).toHaveValue(String(next));
});
