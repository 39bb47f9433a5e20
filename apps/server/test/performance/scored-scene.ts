import { eq } from 'drizzle-orm';
import { answerRatings, answers, projectProducts, projectQuestions } from '../../src/db/schema/index.js';
import { insertQuestionnaire } from '../questions/questions-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import type { TestApp } from '../support/test-app.js';

/** The scoring scene grown by `products` more submitted products and `questions` approved questions, all answered. */
export async function scoredSceneWith(testApp: TestApp, extraProducts: number, extraQuestions: number) {
  const db = () => testApp.running.app.db;
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

export type ScoredScene = Awaited<ReturnType<typeof scoredSceneWith>>;
