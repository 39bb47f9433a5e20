import { expect, test } from '@playwright/test';
import { raiseNotification } from '../support/control-server.js';
import { CONTROL_URL } from '../support/run-paths.js';
import { signInAs } from '../support/session.js';

// The demo seed raises project notifications for the project manager and the expert: this user's bell starts empty.
const RECEIVER = 'admin@shortlist.local';
const project = (name: string) => ({
  id: crypto.randomUUID(),
  name,
  type: 'RFP',
  clientName: 'Contoso',
  questionsSubmissionDeadline: null,
});

test('a notification arrives live in an open page, and is read from the bell', async ({ page }) => {
  await signInAs(page, RECEIVER);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  await raiseNotification(CONTROL_URL, RECEIVER, {
    kind: 'AWAITING_ANSWERS',
    payload: { project: project('Harbour logistics') },
  });
  const toast = page.getByRole('alert').filter({ hasText: "'Harbour logistics' is awaiting answers" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'View' })).toHaveAttribute('href', /\/projects\/.+\/dashboard$/);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await raiseNotification(CONTROL_URL, RECEIVER, {
    kind: 'SCORING_ANSWERS',
    payload: { project: project('Fleet cover') },
  });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText("Answers in 'Fleet cover' are ready for scoring");
  await expect(newest).toContainText('now');
  await newest.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newest.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(list.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
});

test('account settings are saved and kept', async ({ page }) => {
  await signInAs(page, 'expert@northwind.example');
  await page.goto('/account/settings');
  await page.getByLabel('Phone Number').fill('+1 (555) 010-2030');
  await page.getByLabel('New FAQ questions').uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings have been successfully updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone Number')).toHaveValue('+1 (555) 010-2030');
  await expect(page.getByLabel('New FAQ questions')).not.toBeChecked();
  await expect(page.getByLabel('Project status updates')).toBeChecked();
});
