import { expect, type Page, test } from '@playwright/test';
import { SUPPLIER_RESULT_TEXTS, WINNER_TEXTS } from '@shortlist/domain';
import { ANSWERING_PROJECT } from '../support/answering.js';
import { graphql } from '../support/graphql.js';
import { signInAs, signOut } from '../support/session.js';

// The last journey (file order): it completes the demo RFP awaiting answers, which the journeys before it answer.
const WINNER = 'Acme Talent Suite';
/** The demo supplier's other accepted product, whose answers are not submitted: it cannot win, and hears it lost. */
const LOSER = 'Acme People HRIS';
/** The competing supplier's product, submitted and offered, but not chosen. */
const COMPETITOR = 'Globex Enrol';

/** The signed-in supplier's result screen of one product (its invitation preview). */
async function resultOf(page: Page, projectId: string, product: string) {
  const { supplierProject } = await graphql<{
    supplierProject: { products: Array<{ id: string; productName: string }> };
  }>(page.request, 'query Project($id: ID!) { supplierProject(id: $id) { products { id productName } } }', {
    id: projectId,
  });
  const productId = supplierProject.products.find((row) => row.productName === product)?.id ?? '';
  await page.goto(`/invite-to-project/${projectId}/preview/${productId}`);
  return page.getByRole('region', { name: SUPPLIER_RESULT_TEXTS.title });
}

test('the project manager selects the winner; the winning and a losing supplier each see their result', async ({
  page,
}) => {
  await signInAs(page, 'pm@northwind.example');
  await page.goto(`/projects/search?search=${encodeURIComponent(ANSWERING_PROJECT)}`);
  await page.getByRole('link', { name: ANSWERING_PROJECT, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);
  const projectId = /\/projects\/([^/]+)\/dashboard$/.exec(page.url())?.[1] ?? '';

  await page.getByRole('button', { name: 'Start Scoring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Complete' })).toBeVisible();

  await page.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog', { name: WINNER_TEXTS.title });
  const submit = dialog.getByRole('button', { name: WINNER_TEXTS.submit });
  await expect(submit).toBeDisabled();
  // Only accepted products with submitted answers are offered.
  await expect(dialog.getByRole('checkbox', { name: new RegExp(LOSER) })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`${COMPETITOR} · Score \\d+$`) })).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(`${WINNER} · Score \\d+$`) }).check();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Move To Archive' })).toBeVisible();
  await signOut(page);

  await signInAs(page, 'supplier@acme.example');
  const won = await resultOf(page, projectId, WINNER);
  await expect(won).toContainText(SUPPLIER_RESULT_TEXTS.winner);
  const lost = await resultOf(page, projectId, LOSER);
  await expect(lost).toContainText(SUPPLIER_RESULT_TEXTS.notWinner);
  await expect(lost).not.toContainText(SUPPLIER_RESULT_TEXTS.winner);
  await signOut(page);

  await signInAs(page, 'grace@globex.example');
  const competitor = await resultOf(page, projectId, COMPETITOR);
  await expect(competitor).toContainText(SUPPLIER_RESULT_TEXTS.notWinner);
  await expect(competitor).not.toContainText(SUPPLIER_RESULT_TEXTS.winner);
});
