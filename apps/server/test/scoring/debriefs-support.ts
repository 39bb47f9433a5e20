import { eq } from 'drizzle-orm';
import { answerNotes, answers, consensusRatings, projectProducts } from '../../src/db/schema/index.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import type { HttpClient } from '../support/http-client.js';
import { signedInClient } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { storeRating } from './ratings-support.js';
import { scoringScene } from './scoring-support.js';

export const DEBRIEF_OPERATIONS = {
  send: `mutation Send($projectId: ID!, $productIds: [ID!], $branchId: ID) {
    sendDebriefs(projectId: $projectId, productIds: $productIds, branchId: $branchId) { id name winner lastSentAt } }`,
  recipients: `query Recipients($projectId: ID!) { debriefRecipients(projectId: $projectId) { id name winner lastSentAt } }`,
  read: `query Debrief($id: ID!) { supplierProject(id: $id) { products { id productName
    debrief { id sentAt winner sections { name yours winning } totalYours totalWinning notes } } } }`,
  select: `mutation Select($projectId: ID!, $productIds: [ID!]!) {
    selectWinners(projectId: $projectId, productIds: $productIds) { id status } }`,
} as const;

export interface DebriefShape {
  id: string;
  sentAt: string;
  winner: boolean;
  sections: Array<{ name: string; yours: number; winning: number }>;
  totalYours: number;
  totalWinning: number;
  notes: string | null;
}

export type ReadShape = {
  supplierProject: { products: Array<{ id: string; productName: string; debrief: DebriefShape | null }> };
};

/**
 * An RFP in SCORING with two accepted, submitted products answering the scored text question: the scene's supplier
 * (rated 2, its notes shared, a private note on its answer) and a rival (rated 3, then agreed at 5 by consensus, its
 * notes kept); a declined product; the project's owner signed in.
 */
export async function debriefScene(testApp: TestApp) {
  const db = testApp.running.app.db;
  const scene = await scoringScene(testApp);
  const projectId = scene.broker.project.id;
  const loser = { ...scene.supplier, row: scene.invitation.row };
  const rivalSupplier = await buildSupplier(testApp, ['Rival Suite']);
  const rivalInvitation = await inviteProduct(testApp, projectId, rivalSupplier.products[0]?.id ?? '', 'ACCEPTED');
  // The rival's answer, as its supplier gave it before answering closed (a fixture).
  await db
    .insert(answers)
    .values({ projectProductId: rivalInvitation.row.id, questionId: scene.questions.text, value: 'Rival' });
  const rival = { ...rivalSupplier, row: rivalInvitation.row };
  const declinedSupplier = await buildSupplier(testApp, ['Declined Suite']);
  const declined = await inviteProduct(testApp, projectId, declinedSupplier.products[0]?.id ?? '', 'DECLINED');
  await db.update(projectProducts).set({ answersSubmittedAt: new Date() }).where(eq(projectProducts.id, rival.row.id));
  await db
    .update(projectProducts)
    .set({ shareNotes: true, notes: 'Clear pricing, thin on integrations' })
    .where(eq(projectProducts.id, loser.row.id));
  const loserAnswer = await storeRating(
    testApp,
    { projectProductId: loser.row.id, questionId: scene.questions.text },
    2,
  );
  await db.insert(answerNotes).values({
    answerId: loserAnswer,
    projectProductId: loser.row.id,
    branchId: null,
    notes: 'Evaluator only: unconvincing',
  });
  const rivalAnswer = await storeRating(
    testApp,
    { projectProductId: rival.row.id, questionId: scene.questions.text },
    3,
  );
  await db.insert(consensusRatings).values({
    projectId,
    answerId: rivalAnswer,
    projectProductId: rival.row.id,
    rating: 5,
    reason: 'Agreed after the panel',
    decidedByName: 'Panel chair',
  });
  const owner = await signedInClient(testApp, scene.broker.owner.email);
  const send = (variables: { productIds?: string[]; branchId?: string } = {}, client: HttpClient = owner) =>
    client.graphql<{ sendDebriefs: Array<{ id: string; name: string; winner: boolean; lastSentAt: string | null }> }>(
      DEBRIEF_OPERATIONS.send,
      { projectId, ...variables },
    );
  const selectWinner = async () => {
    const result = await owner.graphql(DEBRIEF_OPERATIONS.select, { projectId, productIds: [rival.row.id] });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  };
  const read = (client: HttpClient) => client.graphql<ReadShape>(DEBRIEF_OPERATIONS.read, { id: projectId });
  return { scene, projectId, owner, loser, rival, declined, loserAnswer, send, selectWinner, read };
}
