import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CSRF_HEADER } from '@shortlist/domain';
import { signInAs } from '../support/session.js';

const SUPPLIER = 'supplier@acme.example';
const BROKER = 'pm@northwind.example';
/** The demo RFP awaiting answers (seed), in which the broker invites a product of the demo supplier of its own. */
const PROJECT = 'HR Platform RFP 2026 — Awaiting Answers';
const PRODUCT = 'Acme Wellbeing';
const OFFLINE_NOTICE =
  'You are offline. Your answers are kept in this browser and will be saved when the connection returns.';

async function graphql<Data>(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/api/graphql', { headers: { [CSRF_HEADER]: '1' }, data: { query, variables } });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * The broker invites the demo supplier's Acme Wellbeing to the RFP awaiting answers and the supplier accepts, so this
 * journey answers a participation of its own (the seeded ones stay as the demo has them). Answers the project id and
 * the participation (project product) id.
 */
async function acceptedParticipation(brokerPage: Page, supplierPage: Page) {
  await signInAs(brokerPage, BROKER);
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    brokerPage.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: PROJECT },
  );
  const projectId = projects.results.find((project) => project.name === PROJECT)?.id ?? '';
  const directory = () =>
    graphql<{ vendorDirectory: Array<{ id: string; name: string; projectProductId: string | null }> }>(
      brokerPage.request,
      `query Directory($projectId: ID!, $keyword: String) {
        vendorDirectory(projectId: $projectId, filter: { keyword: $keyword }) { id name projectProductId } }`,
      { projectId, keyword: PRODUCT },
    ).then(({ vendorDirectory }) => vendorDirectory.find((product) => product.name === PRODUCT));
  const product = await directory();
  await graphql(
    brokerPage.request,
    'mutation Add($projectId: ID!, $products: [SupplierProductInput!]!) { addProjectSuppliers(projectId: $projectId, products: $products) }',
    { projectId, products: [{ id: product?.id, purpose: 'Wellbeing add-on for the HR platform.' }] },
  );
  const productId = (await directory())?.projectProductId ?? '';
  await signInAs(supplierPage, SUPPLIER);
  await graphql(
    supplierPage.request,
    'mutation Accept($projectId: ID!, $productId: ID!) { acceptProjectInvitation(projectId: $projectId, productId: $productId) { id } }',
    { projectId, productId },
  );
  return { projectId, productId };
}

/** The question of this label, found with the keyword search (the list renders only the rows near the view). */
async function question(page: Page, label: string) {
  await page.getByRole('searchbox', { name: 'Search Questions' }).fill(label);
  const group = page.getByRole('group', { name: label });
  await expect(group).toBeVisible();
  return group;
}

const answerState = (group: ReturnType<Page['getByRole']>) => group.getByRole('status', { name: 'Answer state' });

test('a supplier answers the questionnaire with autosave, and nothing typed offline is lost', async ({
  page,
  browser,
}) => {
  const broker = await browser.newContext();
  const { projectId, productId } = await acceptedParticipation(await broker.newPage(), page);
  await broker.close();

  await page.goto(`/invite-to-project/${projectId}/preview/${productId}`);
  await page.getByRole('link', { name: 'Answer Questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/invite-to-project/${projectId}/questions/${productId}$`));
  await expect(page).toHaveTitle(/Supplier Questions/);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('0%');

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);

  // Text, number, Yes/No with its comment and a list choice, each saved on its own.
  const name = await question(page, 'Legal name of your company');
  await name.getByRole('textbox', { name: 'Legal name of your company' }).fill('Acme Wellbeing Ltd');
  await expect(answerState(name)).toContainText('Saved');

  const employers = await question(page, 'How many employers do you administer benefits for today?');
  await employers.getByRole('textbox').fill('320');
  await expect(answerState(employers)).toContainText('Saved');

  const sso = await question(page, 'Do you support single sign-on with SAML 2.0?');
  await sso.getByRole('radio', { name: 'Yes' }).check();
  await expect(answerState(sso)).toContainText('Draft');
  await sso.getByRole('textbox', { name: 'Yes, SAML 2.0' }).fill('Okta and Azure AD');
  await expect(answerState(sso)).toContainText('Saved');

  const support = await question(page, 'How is your support team organised?');
  await support.getByRole('radio', { name: 'Pooled support team' }).check();
  await expect(answerState(support)).toContainText('Saved');
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('36%');

  await page.reload();
  await expect(
    (await question(page, 'Legal name of your company')).getByRole('textbox', { name: 'Legal name of your company' }),
  ).toHaveValue('Acme Wellbeing Ltd');
  await expect(
    (await question(page, 'How many employers do you administer benefits for today?')).getByRole('textbox'),
  ).toHaveValue(/320/);
  const ssoAgain = await question(page, 'Do you support single sign-on with SAML 2.0?');
  await expect(ssoAgain.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(ssoAgain.getByRole('textbox', { name: 'Yes, SAML 2.0' })).toHaveValue('Okta and Azure AD');
  await expect(
    (await question(page, 'How is your support team organised?')).getByRole('radio', { name: 'Pooled support team' }),
  ).toBeChecked();

  // Offline: the page says so, keeps what is typed, and saves it once the connection is back.
  const website = await question(page, 'Link to your company website');
  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await website.getByRole('textbox').fill('https://wellbeing.acme.example');
  await website.getByRole('textbox').blur();
  await expect(answerState(website)).toContainText('Draft');
  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await expect(answerState(website)).toContainText('Saved');
  await page.reload();
  const websiteAgain = await question(page, 'Link to your company website');
  await expect(websiteAgain.getByRole('textbox')).toHaveValue('https://wellbeing.acme.example');
  await expect(answerState(websiteAgain)).toContainText('Saved');
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('45%');

  // Typed offline and reloaded the moment the connection returns: the browser's copy is shown and saved.
  const fee = await question(page, 'Per-employee-per-month fee');
  await page.context().setOffline(true);
  await fee.getByRole('textbox').fill('4.5');
  await expect(answerState(fee)).toContainText('Draft');
  await page.context().setOffline(false);
  await page.reload();
  const feeAgain = await question(page, 'Per-employee-per-month fee');
  await expect(feeAgain.getByRole('textbox')).toHaveValue('4.5');
  await expect(answerState(feeAgain)).toContainText('Saved');
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('54%');
});
