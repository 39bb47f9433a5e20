import type { Browser, BrowserContext, Page, Response } from 'playwright';
import { brokerSession, WEB_DIST, withWebServer } from './web-server.js';

/**
 * Issue 12 item 5, "a lean web app": the compressed JavaScript the signed-out home and a signed-in broker's first page
 * download, and the largest contentful paint of the signed-out home, measured in Chromium's network log against the
 * production build (apps/web/dist, or WEB_DIST) served by the production server. It builds nothing: run
 * `npm run build` first. Usage: npm run bench:web (from the repository root). kB are 1000 bytes, as Vite prints them.
 */
const PORT = Number(process.env.WEB_WEIGHT_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { signedOutKb: 200, signedInKb: 350 };
const LCP_RUNS = 3;

interface Transfer {
  file: string;
  bytes: number;
  encoding: string;
}

async function transferOf(response: Response): Promise<Transfer> {
  const sizes = await response.request().sizes();
  return {
    file: new URL(response.url()).pathname,
    bytes: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}

/** Opens `url` in a context with an empty cache and returns every script it downloaded once the page is idle. */
async function scriptsOf(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const pending: Promise<Transfer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(transferOf(response));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  return { page, scripts };
}

async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2_000);
      }),
  );
}

const signedOutReady = (page: Page) => page.getByRole('link', { name: 'Login' }).waitFor();
const signedInReady = (page: Page) => page.getByRole('button', { name: 'Account menu' }).waitFor();

const kb = (bytes: number) => bytes / 1000;
const total = (scripts: readonly Transfer[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

function printScripts(label: string, scripts: readonly Transfer[]) {
  console.log(`\n${label}: ${scripts.length} scripts`);
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(script.bytes).toFixed(1).padStart(7)} kB  ${script.encoding.padEnd(8)} ${script.file}`);
  }
}

function verdict(label: string, bytes: number, targetKb: number) {
  const pass = kb(bytes) <= targetKb;
  console.log(
    `${label.padEnd(40)} ${kb(bytes).toFixed(1).padStart(7)} kB  (target ≤ ${targetKb} kB)  ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}

async function measure(browser: Browser) {
  const lcps: number[] = [];
  let signedOut: Transfer[] = [];
  for (let run = 0; run < LCP_RUNS; run += 1) {
    const context = await browser.newContext();
    const result = await scriptsOf(context, `${BASE}/`, signedOutReady);
    if (run === 0) signedOut = result.scripts;
    lcps.push(await largestContentfulPaint(result.page));
    await context.close();
  }
  const storageState = await brokerSession(browser, BASE);
  const context = await browser.newContext({ storageState });
  const signedIn = (await scriptsOf(context, `${BASE}/`, signedInReady)).scripts;
  await context.close();
  return { signedOut, signedIn, lcp: lcps.sort((a, b) => a - b)[Math.floor(lcps.length / 2)] ?? Number.NaN };
}

await withWebServer(PORT, async (browser) => {
  const { signedOut, signedIn, lcp } = await measure(browser);
  printScripts('Signed-out home (/)', signedOut);
  printScripts("Signed-in broker's first page (/)", signedIn);
  console.log(`\nWeb app weight (${WEB_DIST}), compressed JavaScript as transferred:`);
  const passes = [
    verdict('signed-out home', total(signedOut), TARGETS.signedOutKb),
    verdict("signed-in broker's first page", total(signedIn), TARGETS.signedInKb),
  ];
  console.log(
    `${'signed-out home largest contentful paint'.padEnd(40)} ${lcp.toFixed(0).padStart(7)} ms  (median of ${LCP_RUNS})`,
  );
  if (passes.includes(false)) process.exitCode = 1;
});
