import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projectQuestions } from '../../src/db/schema/index.js';
import {
  COMPARISON_OPERATIONS,
  type ComparisonGridShape,
  comparisonInput,
  createComparison,
} from '../comparisons/comparisons-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type ScoredScene, scoredSceneWith } from './scored-scene.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/** Issue 34 joins the statement-count rule: the comparison list and grid cost as much for many products as few. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** `count` comparisons of every accepted product and approved question of the scene's project. */
async function compareAll({ scene }: ScoredScene, count: number) {
  const projectId = scene.broker.project.id;
  const [productRows, questionRows] = await Promise.all([
    db().select({ id: projectProducts.id }).from(projectProducts).where(eq(projectProducts.projectId, projectId)),
    db()
      .select({ id: projectQuestions.id, sectionId: projectQuestions.sectionId })
      .from(projectQuestions)
      .where(
        and(
          eq(projectQuestions.projectId, projectId),
          eq(projectQuestions.isPrivate, false),
          eq(projectQuestions.status, 'APPROVED'),
        ),
      ),
  ]);
  const bySection = new Map<string, string[]>();
  for (const row of questionRows) bySection.set(row.sectionId, [...(bySection.get(row.sectionId) ?? []), row.id]);
  const input = comparisonInput(scene, {
    productIds: productRows.map((row) => row.id),
    sections: [...bySection].map(([sectionId, questionIds]) => ({ sectionId, questionIds })),
    showNotes: true,
  });
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(dataOf(await createComparison(scene.broker.client, { ...input, name: `All ${index}` })).createComparison);
  }
  return { projectId, ids, rows: productRows.length * questionRows.length * count };
}

describe('comparisons: statements do not grow with products, questions or comparisons', () => {
  it('lists comparisons with their products and opens one with answers, ratings, notes and scores', async () => {
    const [smallScene, largeScene] = [await scoredSceneWith(testApp, 0, 0), await scoredSceneWith(testApp, 3, 50)];
    const [few, many] = [await compareAll(smallScene, 1), await compareAll(largeScene, 5)];
    const client = (compared: typeof few) => (compared === few ? smallScene : largeScene).scene.broker.client;
    const list = (compared: typeof few) =>
      statementsOf<{ comparisons: { total: number } }>(testApp, client(compared), COMPARISON_OPERATIONS.list, {
        filter: { projectId: compared.projectId },
      });
    const [smallList, largeList] = [await list(few), await list(many)];
    expect(largeList.data.comparisons.total).toBe(5);
    // The session, the project with the owner flag, the page with its total, the products of the page.
    expectConstantStatements('comparison list', { rows: few.rows, ...smallList }, { rows: many.rows, ...largeList }, 4);
    const grid = (compared: typeof few) =>
      statementsOf<ComparisonGridShape>(testApp, client(compared), COMPARISON_OPERATIONS.grid, {
        projectId: compared.projectId,
        id: compared.ids[0],
      });
    const [smallGrid, largeGrid] = [await grid(few), await grid(many)];
    expect(largeGrid.data.comparisonGrid.products).toHaveLength(4);
    // The session, the project, the comparison with its selection, the questions, products, answers and scores.
    expectConstantStatements('comparison grid', { rows: few.rows, ...smallGrid }, { rows: many.rows, ...largeGrid }, 7);
  });
});
