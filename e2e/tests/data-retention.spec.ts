import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

/** Issue 38: the platform administrator opens Data Retention and runs a dry run; the demo has nothing old enough. */
test('a platform administrator runs a retention dry run on the demo', async ({ page }) => {
  await signInAs(page, 'admin@shortlist.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Data Retention' }).click();
  await expect(page.getByRole('heading', { name: 'Data Retention', level: 1 })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Audit trail (months)' })).toHaveValue('84');
  await page.getByRole('button', { name: 'Dry run' }).click();
  const dryRun = page.getByRole('region', { name: 'Dry run' });
  await expect(dryRun.getByText(/^0 records before/)).toHaveCount(4);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
