/**
 * Issue 38: the broker company administrator reads Northwind's audit trail, narrows it to one kind of entry, exports
 * the narrowed trail as CSV and reads the file. The demo seed writes months of Northwind's trail
 * (apps/server/src/seed/demo-audit.ts); this journey relies only on sign-ins being in it, and changes no demo data.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AUDIT_CSV_COLUMNS } from '@shortlist/domain';
import { signInAs } from '../support/session.js';

test('the company administrator reads the audit trail, filters it by kind and exports it', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'owner@northwind.example');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Kinds' }).click();
  await page.getByRole('option', { name: 'Signed in' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
  const kinds = table.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const row of await kinds.all()) await expect(row).toContainText('Signed in');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-trail-northwind-brokerage-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = testInfo.outputPath('audit-trail.csv');
  await download.saveAs(file);
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(',')[4]).toBe('Signed in');
  expect(lines.slice(1).some((line) => line.includes('owner@northwind.example'))).toBe(true);
});
