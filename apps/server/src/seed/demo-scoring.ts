import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import {
  answerNotes,
  answerRatings,
  answers,
  branchQuestionWeights,
  products,
  projectProducts,
  projectQuestions,
  users,
} from '../db/schema/index.js';
import { DEMO_ANSWERING_PROJECT } from './demo-answers.js';

/**
 * What one scorer has given in one scope, by question label: weights above the default 1, ratings (spec 2 §9: -1 No
 * Rate, 0 Failed, 1–5) and notes by product name.
 */
export interface DemoScoreSheet {
  weights?: Record<string, number>;
  ratings: Record<string, Record<string, number>>;
  notes?: Record<string, Record<string, string>>;
}

/** Where a sheet is kept: a branch, or the project's shared scoring (null), and who gave it. */
export interface DemoScoringScope {
  branchId: string | null;
  by: string;
}

/** The project manager's ratings of the RFP awaiting answers so far, its two weighted questions among them. */
const AWAITING_SHEET: DemoScoreSheet = {
  weights: { 'Do you support single sign-on with SAML 2.0?': 3, 'Per-employee-per-month fee': 5 },
  ratings: {
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
  },
};

/**
 * Writes a score sheet into a project: the weights (the questions' own in the shared scoring, the branch's
 * otherwise), then the ratings and notes of the submitted answers of the products named.
 */
export async function scoreDemoProject(
  tx: Database,
  projectId: string,
  sheet: DemoScoreSheet,
  scope: DemoScoringScope,
): Promise<void> {
  const questions = await tx
    .select({ id: projectQuestions.id, definition: projectQuestions.definition })
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, projectId));
  for (const question of questions) {
    const weight = sheet.weights?.[question.definition.label];
    if (!weight) continue;
    if (scope.branchId === null) {
      await tx.update(projectQuestions).set({ weight }).where(eq(projectQuestions.id, question.id));
    } else {
      await tx
        .insert(branchQuestionWeights)
        .values({ branchId: scope.branchId, questionId: question.id, weight, updatedBy: scope.by });
    }
  }
  const named = [...new Set([...Object.keys(sheet.ratings), ...Object.keys(sheet.notes ?? {})])];
  if (named.length === 0) return;
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
        eq(projectProducts.projectId, projectId),
        isNotNull(projectProducts.answersSubmittedAt),
        inArray(products.name, named),
      ),
    );
  const given = <Value>(table: Record<string, Record<string, Value>> | undefined) =>
    submitted.flatMap((row) => {
      const value = table?.[row.product]?.[row.definition.label];
      const { answerId, projectProductId } = row;
      return value === undefined ? [] : [{ answerId, projectProductId, branchId: scope.branchId, value }];
    });
  const ratings = given(sheet.ratings).map(({ value, ...row }) => ({ ...row, rating: value, ratedBy: scope.by }));
  if (ratings.length > 0) await tx.insert(answerRatings).values(ratings);
  const notes = given(sheet.notes).map(({ value, ...row }) => ({ ...row, notes: value, updatedBy: scope.by }));
  if (notes.length > 0) await tx.insert(answerNotes).values(notes);
}

/**
 * Scoring in the demo (spec 2 §4: available in AWAITING once a product has submitted): the RFP awaiting answers has
 * two weighted questions and the two submitted products part-rated by the project manager, so its dashboard's
 * Scoring widget and statistics show real figures.
 */
export async function seedDemoScoring(tx: Database, seeded: readonly ProjectRow[]): Promise<void> {
  const project = seeded.find((row) => row.name === DEMO_ANSWERING_PROJECT);
  const [pm] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'pm@northwind.example'));
  if (!project || !pm) return;
  await scoreDemoProject(tx, project.id, AWAITING_SHEET, { branchId: null, by: pm.id });
}
