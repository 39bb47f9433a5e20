import { expect, test } from '@playwright/test';
import { ANSWERING_PROJECT, openSubmittedQuestionnaire, SUBMITTED_PRODUCT } from '../support/answering.js';
import { signInAs, signOut } from '../support/session.js';

const RECEIPT = /Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T by Sam Supplier/;

// Reads only: the seeded submission stays as the demo has it.
test('the supplier keeps the receipt of its submitted answers, and the broker sees them submitted', async ({
  page,
}) => {
  const projectId = await openSubmittedQuestionnaire(page);
  await expect(page.getByRole('heading', { level: 1, name: ANSWERING_PROJECT })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: RECEIPT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answers' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: RECEIPT })).toBeVisible();
  await signOut(page);

  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/${projectId}/products`);
  const row = page
    .getByRole('table', { name: 'Suppliers' })
    .getByRole('row', { name: new RegExp(`Acme Software — ${SUBMITTED_PRODUCT}`) });
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText(RECEIPT);

  await page.goto(`/projects/${projectId}/dashboard`);
  const scoring = page.getByRole('region', { name: 'Scoring' });
  await expect(scoring).toContainText(/\d+ of \d+ accepted suppliers have submitted answers/);
  await expect(scoring.getByRole('listitem').filter({ hasText: SUBMITTED_PRODUCT })).toContainText('Answers submitted');
});
