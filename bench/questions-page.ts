import type { APIRequestContext, Browser } from 'playwright';
import { scrollToEnd, smoothness, watchLongTasks } from './long-tasks.js';
import { openSections, questionRows } from './questionnaire-sections.js';
import { apiCall, signedInSession, WEB_DIST, withWebServer } from './web-server.js';

/**
 * Issue 13 item 8, "the questions page stays smooth at 1,000 questions": the demo's project In Review gets 40
 * sections of 25 questions through the API; Chromium opens its questions page from the production build, opens every
 * section and scrolls to the end. Printed: the time to the first section, the longest main-thread task while opening the
 * sections and while scrolling (the Long Tasks API: anything over 50 ms is a frame the user sees stutter), and the
 * rows whose details were rendered. Run `npm run build` first. Usage: npm run bench:questions -w @shortlist/bench.
 */
const PORT = Number(process.env.QUESTIONS_PAGE_PORT ?? 3297);
const BASE = `http://127.0.0.1:${PORT}`;
const SECTIONS = 40;
const PER_SECTION = 25;
const PROJECT = 'Payroll Provider Review';

const call = <Data>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  apiCall<Data>(api, BASE, query, variables);

/**
 * The demo RFI In Review (the questions page opens from In Review on) with SECTIONS × PER_SECTION questions more,
 * owned by the signed-in broker; answers its id.
 */
async function seedQuestionnaire(api: APIRequestContext): Promise<string> {
  const { profile } = await call<{ profile: { id: string } }>(api, '{ profile { id } }');
  const { projects } = await call<{ projects: { results: Array<{ id: string; name: string }> } }>(
    api,
    'query ($filter: ProjectFilter) { projects(filter: $filter) { results { id name } } }',
    { filter: { keyword: PROJECT } },
  );
  const projectId = projects.results.find((project) => project.name === PROJECT)?.id;
  if (!projectId) throw new Error(`${PROJECT} is not in the demo data`);
  for (let section = 1; section <= SECTIONS; section += 1) {
    const { createProjectSection } = await call<{ createProjectSection: { id: string } }>(
      api,
      'mutation ($projectId: ID!, $input: ProjectSectionInput!) { createProjectSection(projectId: $projectId, input: $input) { id } }',
      { projectId, input: { name: `Bench section ${section}` } },
    );
    for (let question = 1; question <= PER_SECTION; question += 1) {
      await call(
        api,
        'mutation ($sectionId: ID!, $input: ProjectQuestionInput!) { createProjectQuestion(sectionId: $sectionId, input: $input) { id } }',
        {
          sectionId: createProjectSection.id,
          input: { question: { type: 'STRING', label: `Bench question ${section}.${question}` }, ownerId: profile.id },
        },
      );
    }
  }
  return projectId;
}

async function measure(browser: Browser, storageState: Awaited<ReturnType<typeof signedInSession>>) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const projectId = await seedQuestionnaire(context.request);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${BASE}/projects/${projectId}/questions`);
  await page.getByRole('region', { name: `Bench section ${SECTIONS}` }).waitFor();
  const firstView = Date.now() - started;
  const longest = await watchLongTasks(page);

  await openSections(
    page,
    Array.from({ length: SECTIONS }, (_, index) => ({
      name: `Bench section ${index + 1}`,
      lastQuestion: `Bench question ${index + 1}.${PER_SECTION}`,
    })),
  );
  const opening = await longest();
  await scrollToEnd(page);
  const scrolling = await longest();
  const { rows, rendered } = await questionRows(page);
  await context.close();
  return { firstView, opening, scrolling, rendered, rows };
}

await withWebServer(PORT, async (browser) => {
  const result = await measure(browser, await signedInSession(browser, BASE));
  console.log(
    `Questions page, ${SECTIONS} sections × ${PER_SECTION} questions added to the demo project In Review (${WEB_DIST}):`,
  );
  console.log(`  first view (sections collapsed)          ${result.firstView} ms`);
  console.log(`  opening every section: ${smoothness(result.opening)}`);
  console.log(`  scrolling to the end:  ${smoothness(result.scrolling)}`);
  console.log(`  question rows ${result.rows}, with their details rendered ${result.rendered}`);
});
