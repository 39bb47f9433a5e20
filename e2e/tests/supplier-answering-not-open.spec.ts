import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

const SUPPLIER = 'supplier@acme.example';
const RFP = 'Benefits Broker RFP 2026 — Published';
// Accepted in the demo data; no journey changes it.
const ACCEPTED_PRODUCT = 'Acme Wellbeing';

// Issue 31: after accepting a published project the supplier is told when answering opens, reads its questions in
// disabled fields, reaches the FAQ from every page of the project, and its submitted profile awaits nothing.
test('an accepted supplier of a published project sees when answering opens and finds the FAQ', async ({ page }) => {
  await signInAs(page, SUPPLIER);
  await page.getByRole('region', { name: 'Supplier Projects' }).getByRole('link', { name: RFP }).click();
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: ACCEPTED_PRODUCT }).click();
  await expect(page).toHaveURL(/\/preview\/[^/]+$/);

  const current = page.getByRole('region', { name: 'Road Map' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Answering Questions');
  await expect(current).toContainText('Not open yet');
  await expect(page.getByText('Answering is not open yet')).toBeVisible();

  await page.getByRole('link', { name: 'Project FAQ' }).click();
  await expect(page).toHaveURL(/\/invite-to-project\/[^/]+\/faq$/);
  await expect(page.getByRole('button', { name: 'Ask a Question' })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Answer Questions' }).click();
  await expect(page).toHaveURL(/\/questions\/[^/]+$/);
  await expect(page.getByText('Answering is not open yet')).toBeVisible();
  await expect(page.getByText(/Answering opens when the project moves to Awaiting Answers/)).toBeVisible();
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions.getByRole('textbox').first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit Answers' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Project FAQ' }).click();
  await expect(page).toHaveURL(/\/invite-to-project\/[^/]+\/faq$/);

  // The company's submitted profile: every step done, nothing awaiting approval.
  await page.goto('/account/company');
  await expect(page).toHaveURL(/\/vendors\/[^/]+$/);
  await expect(page.getByText('The profile is submitted')).toBeVisible();
  await expect(page.getByText('Ready to Accept Invitations')).toBeVisible();
  await expect(page.getByText('Awaiting for Approval')).toHaveCount(0);
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
});
