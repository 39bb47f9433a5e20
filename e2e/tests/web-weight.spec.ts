import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/session.js';

/**
 * Issue 12 (a lean web app): pages load per feature. The chunks are named after the modules the route table and the
 * shell load lazily (features/<area>/<area>-pages.ts, app/layout/signed-in-shell.ts, features/home/signed-in-home.tsx).
 * The figures themselves (kB on the wire, largest contentful paint) are printed by `npm run bench:web`.
 */
const SIGNED_IN_CHUNKS =
  /\/assets\/(?:projects-pages|users-pages|admin-pages|signed-in-shell|signed-in-home)-[\w-]+\.js$/;
const FEATURE_CHUNKS = /\/assets\/[\w-]+-pages-[\w-]+\.js$/;

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("the signed-out home loads no feature's pages and none of the signed-in parts", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Choose the right supplier/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => FEATURE_CHUNKS.test(script) || SIGNED_IN_CHUNKS.test(script))).toEqual([]);
});

test("signing in loads the signed-in parts, and a feature's pages only when one is opened", async ({ page }) => {
  const scripts = scriptsOf(page);
  await signInAs(page, 'owner@northwind.example');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => /\/assets\/signed-in-home-/.test(script))).toBe(true);
  expect(scripts.some((script) => /\/assets\/projects-pages-/.test(script))).toBe(false);

  await page.goto('/projects/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects', exact: true })).toBeVisible();
  expect(scripts.some((script) => /\/assets\/projects-pages-/.test(script))).toBe(true);
});
