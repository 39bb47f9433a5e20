import { textSimilarity } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, projects } from '../../src/db/schema/index.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { earlierProject, otherProductOf } from './answer-reuse-support.js';
import { ANSWER, type AnsweringScene, answeringScene, save, TYPED_QUESTIONS } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const REUSED = `projectId projectName definition { type label } answer { ${ANSWER} }`;
const OPERATIONS = {
  related: `query Related($projectId: ID!, $productId: ID!, $questionId: ID!) {
    relatedAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {
      ${REUSED} sectionName similarity } }`,
  previous: `query Previous($projectId: ID!, $productId: ID!, $questionId: ID) {
    previousAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) { questionId ${REUSED} } }`,
} as const;

interface ReusedShape {
  projectId: string;
  projectName: string;
  definition: { type: string; label: string };
  answer: { value: unknown; notApplicable: boolean };
}
type RelatedShape = { relatedAnswers: Array<ReusedShape & { sectionName: string; similarity: number }> };
type PreviousShape = { previousAnswers: Array<ReusedShape & { questionId: string }> };

const asked = (scene: AnsweringScene, questionId: string) => ({
  projectId: scene.broker.project.id,
  productId: scene.invitation.row.id,
  questionId,
});

async function relatedTo(scene: AnsweringScene, questionId = scene.questions.text) {
  return dataOf(await scene.supplier.client.graphql<RelatedShape>(OPERATIONS.related, asked(scene, questionId)))
    .relatedAnswers;
}

const labelsOf = (rows: ReusedShape[]) => rows.map((row) => row.definition.label);

describe('related answers', () => {
  it('ranks the supplier’s answers by label similarity in the database, best first, none under 0.5', async () => {
    const scene = await answeringScene(testApp);
    const labels = ['Company website', 'Registered company name', 'COMPANY NAMES', 'Head count', 'Name of the company'];
    const earlier = await earlierProject(testApp, scene, labels);
    const later = await earlierProject(testApp, scene, ['Company name'], { status: 'COMPLETED' });

    const related = await relatedTo(scene);

    expect(labelsOf(related)).toEqual([
      'Company name',
      'COMPANY NAMES',
      'Name of the company',
      'Registered company name',
    ]);
    for (const row of related) {
      expect(row.similarity).toBeGreaterThanOrEqual(0.5);
      // The browser's twin of pg_trgm gives the same score, so the indicator and the change wording agree.
      expect(row.similarity).toBeCloseTo(textSimilarity(row.definition.label, TYPED_QUESTIONS.text.label), 5);
    }
    expect(related[0]).toMatchObject({
      projectId: later.project.id,
      sectionName: 'Earlier',
      definition: { type: 'STRING' },
      answer: { value: 'Company name answer', notApplicable: false },
      similarity: 1,
    });
    expect(related[1]?.projectId).toBe(earlier.project.id);
  });

  it('answers only the signed-in company’s own answers, from its other products too', async () => {
    const scene = await answeringScene(testApp);
    await earlierProject(testApp, scene, ['Company name'], { productId: await otherProductOf(testApp, scene) });
    const rival = await buildSupplier(testApp, ['Rival Suite']);
    await earlierProject(testApp, scene, ['Company name', 'Company names'], { productId: rival.products[0]?.id ?? '' });

    const related = await relatedTo(scene);

    expect(related.map((row) => row.answer.value)).toEqual(['Company name answer']);
    const rivalAsks = await rival.client.graphql(OPERATIONS.related, asked(scene, scene.questions.text));
    expectNotFound(rivalAsks, 'Question');
  });

  it('leaves out the current project, deleted projects and answers with nothing in them', async () => {
    const scene = await answeringScene(testApp);
    await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Ltd' });
    await earlierProject(testApp, scene, ['Company name'], { status: 'DELETED' });
    const emptied = await earlierProject(testApp, scene, ['Company name']);
    await db().update(answers).set({ value: null }).where(eq(answers.projectProductId, emptied.invitation.row.id));

    expect(await relatedTo(scene)).toEqual([]);
  });

  it('keeps the 20 most similar', async () => {
    const scene = await answeringScene(testApp);
    await earlierProject(
      testApp,
      scene,
      Array.from({ length: 22 }, (_, index) => `Company name ${String.fromCharCode(97 + index)}`),
    );
    expect(await relatedTo(scene)).toHaveLength(20);
  });
});

describe('previous answers', () => {
  /** The scene's project made the next iteration of an earlier one (its base) that the same product answered. */
  async function iteratedScene() {
    const scene = await answeringScene(testApp);
    const base = await earlierProject(testApp, scene, ['COMPANY NAME', 'Head count', 'Company website'], {
      status: 'COMPLETED',
    });
    await db()
      .update(projects)
      .set({ baseProjectId: base.project.id, origin: 'CLONE' })
      .where(eq(projects.id, scene.broker.project.id));
    return { scene, base };
  }

  it('gives the same product’s answer in the base project to the question with the same label, case aside', async () => {
    const { scene, base } = await iteratedScene();
    await earlierProject(testApp, scene, ['Company name']);
    const result = await scene.supplier.client.graphql<PreviousShape>(
      OPERATIONS.previous,
      asked(scene, scene.questions.text),
    );
    expect(dataOf(result).previousAnswers).toEqual([
      {
        questionId: scene.questions.text,
        projectId: base.project.id,
        projectName: base.project.name,
        definition: { type: 'STRING', label: 'COMPANY NAME' },
        answer: expect.objectContaining({ value: 'COMPANY NAME answer' }),
      },
    ]);
  });

  it('gives every question’s previous answer when no question is named', async () => {
    const { scene } = await iteratedScene();
    const { questionId: _, ...questionnaire } = asked(scene, '');
    const result = await scene.supplier.client.graphql<PreviousShape>(OPERATIONS.previous, questionnaire);
    const previous = dataOf(result).previousAnswers;
    // The supplier-side questionnaire's 'General' section asks 'Company name' too.
    expect(previous.map((row) => row.definition.label).sort()).toEqual(['COMPANY NAME', 'COMPANY NAME', 'Head count']);
    expect(previous.map((row) => row.questionId)).toEqual(
      expect.arrayContaining([scene.questions.text, scene.questions.number]),
    );
  });

  it('has none from another product of the company, nor for another company’s participation', async () => {
    const { scene, base } = await iteratedScene();
    await db()
      .update(answers)
      .set({
        projectProductId: (
          await inviteProduct(testApp, base.project.id, await otherProductOf(testApp, scene), 'ACCEPTED')
        ).row.id,
      })
      .where(eq(answers.projectProductId, base.invitation.row.id));
    const mine = await scene.supplier.client.graphql<PreviousShape>(
      OPERATIONS.previous,
      asked(scene, scene.questions.text),
    );
    expect(dataOf(mine).previousAnswers).toEqual([]);
    const rival = await buildSupplier(testApp, ['Rival Suite']);
    expectNotFound(await rival.client.graphql(OPERATIONS.previous, asked(scene, scene.questions.text)), 'Project');
  });
});
