import { expect, test } from '@playwright/test';
import { openSubmittedQuestionnaire } from '../support/answering.js';
import { signOut } from '../support/session.js';

const MATCHES = /^This receipt matches the answers stored for it: submitted [A-Z][a-z]{2} \d{1,2}, \d{4}, .+ E[SD]T\.$/;

// Reads only: the seeded submission and its receipt stay as the demo has them.
test('the supplier sees the receipt of its submitted answers and checks it on the verify page, signed in or out', async ({
  page,
}) => {
  await openSubmittedQuestionnaire(page);
  const receipt = page.getByRole('region', { name: /^Receipt R-[0-9a-f]{8}$/ });
  await expect(receipt).toBeVisible();
  const digest = (await receipt.getByLabel('SHA-256 digest').textContent()) ?? '';
  expect(digest).toMatch(/^[0-9a-f]{64}$/);
  const code = ((await receipt.getByRole('heading').textContent()) ?? '').replace('Receipt ', '');

  await receipt.getByRole('link', { name: 'Verify this receipt' }).click();
  await expect(page).toHaveURL(/\/verify-receipt\?id=.+&digest=[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Receipt' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(MATCHES);
  await signOut(page);

  await page.goto('/verify-receipt');
  await page.getByRole('textbox', { name: 'Receipt id' }).fill(code);
  await page.getByRole('textbox', { name: 'Digest' }).fill(digest);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toHaveText(MATCHES);
  await page.getByRole('textbox', { name: 'Digest' }).fill(`${digest.slice(0, 63)}${digest.endsWith('0') ? '1' : '0'}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toHaveText('No receipt matches this id and digest.');
});
