import {
  ProductAnswersDocument,
  type ProductAnswersQuery,
  SimilarQuestionsDocument,
  type SimilarQuestionsQuery,
} from '@shortlist/web/documents';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { projectQuestions } from '../../src/db/schema/index.js';
import { earlierProject } from '../answers/answer-reuse-support.js';
import { ANSWER_OPERATIONS, type AnsweringScene, answeringScene, save } from '../answers/answers-support.js';
import { insertQuestionnaire } from '../questions/questions-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 15 joins issue 12's statement-count rule: the supplier's questionnaire and an answer save issue as many
 * statements over a few questions as over many.
 */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/** The answering scene, grown by `extra` approved questions (in 5 sections), every one answered. */
async function sceneWith(extra: number) {
  const scene = await answeringScene(testApp);
  if (extra > 0) {
    await insertQuestionnaire(db(), scene.broker.project.id, scene.broker.owner.id, 5, extra / 5);
    await db()
      .update(projectQuestions)
      .set({ status: 'APPROVED' })
      .where(eq(projectQuestions.projectId, scene.broker.project.id));
  }
  const questions = await db()
    .select({ id: projectQuestions.id })
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, scene.broker.project.id));
  for (const question of questions) {
    await save(scene.supplier.client, scene, question.id, { notApplicable: true, notApplicableDescription: 'n/a' });
  }
  return { scene, questions: questions.length };
}

const ids = (scene: AnsweringScene) => ({ projectId: scene.broker.project.id, productId: scene.invitation.row.id });

describe('answering: statements do not grow with the questions', () => {
  it('opens the questionnaire with its answers', async () => {
    const [few, many] = [await sceneWith(0), await sceneWith(100)];
    const run = ({ scene }: { scene: AnsweringScene }) =>
      statementsOf<{ supplierQuestionnaire: { progress: { total: number } } }>(
        testApp,
        scene.supplier.client,
        ANSWER_OPERATIONS.questionnaire,
        ids(scene),
      );
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.supplierQuestionnaire.progress.total).toBeGreaterThan(100);
    // The session, the invitation, the questionnaire's version (its skeleton is kept in memory), the answers.
    expectConstantStatements('questionnaire', { rows: few.questions, ...small }, { rows: many.questions, ...large }, 4);
  });

  it('saves a changed answer', async () => {
    const [few, many] = [await sceneWith(0), await sceneWith(100)];
    const run = async ({ scene }: { scene: AnsweringScene }) => {
      // The session's once-a-minute touch falls on this first save; the measured one changes version 2 to 3.
      await save(scene.supplier.client, scene, scene.questions.text, { value: 'First' }, 1);
      const statements: string[] = [];
      const stop = testApp.running.database.observeStatements((sql) => statements.push(sql));
      try {
        const result = await save(scene.supplier.client, scene, scene.questions.text, { value: 'Second' }, 2);
        expect(result.data?.saveAnswer.answer?.version).toBe(3);
      } finally {
        stop();
      }
      return { statements };
    };
    const [small, large] = [await run(few), await run(many)];
    expectConstantStatements('answer save', { rows: few.questions, ...small }, { rows: many.questions, ...large }, 3);
  });

  it('reads a product’s answers for the buy side (the suppliers tab’s View Answers)', async () => {
    const [few, many] = [await sceneWith(0), await sceneWith(100)];
    const run = ({ scene }: { scene: AnsweringScene }) =>
      statementsOf<ProductAnswersQuery>(testApp, scene.broker.client, print(ProductAnswersDocument), ids(scene));
    const [small, large] = [await run(few), await run(many)];
    const questions = large.data.productAnswers.sections.flatMap((section) => section.questions);
    expect(questions.filter((question) => question.answer !== null).length).toBeGreaterThan(100);
    // The session, then the project with the product, then the questions with their answers.
    expectConstantStatements(
      'productAnswers',
      { rows: few.questions, ...small },
      { rows: many.questions, ...large },
      3,
    );
  });

  it('opens the Similar Questions drawer over few or many of the supplier’s earlier answers', async () => {
    /** A supplier with `projects` earlier projects, each with `labels` answered questions like 'Company name'. */
    const supplierWith = async (projects: number, labels: number) => {
      const scene = await answeringScene(testApp);
      const similar = Array.from({ length: labels }, (_, index) => `Company name ${index}`);
      for (let project = 0; project < projects; project += 1) await earlierProject(testApp, scene, similar);
      return { scene, rows: projects * labels };
    };
    const [few, many] = [await supplierWith(1, 2), await supplierWith(3, 30)];
    const run = ({ scene }: { scene: AnsweringScene }) =>
      statementsOf<SimilarQuestionsQuery>(testApp, scene.supplier.client, print(SimilarQuestionsDocument), {
        ...ids(scene),
        questionId: scene.questions.text,
      });
    const [small, large] = [await run(few), await run(many)];
    expect(large.data.relatedAnswers).toHaveLength(20);
    // The session; the question with the participation, then the related answers; the participation, then the
    // previous answers.
    expectConstantStatements('similar questions', { rows: few.rows, ...small }, { rows: many.rows, ...large }, 5);
  });
});
