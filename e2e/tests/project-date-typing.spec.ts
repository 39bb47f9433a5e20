import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';

// The date input's keyboard order follows the browser's locale: month, day, year in en-US.
test.use({ locale: 'en-US' });

/** A day from today in America/New_York: the date input's value ('YYYY-MM-DD') and its keystrokes ('MMDDYYYY'). */
function dayFromToday(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const value = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date);
  const [year, month, day] = value.split('-');
  return { value, keys: `${month}${day}${year}` };
}

test('a date typed with the keyboard is the day typed, and the later dates follow it', async ({ page }) => {
  await signInAs(page, PM);
  await page.goto('/project-wizard/details');
  await page.getByRole('button', { name: 'Choose RFP' }).click();
  await expect(page.getByRole('heading', { name: 'Create Project' })).toBeVisible();

  const publish = dayFromToday(3);
  const publishDate = page.getByLabel('Publish Date');
  await publishDate.focus();
  await publishDate.pressSequentially(publish.keys);
  await expect(publishDate).toHaveValue(publish.value);
  await expect(page.getByLabel('Intent to Respond')).toHaveValue(dayFromToday(17).value);
  await expect(page.getByLabel('RFP Submission Deadline')).toHaveValue(dayFromToday(27).value);
  await expect(page.getByLabel('Decision Notification Date')).toHaveValue(dayFromToday(37).value);

  // Any other project date types the same way and leaves the publish date alone.
  const clarification = dayFromToday(10);
  const clarificationDate = page.getByLabel('Supplier Clarification Questions Deadline');
  await clarificationDate.focus();
  await clarificationDate.pressSequentially(clarification.keys);
  await expect(clarificationDate).toHaveValue(clarification.value);
  await expect(publishDate).toHaveValue(publish.value);

  // A day left half typed is reported as such, not as missing.
  const decision = page.getByLabel('Decision Notification Date');
  await decision.focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Must be a valid date')).toBeVisible();
});
