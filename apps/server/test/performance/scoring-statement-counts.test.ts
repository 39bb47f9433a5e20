import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerRatings, projectMembers, projectProducts } from '../../src/db/schema/index.js';
import { type CalibrationShape, CONSENSUS_OPERATIONS, setIntegrity } from '../scoring/consensus-support.js';
import { insertBranch } from '../scoring/ratings-support.js';
import { SCORING_OPERATIONS, type ScoringRead, textAnswer } from '../scoring/scoring-support.js';
import {
  type Sensitivity,
  turnWinnerSensitivityOn,
  WINNER_SENSITIVITY,
} from '../scoring/winner-sensitivity-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type ScoredScene, scoredSceneWith } from './scored-scene.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/** Issue 33 joins the statement-count rule: the scoring read costs as much for many products and questions as few. */
const testApp = useTestApp(MANY_SIGN_INS);
const sceneWith = (extraProducts: number, extraQuestions: number) =>
  scoredSceneWith(testApp, extraProducts, extraQuestions);

describe('scoring: statements do not grow with products or questions', () => {
  it('reads the scoring data with ratings, weights, notes and scores', async () => {
    const [few, many] = [await sceneWith(0, 0), await sceneWith(3, 50)];
    const run = ({ scene }: ScoredScene) =>
      statementsOf<ScoringRead>(testApp, scene.broker.client, SCORING_OPERATIONS.scoring, {
        projectId: scene.broker.project.id,
      });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.scoring.products).toHaveLength(4);
    expect(large.data.scoring.ratedAnswers).toBeGreaterThan(100);
    // The session, the project with the owner flag, the questions, the products, the answers with ratings and notes.
    expectConstantStatements('scoring', { rows: few.rows, ...small }, { rows: many.rows, ...large }, 5);
  });

  it('reads what would flip the winner in one grouped statement', async () => {
    const [few, many] = [await sceneWith(0, 0), await sceneWith(3, 50)];
    const run = async ({ scene }: ScoredScene) => {
      await turnWinnerSensitivityOn(testApp, scene.broker.project.id);
      return statementsOf<Sensitivity>(testApp, scene.broker.client, WINNER_SENSITIVITY, {
        projectId: scene.broker.project.id,
      });
    };
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.winnerSensitivity.ranking).toHaveLength(4);
    expect(large.data.winnerSensitivity.sections.length).toBeGreaterThan(small.data.winnerSensitivity.sections.length);
    // The session, the project, the points of each product in each section.
    expectConstantStatements('winner sensitivity', { rows: few.rows, ...small }, { rows: many.rows, ...large }, 3);
  });

  it('reads the calibration (issue 37) in as many statements for many disagreeing answers as for few', async () => {
    const [few, many] = [await sceneWith(0, 0), await sceneWith(3, 50)];
    const run = async ({ scene }: ScoredScene) => {
      const db = testApp.running.app.db;
      const projectId = scene.broker.project.id;
      await setIntegrity(testApp, projectId, { consensus: true });
      await db.insert(projectMembers).values({ projectId, userId: scene.broker.user.id, role: 'PROJECT_MANAGER' });
      // A branch that rated every shared-rated answer 1 where the shared scoring gave 3: all of them disagree.
      const branchId = await insertBranch(testApp, projectId, scene.broker.user.id);
      const shared = await db
        .select({ answerId: answerRatings.answerId, projectProductId: answerRatings.projectProductId })
        .from(answerRatings)
        .innerJoin(projectProducts, eq(projectProducts.id, answerRatings.projectProductId))
        .where(and(eq(projectProducts.projectId, projectId), isNull(answerRatings.branchId)));
      await db.insert(answerRatings).values(shared.map((row) => ({ ...row, branchId, rating: 1 })));
      return statementsOf<CalibrationShape>(testApp, scene.broker.client, CONSENSUS_OPERATIONS.calibration, {
        projectId,
      });
    };
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.calibration.items.length).toBeGreaterThan(100);
    // The session, the project with the owner flag, the ratings in every scope, the consensus records, the items' subjects.
    expectConstantStatements('calibration', { rows: few.rows, ...small }, { rows: many.rows, ...large }, 5);
  });

  it('saves a rating in 6 statements', async () => {
    const { scene } = await sceneWith(3, 50);
    const { data, statements } = await statementsOf<{ setRating: { rating: number } }>(
      testApp,
      scene.broker.client,
      SCORING_OPERATIONS.setRating,
      { input: { ...textAnswer(scene), rating: 4 } },
    );
    expect(data.setRating.rating).toBe(4);
    // The session; the project with the owner flag and the answer with what decides whether it is scored; the upsert.
    // Issue 38 adds the audit entry in the upsert's transaction: the chain's lock, its last hash and the insert (+3);
    // the transaction's begin and commit are not counted (only the PostgreSQL driver reports them).
    const counted = statements.filter((sql) => !/^\s*(begin|commit)\b/i.test(sql));
    expect(counted).toHaveLength(6);
    expect(counted.at(-1)).toMatch(/insert into "audit_entries"/);
  });
});
