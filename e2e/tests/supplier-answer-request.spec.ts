import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs, signOut } from '../support/session.js';

const PM = 'pm@northwind.example';
const SUPPLIER = 'supplier@acme.example';
const RFP = 'HR Platform RFP 2026 — Awaiting Answers';
const PRODUCT = 'Acme Software — Acme People HRIS';
const QUESTION = 'Describe your data-retention policy';
const NOTE = 'Please state how long payroll records are kept.';

async function expectNoSeriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);
}

// The demo supplier's answers to the demo RFP awaiting answers: the journey asks for an update of one of them, which
// stays requested afterwards (the supplier may still change it; nothing else is touched).
test('the broker requests an answer update and the supplier sees it requested', async ({ page }) => {
  await signInAs(page, PM);
  await page.goto(`/projects/search?search=${encodeURIComponent(RFP)}`);
  await page.getByRole('link', { name: RFP, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/products$/);
  const projectId = /\/projects\/([^/]+)\/products$/.exec(page.url())?.[1] ?? '';

  const row = page.getByRole('table', { name: 'Suppliers' }).getByRole('row', { name: new RegExp(PRODUCT) });
  await row.getByRole('button', { name: `Answers ${PRODUCT}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['View Answers', 'Request Answers', 'Submit Answers']);
  await menu.getByRole('menuitem', { name: 'View Answers' }).click();
  const drawer = page.getByRole('dialog', { name: `Answers of ${PRODUCT}` });
  await expect(drawer.getByText('Not submitted yet')).toBeVisible();
  await expect(drawer.getByText('Acme Software Inc.')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await drawer.getByRole('button', { name: `Request Update: ${QUESTION}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Update' });
  await expect(dialog.getByText(QUESTION)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(NOTE);
  await expect(dialog.getByText(`${NOTE.length}/500`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('The request is sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByText('Requested to Update')).toBeVisible();
  await expect(drawer.getByText(NOTE)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await signOut(page);

  await signInAs(page, SUPPLIER);
  await page.goto(`/invite-to-project/${projectId}/preview`);
  await page.getByRole('link', { name: 'Answer Questions' }).first().click();
  await expect(page).toHaveURL(/\/invite-to-project\/[^/]+\/questions\/[^/]+$/);
  await page.getByRole('switch', { name: 'Requested to Update' }).click();
  await expect(page.getByText(QUESTION)).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
});
