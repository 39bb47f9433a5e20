import type { Browser, Page } from 'playwright';
import {
  kb,
  largestContentfulPaint,
  median,
  printScripts,
  scriptsOf,
  type Transfer,
  total,
  verdict,
} from './page-weight.js';
import { signedInSession, WEB_DIST, withWebServer } from './web-server.js';

/**
 * Issue 12 item 5, "a lean web app": the compressed JavaScript the signed-out home and a signed-in broker's first page
 * download, and the largest contentful paint of the signed-out home, measured in Chromium's network log against the
 * production build (apps/web/dist, or WEB_DIST) served by the production server. It builds nothing: run
 * `npm run build` first. Usage: npm run bench:web -w @shortlist/bench. kB are 1000 bytes, as Vite prints them.
 */
const PORT = Number(process.env.WEB_WEIGHT_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { signedOutKb: 200, signedInKb: 350 };
const LCP_RUNS = 3;

const signedOutReady = (page: Page) => page.getByRole('link', { name: 'Login' }).waitFor();
const signedInReady = (page: Page) => page.getByRole('button', { name: 'Account menu' }).waitFor();

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
  const storageState = await signedInSession(browser, BASE);
  const context = await browser.newContext({ storageState });
  const signedIn = (await scriptsOf(context, `${BASE}/`, signedInReady)).scripts;
  await context.close();
  return { signedOut, signedIn, lcp: median(lcps) };
}

await withWebServer(PORT, async (browser) => {
  const { signedOut, signedIn, lcp } = await measure(browser);
  printScripts('Signed-out home (/)', signedOut);
  printScripts("Signed-in broker's first page (/)", signedIn);
  console.log(`\nWeb app weight (${WEB_DIST}), compressed JavaScript as transferred:`);
  const passes = [
    verdict('signed-out home', kb(total(signedOut)), TARGETS.signedOutKb, 'kB'),
    verdict("signed-in broker's first page", kb(total(signedIn)), TARGETS.signedInKb, 'kB'),
  ];
  console.log(
    `${'signed-out home largest contentful paint'.padEnd(44)} ${lcp.toFixed(0).padStart(7)} ms  (median of ${LCP_RUNS})`,
  );
  if (passes.includes(false)) process.exitCode = 1;
});
