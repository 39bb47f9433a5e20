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
