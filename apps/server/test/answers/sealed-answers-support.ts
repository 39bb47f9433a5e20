import { eq } from 'drizzle-orm';
import { projectProducts, projects } from '../../src/db/schema/index.js';
import { comparisonInput, createComparison } from '../comparisons/comparisons-support.js';
import { storeRating } from '../scoring/ratings-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { uploadedFileId } from '../suppliers/invite-file-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import { type AnsweringScene, save } from './answers-support.js';
import { answerText } from './broker-answers-support.js';

export const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

export const SEAL_OPERATIONS = {
  seal: `query AnswersSeal($id: ID!) {
    project(id: $id) { answersSeal { sealed opensAt unsealedAt approvals { userName reason createdAt } } } }`,
  approve: `mutation ApproveAnswersUnseal($projectId: ID!, $reason: String!) {
    approveAnswersUnseal(projectId: $projectId, reason: $reason) { sealed unsealedAt approvals { userName reason } } }`,
} as const;

export interface SealShape {
  sealed: boolean;
  opensAt: string | null;
  unsealedAt: string | null;
  approvals: Array<{ userName: string; reason: string }>;
}

export const readSeal = async (client: HttpClient, projectId: string) =>
  dataOf(await client.graphql<{ project: { answersSeal: SealShape | null } }>(SEAL_OPERATIONS.seal, { id: projectId }))
    .project.answersSeal;

export const approveUnseal = (client: HttpClient, projectId: string, reason: string) =>
  client.graphql<{ approveAnswersUnseal: SealShape }>(SEAL_OPERATIONS.approve, { projectId, reason });

/** Turns sealed answers on for the project, its answers deadline the one given (null: none). */
export async function sealProject(testApp: TestApp, projectId: string, deadline: Date | null) {
  const db = testApp.running.app.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Error('No project');
  const integrity = { ...project.settings.integrity, sealedAnswers: true };
  await db
    .update(projects)
    .set({ settings: { ...project.settings, integrity }, questionsSubmissionDeadline: deadline })
    .where(eq(projects.id, projectId));
}

/** Sets a product's own answers deadline. */
export async function setProductDeadline(testApp: TestApp, projectProductId: string, deadline: Date | null) {
  await testApp.running.app.db
    .update(projectProducts)
    .set({ answersSubmitDeadline: deadline })
    .where(eq(projectProducts.id, projectProductId));
}

/** The supplier answers the file question with an upload of its own; the file's id. */
async function answerFile(scene: AnsweringScene): Promise<string> {
  const id = await uploadedFileId(scene.supplier.client, Buffer.from('ISO 27001 certificate'), {
    filename: 'iso-27001.txt',
    types: '',
  });
  dataOf(await save(scene.supplier.client, scene, scene.questions.file, { value: [{ id, filename: 'x' }] }));
  return id;
}

/**
 * The scoring scene in AWAITING ('Answer Suite' submitted: its text 'Acme Ltd' rated 5, a file answered), with a
 * comparison of it made before the project's answers were sealed until `deadline` (ten days ahead by default).
 */
export async function sealedScene(testApp: TestApp, deadline: Date | null = inDays(10)) {
  let fileId = '';
  const scene = await scoringScene(testApp, 'AWAITING', async (answering) => {
    await answerText(answering);
    fileId = await answerFile(answering);
  });
  await storeRating(testApp, { projectProductId: scene.invitation.row.id, questionId: scene.questions.text }, 5);
  const comparisonId = dataOf(await createComparison(scene.broker.client, comparisonInput(scene))).createComparison;
  await sealProject(testApp, scene.broker.project.id, deadline);
  return { ...scene, fileId, comparisonId };
}

export type SealedScene = Awaited<ReturnType<typeof sealedScene>>;
