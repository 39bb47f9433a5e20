import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { autoFillDates } from '@shortlist/domain';
import { graphql } from '../support/graphql.js';
import { signInAs } from '../support/session.js';

// The viewer's password is reset by the account journey; the expert's bell already holds the seed's notifications.
const RECEIVER = 'expert@northwind.example';
const ACTOR = 'owner@northwind.example';

/** The company administrator creates an RFI naming the receiver (viewer, brokerage contact): the server tells them. */
async function createProjectNaming(request: APIRequestContext, receiverId: string, name: string) {
  const dates = autoFillDates(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
  await graphql(request, 'mutation Create($input: ProjectInput!) { createProject(input: $input) { id } }', {
    input: {
      type: 'RFI',
      name,
      description:
        'Created by the notifications journey to tell a colleague that they are named in a new project. '.repeat(2),
      viewerIds: [receiverId],
      brokerageContacts: [{ userId: receiverId, phoneNumber: '+1 555 0100', email: '' }],
      publishDate: dates.publishDate.toISOString(),
      submissionDeadline: dates.submissionDeadline.toISOString(),
      questionsSubmissionDeadline: dates.questionsSubmissionDeadline.toISOString(),
      plannedDecisionDate: dates.plannedDecisionDate.toISOString(),
    },
  });
}

/**
 * Resolves once the page has asked the server for its live notifications (graphql-ws `subscribe`). Only what happens
 * after that reaches the page live: a notification made while the page is still connecting is only in the bell's
 * next read, so the journey waits for this before it makes one.
 */
function liveNotificationsAsked(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes('notificationEvents')) resolve();
      }),
    );
  });
}

test('a notification arrives live in an open page, and is read from the bell', async ({ page, browser }) => {
  const actor = await (await browser.newContext()).newPage();
  await signInAs(actor, ACTOR);
  const { users } = await graphql<{ users: { results: Array<{ id: string; email: string }> } }>(
    actor.request,
    'query Users($keyword: String) { users(pagination: { keyword: $keyword }) { results { id email } } }',
    { keyword: RECEIVER },
  );
  const receiverId = users.results.find((user) => user.email === RECEIVER)?.id ?? '';

  const live = liveNotificationsAsked(page);
  await signInAs(page, RECEIVER);
  const { notifications } = await graphql<{ notifications: { unread: number } }>(
    page.request,
    'query Unread { notifications(first: 1) { unread } }',
    {},
  );
  const unread = (count: number) => `Notifications, ${count} unread`;
  const before = notifications.unread;
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName(unread(before));
  await live;

  const first = `Harbour logistics ${Date.now()}`;
  await createProjectNaming(actor.request, receiverId, first);
  const toast = page.getByRole('alert').filter({ hasText: `You have been added to '${first}'` });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'View' })).toHaveAttribute('href', /\/projects\/.+\/dashboard$/);
  await expect(bell).toHaveAccessibleName(unread(before + 1));

  const second = `Fleet cover ${Date.now()}`;
  await createProjectNaming(actor.request, receiverId, second);
  await expect(bell).toHaveAccessibleName(unread(before + 2));

  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText(`You have been added to '${second}'`);
  await expect(newest).toContainText('now');
  await newest.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newest.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName(unread(before + 1));

  await bell.click();
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(list.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName(unread(0));
  await page.reload();
  await expect(page.getByRole('button', { name: unread(0) })).toBeVisible();
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
