import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER } from '@shortlist/domain';
import { type Browser, chromium, type Page } from 'playwright';
import { CHROMIUM_LAUNCH } from './support/chromium.js';
import { DEMO_PASSWORD } from './support/session.js';

/**
 * Pictures of real screens for the public site (apps/web/public/screens/*.webp), taken from the demo data of a
 * running Shortlist. Start it with `npm start` (a fresh ./data gives the demo data), then, from the repository root:
 * `node --import tsx e2e/screenshots.ts` (SCREENSHOTS_URL names another address; default http://localhost:3000).
 * The file names and the window size are those apps/web/src/features/public/screens.ts expects.
 */
const BASE = (process.env.SCREENSHOTS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const OUT = path.join(import.meta.dirname, '../apps/web/public/screens');
const WINDOW = { width: 1280, height: 800 };
const WEBP_QUALITY = 0.72;
const AWAITING_PROJECT = 'HR Platform RFP 2026 — Awaiting Answers';
const REVIEW_PROJECT = 'Payroll Provider Review';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: WINDOW });
  const page = await context.newPage();
  await page.goto('/login/credentials');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await terms
    .or(page.getByRole('button', { name: 'Account menu' }))
    .first()
    .waitFor();
  if (await terms.isVisible()) {
    await terms.getByRole('button', { name: 'Agree', exact: true }).click();
    await terms.waitFor({ state: 'hidden' });
  }
  return page;
}

async function projectId(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/graphql', {
    headers: { [CSRF_HEADER]: '1' },
    data: {
      query: 'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
      variables: { keyword: name },
    },
  });
  const body = (await response.json()) as { data?: { projects: { results: { id: string; name: string }[] } } };
  const id = body.data?.projects.results.find((project) => project.name === name)?.id;
  if (!id) throw new Error(`The demo project "${name}" is missing: is this a fresh demo database?`);
  return id;
}

/**
 * Chromium encodes WebP itself: the PNG screenshot is drawn on a canvas and read back, on a blank page (the app's
 * content security policy would refuse the data URL).
 */
async function toWebp(blank: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await blank.evaluate(
    async ({ source, quality }) => {
      const image = await createImageBitmap(await (await fetch(source)).blob());
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, quality: WEBP_QUALITY },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function capture(page: Page, blank: Page, name: string, ready: () => Promise<void>) {
  await ready();
  await page.waitForLoadState('networkidle');
  // The floating buttons and the pointer's hover are not part of the screen.
  await page.mouse.move(0, 0);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const webp = await toWebp(blank, png);
  writeFileSync(path.join(OUT, `${name}.webp`), webp);
  console.log(`${name}.webp  ${(webp.length / 1000).toFixed(1)} kB`);
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const blank = await browser.newPage();
  const broker = await signedInPage(browser, 'owner@northwind.example');
  const awaiting = await projectId(broker, AWAITING_PROJECT);
  const review = await projectId(broker, REVIEW_PROJECT);
  await capture(broker, blank, 'broker-home', async () => {
    await broker.goto('/');
    await broker.getByRole('heading', { name: /^Welcome, / }).waitFor();
  });
  await capture(broker, blank, 'project-dashboard', async () => {
    await broker.goto(`/projects/${awaiting}/dashboard`);
    await broker.getByText(AWAITING_PROJECT).first().waitFor();
  });
  await capture(broker, blank, 'project-questions', async () => {
    await broker.goto(`/projects/${review}/questions`);
    await broker.getByText(REVIEW_PROJECT).first().waitFor();
  });
  const supplier = await signedInPage(browser, 'supplier@acme.example');
  await capture(supplier, blank, 'supplier-questions', async () => {
    await supplier.goto(`/invite-to-project/${awaiting}/preview`);
    await supplier.getByRole('link', { name: 'Answer Questions' }).click();
    await supplier.getByRole('searchbox').or(supplier.getByPlaceholder('Search Questions...')).first().waitFor();
  });
} finally {
  await browser.close();
}
