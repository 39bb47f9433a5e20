import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, faqItems, projectQuestions } from '../../src/db/schema/index.js';
import { ANSWER_OPERATIONS } from '../answers/answers-support.js';
import { ask, type FaqScene, faqOf, faqScene, projectIdOf } from '../faq/faq-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildSupplier, SUPPLIER_SIDE_OPERATIONS, type SupplierProjectShape } from './supplier-side-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const QUESTIONNAIRE = `query ($projectId: ID!, $productId: ID!, $hash: String) {
  supplierQuestionnaire(projectId: $projectId, productId: $productId, hash: $hash) {
    sections { questions { answer { value } } } } }`;

/**
 * Company A's invitation link (its hash) in the hands of a signed-out visitor, a user of another supplier company
 * taking part in the same project (B), one of a supplier company not invited, and a user of another broker company.
 * Company A has answered a question and asked a question still in review; B asked one too.
 */
async function linkScene() {
  const scene = await faqScene(testApp, 'AWAITING');
  const [question] = await db()
    .select()
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, projectIdOf(scene)));
  if (!question) throw new Error('no question');
  await db()
    .insert(answers)
    .values({ projectProductId: scene.invitationA.row.id, questionId: question.id, value: 'Alpha’s own answer' });
  const ownA = dataOf(await ask(scene.supplierA.client, scene, 'Alpha asks')).createFaqItem;
  const ownB = dataOf(await ask(scene.supplierB.client, scene, 'Beta asks')).createFaqItem;
  const uninvited = await buildSupplier(testApp, ['Gamma Payroll']);
  const stranger = await buildProjectManager(testApp);
  const holders: Record<string, HttpClient> = {
    'a signed-out visitor': testApp.client(),
    'a user of another invited supplier': scene.supplierB.client,
    'a user of a supplier not invited': uninvited.client,
    'a user of another broker company': stranger.client,
  };
  return { scene, hash: scene.invitationA.token, ownA, ownB, holders };
}

const preview = (client: HttpClient, scene: FaqScene, hash: string) =>
  client.graphql<{ supplierProject: SupplierProjectShape }>(SUPPLIER_SIDE_OPERATIONS.project, {
    id: projectIdOf(scene),
    hash,
  });

type QuestionnaireShape = { supplierQuestionnaire: { sections: Array<{ questions: Array<{ answer: unknown }> }> } };

const questionnaireOf = (client: HttpClient, scene: FaqScene, hash: string | null) =>
  client.graphql<QuestionnaireShape>(QUESTIONNAIRE, {
    projectId: projectIdOf(scene),
    productId: scene.invitationA.row.id,
    hash,
  });

describe('an invitation link (?hash=) grants the same to everyone who holds it', () => {
  it('shows its holders that invitation’s preview and the FAQ the invited company sees, signed in or not', async () => {
    const { scene, hash, ownA, holders } = await linkScene();
    for (const [holder, client] of Object.entries(holders)) {
      const project = dataOf(await preview(client, scene, hash)).supplierProject;
      expect(
        project.products.map((product) => product.id),
        holder,
      ).toEqual([scene.invitationA.row.id]);
      expect(project.signedIn, holder).toBe(false);
      const faq = dataOf(await faqOf(client, scene, hash)).projectFaq;
      expect(
        faq.items.map((item) => item.text),
        holder,
      ).toEqual([ownA.text]);
      expect(faq.mayAsk, holder).toBe(true);
    }
  });

  it('asks in the invited company’s name, and by nobody’s account unless its own user asks', async () => {
    const { scene, hash, holders } = await linkScene();
    const asked = [];
    for (const [holder, client] of Object.entries(holders)) {
      const item = dataOf(await ask(client, scene, `Asked by ${holder}`, { hash })).createFaqItem;
      expect(item, holder).toMatchObject({
        status: 'DRAFT',
        isAddedByMe: false,
        companyName: scene.supplierA.company.name,
      });
      asked.push(item.id);
    }
    const ownUser = dataOf(await ask(scene.supplierA.client, scene, 'Asked by Alpha with the link', { hash }));
    expect(ownUser.createFaqItem).toMatchObject({ isAddedByMe: true });
    const stored = await db().select().from(faqItems).where(inArray(faqItems.id, asked));
    expect(stored).toHaveLength(asked.length);
    for (const row of stored) {
      expect(row, row.text).toMatchObject({ askedByCompanyId: scene.supplierA.company.id, createdBy: null });
    }
    // Company B's own FAQ holds nothing it did not ask itself.
    const seenByB = dataOf(await faqOf(scene.supplierB.client, scene)).projectFaq.items;
    expect(seenByB.map((item) => item.text)).toEqual(['Beta asks']);
  });

  it('opens the questionnaire and answers to the invited company’s signed-in users only', async () => {
    const { scene, hash, holders } = await linkScene();
    expect(dataOf(await preview(scene.supplierA.client, scene, hash)).supplierProject.signedIn).toBe(true);
    const seen = dataOf(await questionnaireOf(scene.supplierA.client, scene, hash));
    const values = seen.supplierQuestionnaire.sections.flatMap((section) => section.questions.map((q) => q.answer));
    expect(values).toContainEqual({ value: 'Alpha’s own answer' });
    expectUnauthenticated(await questionnaireOf(holders['a signed-out visitor'] ?? testApp.client(), scene, hash));
    for (const [holder, client] of Object.entries(holders).slice(1)) {
      const result = await questionnaireOf(client, scene, hash);
      expect(result.data, holder).toBeNull();
      expectNotFound(result, 'Project');
    }
  });

  it('keeps every answer write of the participation from the other company’s user', async () => {
    const { scene } = await linkScene();
    const [stored] = await db().select().from(answers).where(eq(answers.projectProductId, scene.invitationA.row.id));
    if (!stored) throw new Error('no answer');
    const participation = { projectId: projectIdOf(scene), productId: scene.invitationA.row.id };
    const input = { ...participation, questionId: stored.questionId, answer: { value: 'Beta’s' }, baseVersion: 1 };
    expectNotFound(await scene.supplierB.client.graphql(ANSWER_OPERATIONS.save, { input }), 'Question');
    expectNotFound(await scene.supplierB.client.graphql(ANSWER_OPERATIONS.submit, participation), 'Project');
    const [after] = await db().select().from(answers).where(eq(answers.id, stored.id));
    expect(after).toMatchObject({ value: 'Alpha’s own answer', version: stored.version });
  });
});
