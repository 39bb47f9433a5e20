import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectQuestions, projects, questionnaireVersions, sections } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnsweringScene, answeringScene, save } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

interface Shown {
  supplierQuestionnaire: {
    sections: Array<{ name: string; questions: Array<{ id: string; definition: { label: string } }> }>;
  };
}

/** What the supplier's questionnaire shows: section names, each with its question labels. */
async function shown(scene: AnsweringScene) {
  const variables = { projectId: scene.broker.project.id, productId: scene.invitation.row.id };
  const data = dataOf(await scene.supplier.client.graphql<Shown>(ANSWER_OPERATIONS.questionnaire, variables));
  return Object.fromEntries(
    data.supplierQuestionnaire.sections.map((section) => [
      section.name,
      section.questions.map((question) => question.definition.label),
    ]),
  );
}

/**
 * The questionnaire's sections and questions are kept in memory between requests (questionnaire-skeleton.ts). These
 * tests change them straight in the database, as every code path might, and expect the supplier's next request to
 * show the change: the triggers of migration 0018 bump the project's questionnaire version on every write.
 */
describe('the supplier’s questionnaire after its questions change', () => {
  it('shows an edited label, a renamed section and a question made private at the next request', async () => {
    const scene = await answeringScene(testApp);
    expect((await shown(scene)).Answers).toContain('Company name');

    const renamed = { ...(await definitionOf(scene.questions.text)), label: 'Legal name' };
    await db()
      .update(projectQuestions)
      .set({ definition: renamed })
      .where(eq(projectQuestions.id, scene.questions.text));
    await db().update(sections).set({ name: 'Your answers' }).where(eq(sections.id, scene.section.id));
    await db().update(projectQuestions).set({ isPrivate: true }).where(eq(projectQuestions.id, scene.questions.number));

    const after = await shown(scene);
    expect(after.Answers).toBeUndefined();
    expect(after['Your answers']).toContain('Legal name');
    expect(after['Your answers']).not.toContain('Company name');
    expect(after['Your answers']).not.toContain('Head count');
  });

  it('shows an added section and loses a deleted one, keeping the answers of the questions that stay', async () => {
    const scene = await answeringScene(testApp);
    dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Ltd' }));
    await shown(scene);

    const added = await insertSection(db(), scene.broker.project.id, { name: 'Security', position: 9 }, [
      { label: 'Do you encrypt data at rest?', status: 'APPROVED' },
    ]);
    expect((await shown(scene)).Security).toEqual(['Do you encrypt data at rest?']);

    await db().delete(sections).where(eq(sections.id, added.id));
    const after = await shown(scene);
    expect(after.Security).toBeUndefined();
    const variables = { projectId: scene.broker.project.id, productId: scene.invitation.row.id };
    const answered = await scene.supplier.client.graphql<{
      supplierQuestionnaire: {
        sections: Array<{ questions: Array<{ id: string; answer: { value: unknown } | null }> }>;
      };
    }>(ANSWER_OPERATIONS.questionnaire, variables);
    const text = dataOf(answered)
      .supplierQuestionnaire.sections.flatMap((section) => section.questions)
      .find((question) => question.id === scene.questions.text);
    expect(text?.answer?.value).toBe('Acme Ltd');
  });

  it('bumps the version once per statement, and deleting a project takes its version with it', async () => {
    const scene = await answeringScene(testApp);
    const projectId = scene.broker.project.id;
    const before = await versionOf(projectId);
    await db().update(projectQuestions).set({ weight: 2 }).where(eq(projectQuestions.projectId, projectId));
    expect(await versionOf(projectId)).toBe(before + 1);

    await db().delete(projects).where(eq(projects.id, projectId));
    const [left] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(questionnaireVersions)
      .where(eq(questionnaireVersions.projectId, projectId));
    expect(left?.count).toBe(0);
  });
});

async function definitionOf(questionId: string) {
  const [row] = await db().select().from(projectQuestions).where(eq(projectQuestions.id, questionId));
  if (!row) throw new Error('no question');
  return row.definition;
}

async function versionOf(projectId: string) {
  const [row] = await db()
    .select({ version: questionnaireVersions.version })
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.projectId, projectId));
  return row?.version ?? 0;
}
