import type { Page } from 'playwright';

/**
 * The questionnaire editor's page (features/questions: a project's questions, an import's review) in Chromium.
 * CSS selectors, not roles: Playwright computes roles in the page, which would count as the page's own work.
 */

/** A section as its heading reads (no regular expression characters), and its last question's label. */
export interface OpenedSection {
  name: string;
  lastQuestion: string;
}

/** A section's heading: its h2, whose button opens and closes it. */
export const sectionHeading = (page: Page, name: string) => page.locator('h2', { hasText: new RegExp(`^${name}$`) });

/** A question's row, by its label. */
export const questionRow = (page: Page, label: string) =>
  page.locator(`li[aria-label="${label.replaceAll('"', '\\"')}"]`);

/** Opens each section (the large questionnaire's page opens them collapsed), waiting for its last question's row. */
export async function openSections(page: Page, sections: readonly OpenedSection[]) {
  for (const { name, lastQuestion } of sections) {
    // A click without coordinates: rows mounting above would move the heading between aiming and clicking.
    await sectionHeading(page, name).locator('button').dispatchEvent('click');
    await questionRow(page, lastQuestion).waitFor({ state: 'attached' });
  }
}

/** The question rows in the page, and those rendered with their details (near the view) among them. */
export async function questionRows(page: Page) {
  return {
    rows: await page.locator('li[aria-label]').count(),
    rendered: await page.locator('li[aria-label] button[aria-label="Edit Question"]').count(),
  };
}
