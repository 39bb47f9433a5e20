import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerRatings, answers, projectProducts, projectQuestions } from '../../src/db/schema/index.js';
import { insertQuestionnaire } from '../questions/questions-support.js';
import { SCORING_OPERATIONS, type ScoringRead, scoringScene, textAnswer } from '../scoring/scoring-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/** Issue 33 joins the statement-count rule: the scoring read costs as much for many products and questions as few. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** The scoring scene grown by `products` more submitted products and `questions` approved questions, all answered. */
async function sceneWith(extraProducts: number, extraQuestions: number) {
  const scene = await scoringScene(testApp);
  const projectId = scene.broker.project.id;
  if (extraQuestions > 0) {
    await insertQuestionnaire(db(), projectId, scene.broker.owner.id, 5, extraQuestions / 5);
    await db().update(projectQuestions).set({ status: 'APPROVED' }).where(eq(projectQuestions.projectId, projectId));
  }
  for (let index = 0; index < extraProducts; index += 1) {
    const supplier = await buildSupplier(testApp, [`Extra ${index}`]);
    await inviteProduct(testApp, projectId, supplier.products[0]?.id ?? '', 'ACCEPTED');
  }
  const productRows = await db()
    .update(projectProducts)
    .set({ answersSubmittedAt: new Date() })
    .where(eq(projectProducts.projectId, projectId))
    .returning({ id: projectProducts.id });
  const questionRows = await db()
    .select({ id: projectQuestions.id })
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, projectId));
  const written = await db()
    .insert(answers)
    .values(
      productRows.flatMap((product) =>
        questionRows.map((question) => ({
          projectProductId: product.id,
          questionId: question.id,
          notApplicable: true,
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: answers.id, projectProductId: answers.projectProductId });
  await db()
    .insert(answerRatings)
    .values(
      written
        .filter((_, index) => index % 2 === 0)
        .map((row) => ({ answerId: row.id, projectProductId: row.projectProductId, rating: 3 })),
    );
  return { scene, rows: productRows.length * questionRows.length };
}

describe('scoring: statements do not grow with products or questions', () => {
  it('reads the scoring data with ratings, weights, notes and scores', async () => {
    const [few, many] = [await sceneWith(0, 0), await sceneWith(3, 50)];
    const run = ({ scene }: Awaited<ReturnType<typeof sceneWith>>) =>
      statementsOf<ScoringRead>(testApp, scene.broker.client, SCORING_OPERATIONS.scoring, {
        projectId: scene.broker.project.id,
      });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.scoring.products).toHaveLength(4);
    expect(large.data.scoring.ratedAnswers).toBeGreaterThan(100);
    // The session, the project with the owner flag, the questions, the products, the answers with ratings and notes.
    expectConstantStatements('scoring', { rows: few.rows, ...small }, { rows: many.rows, ...large }, 5);
  });

  it('saves a rating in 3 statements', async () => {
    const { scene } = await sceneWith(3, 50);
    const { data, statements } = await statementsOf<{ setRating: { rating: number } }>(
      testApp,
      scene.broker.client,
      SCORING_OPERATIONS.setRating,
      { input: { ...textAnswer(scene), rating: 4 } },
    );
    expect(data.setRating.rating).toBe(4);
    // The session; the project with the owner flag and the answer with what decides whether it is scored; the upsert.
    expect(statements).toHaveLength(3);
  });
});
