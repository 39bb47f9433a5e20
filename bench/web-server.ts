import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.js';

/** The production server serving the web build, for the benches that measure the app in Chromium. */
const ROOT = path.join(import.meta.dirname, '..');
export const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
export const BROKER = { email: 'owner@northwind.example', password: 'Shortlist#2025' };

function startWebServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
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

/** Signs the broker in through the form (agreeing to the terms when asked) and returns the session's storage. */
export async function brokerSession(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login/credentials`);
  await page.getByLabel('Email').fill(BROKER.email);
  await page.getByLabel('Password', { exact: true }).fill(BROKER.password);
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

/**
 * Runs `measure` against a production server on a fresh embedded database (`port`) with Chromium, then stops both.
 * The web build must exist (`npm run build`, or WEB_DIST).
 */
export async function withWebServer(port: number, measure: (browser: Browser, base: string) => Promise<void>) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.error(`No production build in ${WEB_DIST}: run \`npm run build\` first (or set WEB_DIST).`);
    process.exit(1);
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-bench-'));
  const server = startWebServer(port, dataDir);
  let browser: Browser | null = null;
  try {
    await waitForServer(base, server);
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    await measure(browser, base);
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
