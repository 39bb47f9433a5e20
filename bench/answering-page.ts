import type { Browser } from 'playwright';
import { scrollToEnd, smoothness, watchLongTasks } from './long-tasks.js';
import { ANSWERING_PROJECT, ANSWERING_QUESTIONS, SEED_ANSWERING_SQL } from './seed-answers.js';
import { apiCall, DEMO_PASSWORD, signedInSession, WEB_DIST, withWebServer } from './web-server.js';

/**
 * Issue 15 item 7, "the page shows its first questions within 1.5 s and scrolls smoothly": the load bench's
 * questionnaire of 1,000 answered questions (seed-answers.ts) opened by one of its suppliers in Chromium, from the
 * production build. Printed: the time from navigation to the first question on screen, the longest main-thread task
 * while scrolling to the last question, and how many rows the virtual list had rendered at the end.
 * Run `npm run build` first. Usage: npm run bench:answering -w @shortlist/bench (ANSWERING_PAGE_PORT, default 3298).
 */
const PORT = Number(process.env.ANSWERING_PAGE_PORT ?? 3298);
const BASE = `http://127.0.0.1:${PORT}`;
const SUPPLIER = { email: 'bench-supplier-1@suppliers.example', password: DEMO_PASSWORD };
const FIRST_QUESTIONS_MS = 1500;
const RUNS = 3;

/** The questions page of the bench questionnaire for the signed-in supplier's product. */
async function questionsPath(request: Parameters<typeof apiCall>[0]) {
  const { projects } = await apiCall<{ projects: { results: Array<{ id: string; name: string }> } }>(
    request,
    BASE,
    '{ projects { results { id name } } }',
  );
  const projectId = projects.results.find((project) => project.name === ANSWERING_PROJECT)?.id;
  if (!projectId) throw new Error(`${ANSWERING_PROJECT} is not in the supplier's projects`);
  const { supplierProject } = await apiCall<{ supplierProject: { products: Array<{ id: string }> } }>(
    request,
    BASE,
    'query ($id: ID!) { supplierProject(id: $id) { products { id } } }',
    { id: projectId },
  );
  return `/invite-to-project/${projectId}/questions/${supplierProject.products[0]?.id}`;
}

async function measure(browser: Browser) {
  const storageState = await signedInSession(browser, BASE, SUPPLIER);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const path = await questionsPath(context.request);
  const page = await context.newPage();
  // CSS selectors, not roles: Playwright computes roles in the page, which would count as the page's own work.
  const firstQuestion = page.locator('[role="group"]', { hasText: 'Bench section 0, question 0' });
  const firstViews: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = Date.now();
    await page.goto(`${BASE}${path}`);
    await firstQuestion.waitFor();
    firstViews.push(Date.now() - started);
  }
  const longest = await watchLongTasks(page);
  await scrollToEnd(page);
  await page.locator('[role="group"]', { hasText: 'Bench section 9, question 99' }).waitFor();
  const scrolling = await longest();
  const rendered = await page.locator('[data-index]').count();
  await context.close();
  return { firstViews, scrolling, rendered };
}

await withWebServer(
  PORT,
  async (browser) => {
    const { firstViews, scrolling, rendered } = await measure(browser);
    const sorted = [...firstViews].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const met = median <= FIRST_QUESTIONS_MS;
    console.log(
      `Supplier questionnaire of ${ANSWERING_QUESTIONS.toLocaleString('en-US')} answered questions (${WEB_DIST}):`,
    );
    console.log(
      `  first questions on screen: ${median} ms, median of ${RUNS} (${firstViews.join(', ')}); target ≤ ${FIRST_QUESTIONS_MS} ms: ${met ? 'met' : 'NOT MET'}`,
    );
    console.log(`  scrolling to the last question: ${smoothness(scrolling)}`);
    console.log(`  rows rendered at the end: ${rendered} of ${ANSWERING_QUESTIONS + 10}`);
    if (!met) process.exitCode = 1;
  },
  { seedSql: SEED_ANSWERING_SQL },
);
