import type { Privilege } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import { projectMembers, projects } from '../../src/db/schema/index.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { type AnsweringScene, save } from './answers-support.js';

export const BROKER_ANSWER = 'id questionId value notApplicable isDraft status requestNote answeredAt';

export const BROKER_OPERATIONS = {
  productAnswers: `query ProductAnswers($projectId: ID!, $productId: ID!) {
    productAnswers(projectId: $projectId, productId: $productId) {
      projectId productId name answersSubmittedAt answersSubmitDeadline requestsOffered
      sections { id name questions { id sectionId mayRequestUpdate definition { type label } answer { ${BROKER_ANSWER} } } } } }`,
  requestUpdate: `mutation RequestUpdate($input: AnswerUpdateRequestInput!) {
    requestAnswerUpdate(input: $input) { ${BROKER_ANSWER} } }`,
  requestProducts: `mutation RequestProducts($projectId: ID!, $products: [ProductReminderInput!]!) {
    requestProductAnswers(projectId: $projectId, products: $products) }`,
  submitProducts: `mutation SubmitProducts($projectId: ID!, $products: [ProductSubmissionInput!]!) {
    submitProductAnswers(projectId: $projectId, products: $products) }`,
  dashboard: 'query Dashboard($id: ID!) { projectDashboard(id: $id) { answers { rated unrated } } }',
} as const;

export interface BrokerAnswerShape {
  id: string;
  questionId: string;
  value: unknown;
  status: string | null;
  requestNote: string | null;
}

export const sceneIds = (scene: AnsweringScene) => ({
  projectId: scene.broker.project.id,
  productId: scene.invitation.row.id,
});

/** Saves the scene's text answer as the supplier (in AWAITING, before submission). */
export async function answerText(scene: AnsweringScene, value = 'Acme Ltd') {
  const result = await save(scene.supplier.client, scene, scene.questions.text, { value });
  return result.data?.saveAnswer.answer ?? null;
}

/** Asks for an update of the scene's text answer. */
export const requestUpdate = (client: HttpClient, scene: AnsweringScene, notes?: string | null) =>
  client.graphql<{ requestAnswerUpdate: BrokerAnswerShape }>(BROKER_OPERATIONS.requestUpdate, {
    input: { ...sceneIds(scene), sectionId: scene.section.id, questionId: scene.questions.text, notes },
  });

/** A signed-in colleague of the scene's broker with the privileges given, named on the project as a viewer. */
export async function projectViewer(testApp: TestApp, scene: AnsweringScene, privileges: Privilege[]) {
  const colleague = await buildSignedInUser(testApp, { companyId: scene.broker.company.id, privileges });
  await testApp.running.app.db
    .insert(projectMembers)
    .values({ projectId: scene.broker.project.id, userId: colleague.user.id, role: 'VIEWER' });
  return colleague;
}

/** Turns the project's extended answers deadline on (spec 2 §6: it enables Choice Products for Scoring). */
export async function extendAnswersDeadline(testApp: TestApp, projectId: string) {
  await testApp.running.app.db
    .update(projects)
    .set({ settings: sql`${projects.settings} || '{"enableExtendedAnswersDeadline": true}'::jsonb` })
    .where(eq(projects.id, projectId));
}
