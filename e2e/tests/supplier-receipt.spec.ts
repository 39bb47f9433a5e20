import { expect, test } from '@playwright/test';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { graphql } from '../support/graphql.js';
import { signInAs, signOut } from '../support/session.js';

/** The demo supplier's product whose answers to the demo RFP awaiting answers are submitted (seed). */
const PRODUCT = 'Acme Talent Suite';
const RECEIPT = /Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T by Sam Supplier/;

// Reads only: the seeded submission stays as the demo has it.
test('the supplier keeps the receipt of its submitted answers, and the broker sees them submitted', async ({
  page,
}) => {
  await signInAs(page, 'supplier@acme.example');
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    page.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: ANSWERING_PROJECT },
  );
  const projectId = projects.results.find((project) => project.name === ANSWERING_PROJECT)?.id ?? '';
  const { supplierProject } = await graphql<{
    supplierProject: { products: Array<{ id: string; productName: string }> };
  }>(page.request, 'query Project($id: ID!) { supplierProject(id: $id) { products { id productName } } }', {
    id: projectId,
  });
  const productId = supplierProject.products.find((product) => product.productName === PRODUCT)?.id ?? '';

  await page.goto(`/invite-to-project/${projectId}/questions/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: ANSWERING_PROJECT })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: RECEIPT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answers' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: RECEIPT })).toBeVisible();
  await signOut(page);

  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/${projectId}/products`);
  const row = page
    .getByRole('table', { name: 'Suppliers' })
    .getByRole('row', { name: new RegExp(`Acme Software — ${PRODUCT}`) });
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText(RECEIPT);

  await page.goto(`/projects/${projectId}/dashboard`);
  const scoring = page.getByRole('region', { name: 'Scoring' });
  await expect(scoring).toContainText(/\d+ of \d+ accepted suppliers have submitted answers/);
  await expect(scoring.getByRole('listitem').filter({ hasText: PRODUCT })).toContainText('Answers submitted');
});
