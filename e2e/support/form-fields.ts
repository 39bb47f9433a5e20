import type { Page } from '@playwright/test';

/** A day from today in America/New_York (the demo company's time zone) as a date input wants it: 'YYYY-MM-DD'. */
export function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() + days * 86_400_000);
}

/** Chooses an option of a labelled select or autocomplete, then closes its list. */
export async function pickOption(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}
