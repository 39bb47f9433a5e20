import { describe, expect, it } from 'vitest';
import { aiSearches, projectProducts } from '../../src/db/schema/index.js';
import { AI_OPS, aiScene, type SearchShape } from '../ai/ai-support.js';
import { insertVendor } from '../suppliers/suppliers-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** A project with a finished supplier search of `count` suggestions, every other one already in the project. */
async function searchedProject(count: number) {
  const db = testApp.running.app.db;
  const scene = await aiScene(testApp);
  const vendor = await insertVendor(db, {
    products: Array.from({ length: count }, (_, index) => ({ name: `Suggested ${index}` })),
  });
  await db.insert(aiSearches).values({
    projectId: scene.project.id,
    companyId: scene.company.id,
    type: 'PRODUCTS',
    keyword: 'suggested',
    status: 'SUCCESS',
    results: vendor.products.map((product) => ({
      productId: product.id,
      name: product.name,
      email: '',
      contactName: '',
      industry: '',
      purpose: 'Named after the keyword.',
      relatedLinks: [],
    })),
  });
  const added = vendor.products.filter((_, index) => index % 2 === 0);
  await db.insert(projectProducts).values(
    added.map((product) => ({
      projectId: scene.project.id,
      productId: product.id,
      participationStatus: 'DRAFT' as const,
    })),
  );
  return scene;
}

describe('SQL statements of the AI search card do not grow with the suggestions', () => {
  it('a supplier search of 1 and of 10 suggestions, with the project’s allowances', async () => {
    const page = async (count: number) => {
      const scene = await searchedProject(count);
      const search = await statementsOf<{ aiSearch: SearchShape }>(testApp, scene.client, AI_OPS.search, {
        projectId: scene.project.id,
        type: 'PRODUCTS',
      });
      const allowances = await statementsOf(testApp, scene.client, AI_OPS.allowances, { id: scene.project.id });
      expect(search.data.aiSearch.products).toHaveLength(count);
      expect(search.data.aiSearch.products.filter((row) => row.isAdded)).toHaveLength(Math.ceil(count / 2));
      return { statements: [...search.statements, ...allowances.statements] };
    };
    const [small, large] = [await page(1), await page(10)];
    expectConstantStatements('AI supplier search', { rows: 1, ...small }, { rows: 10, ...large }, 7);
  });
});
