import { expect, type Page } from '@playwright/test';
import { ANSWERING_PROJECT } from './answering.js';
import { signInAs } from './session.js';

/** A product's score as its chip at the top of the scoring page says it ('<product> <score>'). */
export const scoreOf = (text: string | null) => Number(/ (\d+)(?: · Winner)?$/.exec(text ?? '')?.[1]);

/** The project manager opens the scoring page of the demo RFP awaiting answers from the project list. */
export async function openAnsweringScoring(page: Page) {
  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/search?search=${encodeURIComponent(ANSWERING_PROJECT)}`);
  await page.getByRole('link', { name: ANSWERING_PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Scoring' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/scoring$/);
  await expect(page.getByRole('heading', { name: 'Scoring', level: 1 })).toBeVisible();
}

const PRODUCT = /Acme Talent Suite/;
export const SCORED_QUESTION = 'Describe your data-retention policy';

/**
 * On the open scoring page, Acme Talent Suite's answer to the data-retention question, filtered into view: its score
 * chip, rating and the question's weight, with the score and rating as they stand (an unrated answer reads 0).
 */
export async function scoredAnswer(page: Page) {
  const chip = page.getByRole('list', { name: 'Scores' }).getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(chip).toHaveText(/ \d+$/);
  const before = scoreOf(await chip.textContent());
  await page.getByLabel('Keywords').fill('data-retention');
  const rating = page.getByLabel(new RegExp(`^Rating of .*Acme Talent Suite for ${SCORED_QUESTION}$`));
  const weight = Number(await page.getByLabel(`Weight of ${SCORED_QUESTION}`).inputValue());
  const previous = Number((await rating.inputValue()) || '0');
  /** The score once the answer is rated `next` (No Rate or no rating counted nothing before). */
  const scoreWith = (next: number) => before + weight * (next - Math.max(previous, 0));
  return { chip, rating, weight, previous, scoreWith };
}
