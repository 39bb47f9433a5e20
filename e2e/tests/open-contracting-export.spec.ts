import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { OCDS_TEXTS } from '@shortlist/domain';
import { signInAs } from '../support/session.js';

/** The demo RFP completed months ago, Acme Payroll Cloud its winner (seed/demo-results.ts). */
const COMPLETED_PROJECT = 'Payroll Outsourcing RFP 2025 — Completed';

interface OcdsDownload {
  version: string;
  releases: Array<{
    tender: { title: string; status: string; tenderers: Array<{ name: string }> };
    awards: Array<{ status: string; suppliers: Array<{ name: string }> }>;
  }>;
}

// Issue 38 item 4: the project's owner downloads the completed RFP as open-contracting data from its dashboard. Read
// only: nothing other journeys read changes.
test("the project's owner downloads the completed RFP's open-contracting export from its dashboard", async ({
  page,
}) => {
  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/search?search=${encodeURIComponent(COMPLETED_PROJECT)}`);
  await page.getByRole('link', { name: COMPLETED_PROJECT, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: OCDS_TEXTS.exportButton }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${COMPLETED_PROJECT}-ocds.json`);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as OcdsDownload;
  expect(exported.version).toBe('1.1');
  const [release] = exported.releases;
  expect(release?.tender).toMatchObject({ title: COMPLETED_PROJECT, status: 'complete' });
  expect(release?.tender.tenderers.map((tenderer) => tenderer.name).sort()).toEqual([
    'Acme Software',
    'Globex Benefits',
  ]);
  expect(release?.awards).toEqual([
    expect.objectContaining({ status: 'active', suppliers: [expect.objectContaining({ name: 'Acme Software' })] }),
  ]);
});
