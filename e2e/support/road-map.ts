import { expect, type Page } from '@playwright/test';
import { graphql } from './graphql.js';

/** Presses a road-map button (Move To Review, Publish Project, …) and confirms the transition in its dialog. */
export async function confirmRoadMap(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

interface ListedProject {
  id: string;
  name: string;
  status: string;
}

/**
 * Set-up with the signed-in page's session: moves a demo project from Draft to In Review, where its Questions and
 * Suppliers tabs are (spec 2 §2, spec 3 §2: not in Draft). Journeys share one database, so whichever journey comes
 * first moves it and the later ones find it In Review already.
 */
export async function ensureInReview(page: Page, name: string) {
  const { projects } = await graphql<{ projects: { results: ListedProject[] } }>(
    page.request,
    'query Projects($keyword: String) { projects(filter: { keyword: $keyword }) { results { id name status } } }',
    { keyword: name },
  );
  const project = projects.results.find((candidate) => candidate.name === name);
  if (!project) throw new Error(`No project ${name}`);
  if (project.status !== 'DRAFT') return;
  await graphql(page.request, 'mutation Move($id: ID!) { updateProjectStatus(id: $id, status: IN_REVIEW) { id } }', {
    id: project.id,
  });
}
