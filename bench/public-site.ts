import type { Browser } from 'playwright';
import { kb, largestContentfulPaint, median, printScripts, scriptsOf, total, verdict } from './page-weight.js';
import { WEB_DIST, withWebServer } from './web-server.js';

/**
 * Issue 17 item 4: what the public site costs a first-time visitor on this machine's Chromium, against the production
 * build (apps/web/dist, or WEB_DIST) served by the production server: the signed-out home's compressed JavaScript
 * (target ≤ 200 kB) and largest contentful paint (target ≤ 1 s, median of 5 fresh visits), then the same figures
 * for the other public pages. It builds nothing: run `npm run build` first.
 * Usage: npm run bench:public -w @shortlist/bench (PUBLIC_SITE_PORT sets the port, default 3297).
 */
const PORT = Number(process.env.PUBLIC_SITE_PORT ?? 3297);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { homeKb: 200, homeLcpMs: 1000 };
const RUNS = 5;
const PAGES = ['/', '/about', '/enterprise', '/smb-solutions', '/contact-us', '/contact-demo', '/privacy-policy'];

/** Fresh visits to the page: the scripts of the first and the median largest contentful paint of all. */
async function visit(browser: Browser, path: string, runs: number) {
  const lcps: number[] = [];
  let scripts: Awaited<ReturnType<typeof scriptsOf>>['scripts'] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const result = await scriptsOf(context, `${BASE}${path}`, (page) =>
      page.getByRole('heading', { level: 1 }).waitFor(),
    );
    if (run === 0) scripts = result.scripts;
    lcps.push(await largestContentfulPaint(result.page));
    await context.close();
  }
  return { scripts, lcp: median(lcps) };
}

await withWebServer(PORT, async (browser) => {
  // One visit first, unmeasured: the server's first requests warm its caches.
  await visit(browser, '/', 1);
  const home = await visit(browser, '/', RUNS);
  printScripts('Signed-out home (/)', home.scripts);
  console.log(`\nPublic pages (${WEB_DIST}), first visit with an empty cache:`);
  for (const path of PAGES.slice(1)) {
    const page = await visit(browser, path, 3);
    console.log(
      `  ${path.padEnd(18)} ${kb(total(page.scripts)).toFixed(1).padStart(7)} kB JavaScript  LCP ${page.lcp.toFixed(0).padStart(5)} ms`,
    );
  }
  console.log('\nSigned-out home:');
  const passes = [
    verdict('compressed JavaScript', kb(total(home.scripts)), TARGETS.homeKb, 'kB'),
    verdict(`largest contentful paint (median of ${RUNS})`, home.lcp, TARGETS.homeLcpMs, 'ms'),
  ];
  if (passes.includes(false)) process.exitCode = 1;
});
