import { type APIRequestContext, expect, test } from '@playwright/test';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { graphql } from '../support/graphql.js';
import { linkFromMail } from '../support/mailbox.js';
import { signInAs } from '../support/session.js';

/** The broker invites Globex's second product to the RFP awaiting answers; its invitation link carries the hash. */
async function globexInvitationHash(request: APIRequestContext, projectId: string) {
  const { vendorDirectory } = await graphql<{ vendorDirectory: Array<{ id: string; name: string }> }>(
    request,
    `query Directory($projectId: ID!, $keyword: String) {
      vendorDirectory(projectId: $projectId, filter: { keyword: $keyword }) { id name } }`,
    { projectId, keyword: 'Globex Flex Spending' },
  );
  const product = vendorDirectory.find((row) => row.name === 'Globex Flex Spending');
  await graphql(
    request,
    'mutation Add($projectId: ID!, $products: [SupplierProductInput!]!) { addProjectSuppliers(projectId: $projectId, products: $products) }',
    { projectId, products: [{ id: product?.id, purpose: 'Flexible spending accounts.' }] },
  );
  const link = await linkFromMail('sales@globex.example', /invites you to the project/);
  return new URL(link, 'http://localhost').searchParams.get('hash') ?? '';
}

const REPLY = 'Yes: a pilot in one state first is fine.';

test('a supplier asks, the broker publishes it privately with its reply, and a second supplier does not see it', async ({
  page,
  browser,
}) => {
  const question = `Can the pilot start in one state first? (${Date.now()})`;
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await signInAs(broker, 'pm@northwind.example');
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    broker.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: ANSWERING_PROJECT },
  );
  const projectId = projects.results.find((project) => project.name === ANSWERING_PROJECT)?.id ?? '';
  const hash = await globexInvitationHash(broker.request, projectId);

  // The supplier asks; the question waits in review.
  await signInAs(page, 'supplier@acme.example');
  await page.goto(`/invite-to-project/${projectId}/faq`);
  await expect(page).toHaveTitle(/FAQ/);
  await page.getByRole('button', { name: 'Ask a Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for Clarification' });
  await dialog.getByRole('textbox', { name: 'Question' }).fill(question);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const asked = page.getByRole('button', { name: new RegExp(question.replace(/[()?]/g, '\\$&')) });
  await expect(asked).toContainText('in review');

  // The broker finds it on the FAQ tab and publishes it privately, answered in the same step.
  await broker.goto(`/projects/${projectId}/dashboard`);
  await broker.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(broker).toHaveURL(new RegExp(`/projects/${projectId}/faq$`));
  await broker.getByRole('radio', { name: 'Unpublished' }).check();
  await broker.getByRole('searchbox', { name: 'Keywords' }).fill('pilot state');
  await broker.getByRole('button', { name: /Can the pilot start/ }).click();
  await broker.getByRole('button', { name: 'Publish' }).click();
  const publish = broker.getByRole('dialog', { name: 'Are you sure you want to publish the question?' });
  await publish.getByRole('textbox', { name: 'Reply' }).fill(REPLY);
  await publish.getByRole('checkbox', { name: 'Make the question private' }).check();
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();
  await broker.getByRole('radio', { name: 'All' }).check();
  await expect(broker.getByRole('button', { name: /Can the pilot start/ })).toContainText('private');
  await expect(broker.getByRole('button', { name: /Can the pilot start/ })).not.toContainText('no answer');

  // The asker sees it as private; the second supplier, through its invitation link, does not see it at all.
  await page.reload();
  await expect(asked).toContainText('private');
  await asked.click();
  await expect(page.getByText(REPLY)).toBeVisible();
  const globex = await browser.newContext();
  const visitor = await globex.newPage();
  await visitor.goto(`/invite-to-project/${projectId}/faq?hash=${encodeURIComponent(hash)}`);
  await expect(visitor.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(visitor.getByText('Which HRIS systems does the client use today?')).toBeVisible();
  await expect(visitor.getByText(question)).toHaveCount(0);
  await globex.close();
  await brokerContext.close();
});

test('a supplier FAQ the reader does not reach goes home', async ({ page }) => {
  await page.goto(`/invite-to-project/${crypto.randomUUID()}/faq?hash=not-a-token`);
  await expect(page).toHaveURL(/\/$/);
});
