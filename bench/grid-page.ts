import type { APIRequestContext, Browser, Page } from 'playwright';
import { commandDatabase } from './database.js';
import { scrollToEnd, smoothness, watchLongTasks } from './long-tasks.js';
import { SEED_ANSWERING_SQL } from './seed-answers.js';
import { SCORING_PRODUCTS, SCORING_PROJECT, SCORING_QUESTIONS, SEED_SCORING_SQL } from './seed-scoring.js';
import { apiCall, signedInSession, WEB_DIST, withWebServer } from './web-server.js';

const FIRST_ROWS_MS = 1500;
const RUNS = 3;
const DATABASE = commandDatabase();
/** A cell of a question row (the scoring page's and the comparison grid's, features/scoring ROW_PART.cell). */
const CELL = '.scoring-cell';

/** A page of the bench's 30 products × 1,000 questions in a grid: rows by question, a column per product. */
export interface GridPage {
  /** 'Scoring page', 'Comparison grid'. */
  name: string;
  port: number;
  /** The page's path in the bench scoring project (its id given), once the API has prepared what it needs. */
  path: (request: APIRequestContext, base: string, projectId: string) => Promise<string>;
  /** How far one step of the sideways scroll moves: a product column's width. */
  columnWidth: number;
}

async function projectIdOf(request: APIRequestContext, base: string) {
  const { projects } = await apiCall<{ projects: { results: Array<{ id: string; name: string }> } }>(
    request,
    base,
    'query P($filter: ProjectFilter) { projects(filter: $filter) { results { id name } } }',
    { filter: { role: 'BUY_SIDE', keyword: SCORING_PROJECT } },
  );
  const projectId = projects.results.find((project) => project.name === SCORING_PROJECT)?.id;
  if (!projectId) throw new Error(`${SCORING_PROJECT} is not in the broker's projects`);
  return projectId;
}

/**
 * Scrolls the product columns from the first to the last, a column's width a frame, as dragging their scroll bar does
 * (at most a step per product and a few more).
 */
async function scrollProductsToEnd(page: Page, step: number) {
  const bar = page.locator('[aria-label="Scroll the products"]');
  const atEnd = () => bar.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
  for (let index = 0; index < SCORING_PRODUCTS + 5 && !(await atEnd()); index += 1) {
    await bar.evaluate((element, by) => {
      element.scrollLeft += by;
    }, step);
    await page.waitForTimeout(16);
  }
  if (!(await atEnd())) throw new Error('The scroll bar did not reach the last product');
}

async function measure(browser: Browser, base: string, grid: GridPage) {
  const storageState = await signedInSession(browser, base);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const path = await grid.path(context.request, base, await projectIdOf(context.request, base));
  const page = await context.newPage();
  page.on('crash', () => console.error('The page crashed'));
  page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
  // CSS selectors, not roles: Playwright computes roles in the page, which would count as the page's own work.
  const firstRow = page.locator('h3', { hasText: 'Bench section 0, question 0' });
  const firstCell = page.locator(CELL).first();
  const firstViews: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = Date.now();
    await page.goto(`${base}${path}`);
    await firstRow.waitFor();
    // A row's answer cells render just after its heading: the first rows count once their cells show too.
    await firstCell.waitFor();
    firstViews.push(Date.now() - started);
  }
  console.error(`first rows: ${firstViews.join(', ')} ms`);
  const longest = await watchLongTasks(page);
  await scrollProductsToEnd(page, grid.columnWidth);
  const sideways = await longest();
  await scrollToEnd(page);
  await page.locator('h3', { hasText: 'Bench section 9, question 99' }).waitFor();
  const down = await longest();
  const rendered = { rows: await page.locator('[data-index]').count(), cells: await page.locator(CELL).count() };
  await context.close();
  return { firstViews, down, sideways, rendered };
}

/**
 * Issues 33 and 34, "shows its first rows within 1.5 s and scrolls without a task over 50 ms": the page opened by the
 * demo broker in Chromium, from the production build. Printed: the time from navigation to the first question and
 * its answer cells on screen, the longest main-thread task while scrolling down to the last question and while
 * scrolling the product columns sideways, and how many rows and answer cells were rendered at the end.
 */
export async function benchGridPage(grid: GridPage) {
  await withWebServer(
    grid.port,
    async (browser, base) => {
      const { firstViews, down, sideways, rendered } = await measure(browser, base, grid);
      const sorted = [...firstViews].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const met = median <= FIRST_ROWS_MS;
      const size = `${SCORING_PRODUCTS} products × ${SCORING_QUESTIONS.toLocaleString('en-US')} questions`;
      console.log(`${grid.name} of ${size} on ${DATABASE} (${WEB_DIST}):`);
      console.log(
        `  first rows on screen: ${median} ms, median of ${RUNS} (${firstViews.join(', ')}); target ≤ ${FIRST_ROWS_MS} ms: ${met ? 'met' : 'NOT MET'}`,
      );
      console.log(`  scrolling the products sideways to the last: ${smoothness(sideways)}`);
      console.log(`  scrolling down to the last question: ${smoothness(down)}`);
      console.log(`  rendered at the end: ${rendered.rows} rows, ${rendered.cells} answer cells`);
      if (!met) process.exitCode = 1;
    },
    { seedSql: `${SEED_ANSWERING_SQL}\n${SEED_SCORING_SQL}`, database: DATABASE },
  );
}
