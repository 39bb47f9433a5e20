import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import { answerRatings, answers, products, projectProducts, projectQuestions, users } from '../db/schema/index.js';
import { DEMO_ANSWERING_PROJECT } from './demo-answers.js';

/** The questions the buyer weighed above the default 1, by label. */
const WEIGHTS: Record<string, number> = {
  'Do you support single sign-on with SAML 2.0?': 3,
  'Per-employee-per-month fee': 5,
};

/** The ratings the project manager has given so far (spec 2 §9: -1 No Rate, 0 Failed, 1–5), by product and label. */
const RATINGS: Record<string, Record<string, number>> = {
  'Globex Enrol': {
    'Legal name of your company': 5,
    'Do you support single sign-on with SAML 2.0?': 4,
    'Describe your data-retention policy': 3,
    'Per-employee-per-month fee': 4,
    'Link to a short demo of the employee enrolment flow': -1,
  },
  'Acme Talent Suite': {
    'Legal name of your company': 5,
    'Do you support single sign-on with SAML 2.0?': 5,
    'Per-employee-per-month fee': 3,
  },
};

/**
 * Scoring in the demo (spec 2 §4: available in AWAITING once a product has submitted): the RFP awaiting answers has
 * two weighted questions and the two submitted products part-rated by the project manager, so its dashboard's
 * Scoring widget and statistics show real figures.
 */
export async function seedDemoScoring(tx: Database, seeded: readonly ProjectRow[]): Promise<void> {
  const project = seeded.find((row) => row.name === DEMO_ANSWERING_PROJECT);
  const [pm] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'pm@northwind.example'));
  if (!project || !pm) return;
  const questions = await tx
    .select({ id: projectQuestions.id, definition: projectQuestions.definition })
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, project.id));
  for (const question of questions) {
    const weight = WEIGHTS[question.definition.label];
    if (weight) await tx.update(projectQuestions).set({ weight }).where(eq(projectQuestions.id, question.id));
  }
  const submitted = await tx
    .select({
      answerId: answers.id,
      projectProductId: answers.projectProductId,
      product: products.name,
      definition: projectQuestions.definition,
    })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(projectQuestions, eq(projectQuestions.id, answers.questionId))
    .where(
      and(
        eq(projectProducts.projectId, project.id),
        isNotNull(projectProducts.answersSubmittedAt),
        inArray(products.name, Object.keys(RATINGS)),
      ),
    );
  const ratings = submitted.flatMap((row) => {
    const rating = RATINGS[row.product]?.[row.definition.label];
    return rating === undefined
      ? []
      : [{ answerId: row.answerId, projectProductId: row.projectProductId, rating, ratedBy: pm.id }];
  });
  if (ratings.length > 0) await tx.insert(answerRatings).values(ratings);
}
