import { type Browser, expect, type Page, test } from '@playwright/test';
import { graphql } from '../support/graphql.js';
import { scoreOf } from '../support/scoring.js';
import { DEMO_PASSWORD, RESET_VIEWER_PASSWORD, signInAs } from '../support/session.js';

/**
 * The demo RFP in scoring, scored in branches: the project manager's (with the owner) and the expert's (seed). It has
 * blind scoring on (issue 37): the project manager, its owner, reads Initech Payroll Pro; the expert reads an alias.
 */
const PROJECT = 'Benefits Platform RFP 2026 — Scoring';
const PRODUCT = 'Initech Payroll Pro';
const QUESTION = 'Link to your company website';

const SCORED = 'query Scored($id: ID!) { projectDashboard(id: $id) { scoring { products { id name } } } }';
type Scored = { projectDashboard: { scoring: { products: Array<{ id: string; name: string }> } } };

/** The name each page reads Initech Payroll Pro under: its own, or its alias, found by its id (ids are not masked). */
async function productNames(pages: Page[]): Promise<string[]> {
  const projectId = /\/projects\/([^/]+)\/scoring$/.exec(pages[0]?.url() ?? '')?.[1] ?? '';
  const lists = await Promise.all(
    pages.map(
      async (page) =>
        (await graphql<Scored>(page.request, SCORED, { id: projectId })).projectDashboard.scoring.products,
    ),
  );
  const id = lists[0]?.find((row) => row.name.includes(PRODUCT))?.id;
  return lists.map((list) => list.find((row) => row.id === id)?.name ?? '');
}

/** A page of its own browser context (its own session), signed in and on the project's scoring page. */
async function openScoring(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, password);
  await page.goto(`/projects/search?search=${encodeURIComponent(PROJECT)}`);
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Scoring' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/scoring$/);
  return page;
}

/** The evaluator's rating of the question's answer, its weight in their branch and the product's score chip. */
async function answerOf(page: Page, product: string) {
  await page.getByLabel('Keywords').fill('company website');
  return {
    rating: page.getByLabel(`Rating of ${product} for ${QUESTION}`, { exact: true }),
    weight: Number(await page.getByLabel(`Weight of ${QUESTION}`).inputValue()),
    chip: page
      .getByRole('list', { name: 'Scores' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${product} \\d+`) }),
  };
}

// Spec 2 §6: ratings, weights and notes are kept per branch. The project manager and the expert each score in a
// branch of their own, rate the same answer differently, and after a reload each sees only their own rating and score.
test('two evaluators rate the same answer in their own branches and each sees only their own', async ({ browser }) => {
  const pages = [
    await openScoring(browser, 'pm@northwind.example'),
    await openScoring(browser, 'expert@northwind.example'),
  ];
  const names = await productNames(pages);
  expect(names[0]).toContain(PRODUCT);
  expect(names[1]).toMatch(/^Supplier [A-Z]+$/);
  const evaluators = [
    { page: pages[0] as Page, rating: 2, product: names[0] ?? '' },
    { page: pages[1] as Page, rating: 5, product: names[1] ?? '' },
  ];
  const expected: string[] = [];
  for (const { page, rating, product } of evaluators) {
    await expect(page.getByRole('combobox', { name: 'Branch' }).locator('option:checked')).toHaveText('My branch');
    const answer = await answerOf(page, product);
    await expect(answer.rating).toHaveValue('');
    await expect(answer.chip).toHaveText(/ \d+$/);
    const before = scoreOf(await answer.chip.textContent());
    await answer.rating.selectOption(String(rating));
    const score = ` ${before + answer.weight * rating}`;
    await expect(answer.chip).toHaveText(new RegExp(`${score}$`));
    expected.push(score);
  }
  for (const [index, { page, rating, product }] of evaluators.entries()) {
    await page.reload();
    const answer = await answerOf(page, product);
    await expect(answer.rating).toHaveValue(String(rating));
    await expect(answer.chip).toHaveText(new RegExp(`${expected[index]}$`));
  }
});

// Spec 2 §6, spec 3 §7: a user in no branch, without the right to create one, reads that they must be added to one
// and sees no responses. The viewer's password is the one the account journey set (file order).
test('a viewer in no branch is told to be added to one and sees no responses', async ({ browser }) => {
  const page = await openScoring(browser, 'viewer@northwind.example', RESET_VIEWER_PASSWORD);
  await expect(
    page.getByText('To view responses, you must be added to a branch created by another team member.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scores' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Branches' })).toHaveCount(0);
});
