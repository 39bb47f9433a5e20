import { expect, type Page, test } from '@playwright/test';
import { ensureInReview } from '../support/road-map.js';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';
const RFP = 'Benefits Administration RFP 2026';
const RFI = 'Payroll Provider Review';
const ADVISORY = 'AI suggestions are advisory: check them before you rely on them.';
// The local engine answers within seconds; the job runs on the queue, so the page waits for its notification.
const JOB = { timeout: 30_000 };

async function openTab(page: Page, project: string, tab: string) {
  await page.goto(`/projects/search?search=${encodeURIComponent(project)}`);
  await page.getByRole('link', { name: project, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: tab }).click();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Spec 3 §2 and §4 AI question search; the generated sections are deleted at the end, leaving the demo RFP as it was.
test('a product owner generates questions for a keyword and sees the generated section when the job completes', async ({
  page,
}) => {
  await signInAs(page, PM);
  await ensureInReview(page, RFP);
  await openTab(page, RFP, 'Questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  const generated = page.getByRole('region').filter({ hasText: 'AI suggestion' });

  await page.getByRole('button', { name: 'AI generation' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI generation' });
  await dialog.getByRole('textbox', { name: 'Keyword' }).fill('security');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('progressbar', { name: /^Generating AI suggestions for security/ })).toBeHidden(JOB);
  await expect(generated.first()).toBeVisible(JOB);
  await expect(generated.first().getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(ADVISORY)).toBeVisible();

  // Regenerating warns first that it replaces what was generated.
  await page.getByRole('button', { name: 'AI generation' }).click();
  await expect(dialog.getByText('Regenerating replaces all questions generated before.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  while ((await generated.count()) > 0) {
    const before = await generated.count();
    await generated.first().getByRole('button', { name: 'Delete Section' }).click();
    await page.getByRole('dialog', { name: 'Delete Section' }).getByRole('button', { name: 'Delete' }).click();
    await expect(generated).toHaveCount(before - 1);
  }
});

// Spec 2 §3 Search (AI) and §4; the invited supplier is deleted at the end, leaving the demo RFI as it was.
test('a project manager runs an AI supplier search and invites a suggestion with its reason', async ({ page }) => {
  await signInAs(page, PM);
  await openTab(page, RFI, 'Suppliers');
  const table = page.getByRole('table', { name: 'Suppliers' });
  await expect(table.getByRole('row').first()).toBeVisible();
  const rowsBefore = await table.getByRole('row').count();
  const card = page.getByRole('region', { name: 'AI Supplier Search' });
  const keyword = card.getByRole('textbox', { name: 'What are you looking for?' });
  await keyword.fill('payroll');
  await card.getByRole('button', { name: 'Search' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace the results?' });
  // A search an earlier run left asks before it is replaced.
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Search' }).click();
  const results = card.getByRole('list', { name: 'AI supplier suggestions' });
  await expect(results).toBeVisible(JOB);
  await expect(keyword).toHaveValue('');
  await expect(card.getByText(ADVISORY)).toBeVisible();

  const candidate = results.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Invite / }) });
  const item = candidate.first();
  await expect(item).toContainText('New');
  const invite = item.getByRole('button', { name: /^Invite / });
  const name = ((await invite.getAttribute('aria-label')) ?? '').replace(/^Invite /, '');
  await item.getByRole('button', { name: `Details of ${name}` }).click();
  const purpose = (await item.locator('h3:has-text("Reason for selection") + p').innerText()).trim();
  expect(purpose).not.toBe('');
  await invite.click();
  await expect(results.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();

  const row = table.getByRole('row', { name: new RegExp(escaped(name)) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Details of / }).click();
  await expect(table.getByText(purpose)).toBeVisible();

  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete Supplier' }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row')).toHaveCount(rowsBefore);
});
