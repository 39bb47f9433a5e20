import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { graphql } from '../support/graphql.js';
import { measureOverflow, SMALL_SCREEN } from '../support/overflow.js';
import { signInAs, signInByApi } from '../support/session.js';

/** The id of the demo RFP awaiting answers, as the signed-in broker finds it. */
async function answeringProjectId(page: Page) {
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    page.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: ANSWERING_PROJECT },
  );
  return projects.results.find((project) => project.name === ANSWERING_PROJECT)?.id ?? '';
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);
}

test('the buyer’s preview shows the Project Questions card: what suppliers see, read-only', async ({ page }) => {
  await signInAs(page, 'pm@northwind.example');
  const projectId = await answeringProjectId(page);
  await page.goto(`/projects/${projectId}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Review' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Project Questions' });
  await expect(card.getByText('Legal name of your company')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Legal name of your company' })).not.toBeEditable();
  await expect(card.getByLabel('Requested to Update')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize(SMALL_SCREEN);
  await expect(card.getByText('Legal name of your company')).toBeVisible();
  expect((await measureOverflow(page)).offenders).toEqual([]);
  await card.getByRole('searchbox', { name: 'Search Questions' }).fill('fee');
  await expect(card.getByText('Per-employee-per-month fee')).toBeVisible();
  await expect(card.getByText('Legal name of your company')).toHaveCount(0);
});

test('View Answers downloads a supplier’s file and opens its web address in a new tab', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAs(page, 'pm@northwind.example');
  const projectId = await answeringProjectId(page);
  await page.goto(`/projects/${projectId}/products`);
  await page.getByRole('button', { name: /^Answers .*Globex Enrol/ }).click();
  await page.getByRole('menuitem', { name: 'View Answers' }).click();
  const drawer = page.getByRole('dialog', { name: /^Answers of .*Globex Enrol/ });
  const file = drawer.getByRole('link', { name: 'globex-service-level-agreement.pdf' });
  await expect(file).toHaveAttribute('href', /^\/api\/file\/[0-9a-f-]{36}$/);
  const download = page.waitForEvent('download');
  await file.click();
  expect((await download).suggestedFilename()).toBe('globex-service-level-agreement.pdf');
  const website = drawer.getByRole('link', { name: 'https://globex.example' });
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousViolations(page);

  // The project's domain expert (a reader of answers) opens the same file; another supplier company does not.
  const href = (await file.getAttribute('href')) ?? '';
  for (const [email, status] of [
    ['expert@northwind.example', 200],
    ['supplier@acme.example', 404],
  ] as const) {
    // Through the API: signing the supplier in on a page would agree to the terms the shell journey disagrees with.
    const request = await signInByApi(await playwright.request.newContext({ baseURL }), email);
    expect((await request.get(href)).status(), email).toBe(status);
    await request.dispose();
  }
});
