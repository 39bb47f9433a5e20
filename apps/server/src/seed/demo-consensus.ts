import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { answers, consensusRatings, products, projectProducts, projectQuestions } from '../db/schema/index.js';

/** A consensus the demo records: on a product's answer to a question (by label), by a person, with a reason. */
export interface DemoConsensus {
  product: string;
  question: string;
  rating: number;
  reason: string;
  by: { id: string; firstName: string; lastName: string };
}

/** Issue 37 item 4: records an agreed rating on a product's answer in the project (nothing if no such answer). */
export async function seedDemoConsensus(tx: Database, projectId: string, consensus: DemoConsensus): Promise<void> {
  const [answer] = await tx
    .select({ id: answers.id, projectProductId: answers.projectProductId })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(projectQuestions, eq(projectQuestions.id, answers.questionId))
    .where(
      and(
        eq(projectProducts.projectId, projectId),
        eq(products.name, consensus.product),
        eq(sql`${projectQuestions.definition}->>'label'`, consensus.question),
      ),
    );
  if (!answer) return;
  await tx.insert(consensusRatings).values({
    projectId,
    answerId: answer.id,
    projectProductId: answer.projectProductId,
    rating: consensus.rating,
    reason: consensus.reason,
    decidedBy: consensus.by.id,
    decidedByName: `${consensus.by.firstName} ${consensus.by.lastName}`,
  });
}
