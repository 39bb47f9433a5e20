import type { ProjectStatus } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { answers, products, projectQuestions } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { inviteProduct, publishedProject } from '../suppliers/supplier-side-support.js';
import { setProjectStatus } from '../support/project-status.js';
import type { TestApp } from '../support/test-app.js';
import type { AnsweringScene } from './answers-support.js';

/**
 * Another project of another broker, in `status`, with a section 'Earlier' of STRING questions labelled as given, each
 * answered `<label> answer` by the product given (the scene's own product unless told): the supplier's earlier work.
 */
export async function earlierProject(
  testApp: TestApp,
  scene: AnsweringScene,
  labels: string[],
  {
    status = 'ARCHIVED',
    productId = scene.supplier.products[0]?.id ?? '',
  }: { status?: ProjectStatus; productId?: string } = {},
) {
  const db = testApp.running.app.db;
  const broker = await publishedProject(testApp, 'AWAITING');
  const section = await insertSection(
    db,
    broker.project.id,
    { name: 'Earlier', position: 3 },
    labels.map((label) => ({ label, status: 'APPROVED' })),
  );
  const questions = await db.select().from(projectQuestions).where(eq(projectQuestions.sectionId, section.id));
  const invitation = await inviteProduct(testApp, broker.project.id, productId, 'ACCEPTED');
  await db.insert(answers).values(
    questions.map((question) => ({
      projectProductId: invitation.row.id,
      questionId: question.id,
      value: `${question.definition.label} answer`,
      answeredAt: new Date(),
    })),
  );
  await setProjectStatus(db, broker.project.id, status);
  return { project: broker.project, invitation };
}

/** Another product of the scene's supplier company. */
export async function otherProductOf(testApp: TestApp, scene: AnsweringScene) {
  const [product] = await testApp.running.app.db
    .insert(products)
    .values({ companyId: scene.supplier.company.id, name: 'Second Suite' })
    .returning();
  return product?.id ?? '';
}
