import { expect, test } from '@playwright/test';
import { roadMapButtonLabel, toProjectDate } from '@shortlist/domain';
import { graphql } from '../support/graphql.js';
import { signInAs } from '../support/session.js';

/** The seeded RFP awaiting answers with the extended answers deadline on (seed/demo-scoring-choice.ts). */
const PROJECT = 'Time Tracking RFP 2026 — Extended Deadline';
const SUBMITTED = 'Globex Benefits — Globex Flex Spending';
const LATE = 'Acme Software — Acme Payroll Cloud';
const DAY_MS = 24 * 60 * 60 * 1000;

test('the project manager chooses the products for scoring, giving one a later deadline, and its supplier answers on', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'pm@northwind.example');
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    page.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: PROJECT },
  );
  const projectId = projects.results.find((project) => project.name === PROJECT)?.id ?? '';
  await page.goto(`/projects/${projectId}/dashboard`);

  await page.getByRole('button', { name: roadMapButtonLabel('AWAITING', 'RFP') ?? '' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choice Products for Scoring' });
  const submitted = dialog.getByRole('checkbox', { name: `Selected: ${SUBMITTED}` });
  await expect(submitted).toBeChecked();
  await expect(submitted).toBeDisabled();
  const late = dialog.getByRole('checkbox', { name: `Selected: ${LATE}` });
  await expect(late).toBeChecked();
  await late.uncheck();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const deadline = dialog.getByLabel(`Deadline: ${LATE}`);
  await expect(dialog.getByText('Required')).toBeVisible();
  const day = toProjectDate(new Date(Date.now() + 10 * DAY_MS))
    .toISOString()
    .slice(0, 10);
  await deadline.fill(day);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  // Scoring has started (the road map offers Complete next) and the late supplier's answers are outstanding.
  const roadMap = page.getByRole('region', { name: 'Road Map' });
  await expect(roadMap.getByRole('button', { name: roadMapButtonLabel('SCORING', 'RFP') ?? '' })).toBeVisible();
  const outstanding = page.getByRole('status', { name: 'Answers are outstanding' });
  await expect(outstanding).toContainText(LATE);
  await expect(outstanding).not.toContainText(SUBMITTED);
  await page.goto(`/projects/${projectId}/scoring`);
  await expect(page.getByRole('status', { name: 'Answers are outstanding' })).toContainText(LATE);

  const { projectProducts } = await graphql<{ projectProducts: Array<{ id: string; name: string }> }>(
    page.request,
    'query Suppliers($projectId: ID!) { projectProducts(projectId: $projectId) { id name } }',
    { projectId },
  );
  const productId = projectProducts.find((product) => product.name === LATE)?.id ?? '';

  const supplier = await (await browser.newContext()).newPage();
  await signInAs(supplier, 'supplier@acme.example');
  await supplier.goto(`/invite-to-project/${projectId}/questions/${productId}`);
  await expect(supplier.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await supplier.getByRole('searchbox', { name: 'Search Questions' }).fill('Describe your data-retention policy');
  const question = supplier.getByRole('group', { name: 'Describe your data-retention policy', exact: true });
  await question.getByRole('textbox').first().fill('Kept for five years, then deleted.');
  await expect(question.getByRole('status', { name: 'Answer state' })).toContainText('Saved');
  await supplier.context().close();
});
