import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

const EXPERT = 'expert@northwind.example';
/** The demo's RFI in review, whose questions wait for the demo expert's approval (the seed's, not another journey's). */
const DEMO_RFI = 'Payroll Provider Review';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

test('an expert opens Tasks from the top bar and reviews a project’s questions until none is left', async ({
  page,
}) => {
  await signInAs(page, EXPERT);
  const tasks = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Tasks \(\d+ pending\)$/ });
  await tasks.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const review = page
    .getByRole('link', { name: /^Review Questions/ })
    .filter({ has: page.getByRole('heading', { name: DEMO_RFI, exact: true }) });
  await review.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review Questions' })).toBeVisible();
  await expect(page.getByText(DEMO_RFI, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  const questions = page.getByRole('article');
  const rejected = (await questions.first().getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: `Reject ${rejected}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Question' });
  await dialog.getByRole('textbox', { name: 'Reject Reason' }).fill('Ask about recovery time objectives as well.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('article', { name: rejected, exact: true })).toBeHidden();
  // The rest are approved one by one: each leaves the page once decided, until the all-done text shows.
  const done = page.getByText('All questions are already reviewed for the project.');
  for (let round = 0; round < 20; round += 1) {
    await expect(questions.first().or(done)).toBeVisible();
    if (await done.isVisible()) break;
    const label = (await questions.first().getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: `Approve ${label}`, exact: true }).click();
    await expect(page.getByRole('article', { name: label, exact: true })).toBeHidden();
  }
  await expect(done).toBeVisible();

  await page.getByRole('link', { name: 'Back to Tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(review).toBeHidden();
});
