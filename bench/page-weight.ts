import type { BrowserContext, Page, Response } from 'playwright';

/**
 * What a page of the production build costs a first-time visitor, measured in Chromium: the scripts it downloads
 * (compressed, as transferred) and its largest contentful paint. kB are 1000 bytes, as Vite prints them.
 */
export interface Transfer {
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
export async function scriptsOf(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) {
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

export async function largestContentfulPaint(page: Page): Promise<number> {
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

export const kb = (bytes: number) => bytes / 1000;
export const total = (scripts: readonly Transfer[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export function printScripts(label: string, scripts: readonly Transfer[]) {
  console.log(`\n${label}: ${scripts.length} scripts`);
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(script.bytes).toFixed(1).padStart(7)} kB  ${script.encoding.padEnd(8)} ${script.file}`);
  }
}

/** Prints the figure against its target and answers whether it is met. */
export function verdict(label: string, value: number, target: number, unit: 'kB' | 'ms') {
  const pass = value <= target;
  console.log(
    `${label.padEnd(44)} ${value.toFixed(unit === 'kB' ? 1 : 0).padStart(7)} ${unit}  (target ≤ ${target} ${unit})  ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}
