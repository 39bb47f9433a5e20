import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '@shortlist/domain';
import { type APIRequestContext, type Browser, chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.js';
import { type DatabaseKind, openBenchDatabase } from './database.js';

/** The production server serving the web build, for the benches that measure the app in Chromium. */
const ROOT = path.join(import.meta.dirname, '..');
export const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
export const DEMO_PASSWORD = 'Shortlist#2025';
export const BROKER = { email: 'owner@northwind.example', password: DEMO_PASSWORD };

function startWebServer(port: number, database: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...database,
      WEB_DIST,
      LOG_LEVEL: 'error',
    },
  });
}

async function waitForServer(base: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/graphql?query=%7B__typename%7D`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not answer within 120 s');
}

function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** Signs a user (the demo broker unless told) in through the form, agreeing to the terms when asked; its storage. */
export async function signedInSession(browser: Browser, base: string, user = BROKER) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login/credentials`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
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
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A GraphQL call through the browser context's session; the test of the bench fails on any error. */
export async function apiCall<Data>(
  api: APIRequestContext,
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await api.post(`${base}/api/graphql`, {
    data: { query, variables },
    headers: { [CSRF_HEADER]: '1' },
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  if (!body.data) throw new Error('No data');
  return body.data;
}

/**
 * Runs `measure` against a production server on a fresh database (`port`; the embedded one unless told) with
 * Chromium, then stops both. With `seedSql`, the server first starts once (migrations and demo data), then the SQL
 * runs while it is stopped. The web build must exist (`npm run build`, or WEB_DIST).
 */
export async function withWebServer(
  port: number,
  measure: (browser: Browser, base: string) => Promise<void>,
  { seedSql, database: kind = 'PGlite' }: { seedSql?: string; database?: DatabaseKind } = {},
) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.error(`No production build in ${WEB_DIST}: run \`npm run build\` first (or set WEB_DIST).`);
    process.exit(1);
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-bench-'));
  const database = await openBenchDatabase(kind, dataDir);
  let server = startWebServer(port, database.environment);
  let browser: Browser | null = null;
  try {
    await waitForServer(base, server);
    if (seedSql) {
      await stopServer(server);
      await database.execute(seedSql);
      server = startWebServer(port, database.environment);
      await waitForServer(base, server);
    }
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    await measure(browser, base);
  } finally {
    await browser?.close();
    await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
