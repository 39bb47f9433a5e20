import type { Page } from '@playwright/test';
import { graphql } from './graphql.js';
import { signInAs } from './session.js';

const SUPPLIER = 'supplier@acme.example';
const BROKER = 'pm@northwind.example';
/** The demo RFP awaiting answers (seed). */
export const ANSWERING_PROJECT = 'HR Platform RFP 2026 — Awaiting Answers';
const PROJECT = ANSWERING_PROJECT;
/** The demo supplier's product whose answers to the demo RFP awaiting answers are submitted (seed, with a receipt). */
export const SUBMITTED_PRODUCT = 'Acme Talent Suite';

/**
 * Signs the demo supplier in and opens the questionnaire of its submitted product (the seed's, left as it is); answers
 * the project id.
 */
export async function openSubmittedQuestionnaire(page: Page): Promise<string> {
  await signInAs(page, SUPPLIER);
  const { projects } = await graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
    page.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name } } }',
    { keyword: PROJECT },
  );
  const projectId = projects.results.find((project) => project.name === PROJECT)?.id ?? '';
  const { supplierProject } = await graphql<{
    supplierProject: { products: Array<{ id: string; productName: string }> };
  }>(page.request, 'query Project($id: ID!) { supplierProject(id: $id) { products { id productName } } }', {
    id: projectId,
  });
  const productId = supplierProject.products.find((product) => product.productName === SUBMITTED_PRODUCT)?.id ?? '';
  await page.goto(`/invite-to-project/${projectId}/questions/${productId}`);
  return projectId;
}

/**
 * The broker adds one of the demo supplier's products to the RFP awaiting answers (invited at once) and the supplier
 * accepts, so that a journey answers a participation of its own (the seeded ones stay as the demo has them). Answers
 * the project id and the participation (project product) id.
 */
export async function acceptedParticipation(brokerPage: Page, supplierPage: Page, product: string) {
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
      { projectId, keyword: product },
    ).then(({ vendorDirectory }) => vendorDirectory.find((row) => row.name === product));
  const listed = await directory();
  await graphql(
    brokerPage.request,
    'mutation Add($projectId: ID!, $products: [SupplierProductInput!]!) { addProjectSuppliers(projectId: $projectId, products: $products) }',
    { projectId, products: [{ id: listed?.id, purpose: 'An add-on for the HR platform.' }] },
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
