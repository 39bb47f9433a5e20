import type { ScoringType } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { answerRatings, answers, branches, branchMembers } from '../../src/db/schema/index.js';
import type { TestApp } from '../support/test-app.js';

/** A product's answer to a question. */
export interface AnswerKey {
  projectProductId: string;
  questionId: string;
}

/** Stores a rating straight into the database (a scene's fixture, not the API under test). */
export async function storeRating(testApp: TestApp, key: AnswerKey, rating: number, branchId: string | null = null) {
  const db = testApp.running.app.db;
  const [answer] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.projectProductId, key.projectProductId), eq(answers.questionId, key.questionId)));
  if (!answer) throw new Error(`No answer to rate for question ${key.questionId}`);
  await db
    .insert(answerRatings)
    .values({ answerId: answer.id, projectProductId: key.projectProductId, branchId, rating });
  return answer.id;
}

/** The ratings kept of a product's answer to a question, in every scope. */
export async function ratingsOf(testApp: TestApp, key: AnswerKey) {
  return testApp.running.app.db
    .select({ branchId: answerRatings.branchId, rating: answerRatings.rating })
    .from(answerRatings)
    .innerJoin(answers, eq(answers.id, answerRatings.answerId))
    .where(and(eq(answers.projectProductId, key.projectProductId), eq(answers.questionId, key.questionId)));
}

/** A branch of the project with its creator as its one member (branches CRUD is another part's). */
export async function insertBranch(
  testApp: TestApp,
  projectId: string,
  createdBy: string,
  scoringType: ScoringType = 'NUMBERS',
) {
  const db = testApp.running.app.db;
  const [branch] = await db
    .insert(branches)
    .values({ projectId, createdBy, scoringType })
    .returning({ id: branches.id });
  if (!branch) throw new Error('No branch inserted');
  await db.insert(branchMembers).values({ branchId: branch.id, userId: createdBy });
  return branch.id;
}
