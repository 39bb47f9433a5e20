import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 34 joins the statement-count rule: the report dialog's choices, for 1 or 6 products. (Asking for a report is
 * not measured here: the job of the unmeasured first request would run during the measured one.)
 */
const testApp = useTestApp(MANY_SIGN_INS);

const CHOICES = `query ReportChoices($projectId: ID!) {
  reportChoices(projectId: $projectId) { scoringType hasClientTables products { id name } } }`;

async function sceneWith(extraProducts: number) {
  const scene = await scoringScene(testApp);
  const projectId = scene.broker.project.id;
  for (let index = 0; index < extraProducts; index += 1) {
    const supplier = await buildSupplier(testApp, [`Extra ${index}`]);
    await inviteProduct(testApp, projectId, supplier.products[0]?.id ?? '', 'ACCEPTED');
  }
  await testApp.running.app.db
    .update(projectProducts)
    .set({ answersSubmittedAt: new Date() })
    .where(eq(projectProducts.projectId, projectId));
  return scene;
}

describe('reports: statements do not grow with products', () => {
  it('reads the dialog’s choices', async () => {
    const [few, many] = [await sceneWith(0), await sceneWith(5)];
    const choices = (scene: Awaited<ReturnType<typeof sceneWith>>) =>
      statementsOf<{ reportChoices: { products: unknown[] } }>(testApp, scene.broker.client, CHOICES, {
        projectId: scene.broker.project.id,
      });
    const [small, large] = [await choices(few), await choices(many)];
    expect(large.data.reportChoices.products).toHaveLength(6);
    // The session, the project with the owner flag, the products, whether there are client tables.
    expectConstantStatements('report choices', { rows: 1, ...small }, { rows: 6, ...large }, 4);
  });
});
