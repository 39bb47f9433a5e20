import { eq } from 'drizzle-orm';
import { projectMembers, projects } from '../../src/db/schema/index.js';
import { sealedScene } from '../answers/sealed-answers-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { type Reads, readEveryPath } from './read-paths-support.js';

export const CONFLICT_OPERATIONS = {
  state: `query Conflicts($projectId: ID!) { conflictsOfInterest(projectId: $projectId) {
    enabled isProjectOwner pendingCount hiddenCount
    suppliers { id name state latest { hasConflict description } }
    declarations { userId userName supplierId supplierName hasConflict description sameDomain mayLetIn }
    admissions { userName supplierName admittedByName reason } } }`,
  declare: `mutation Declare($projectId: ID!, $declarations: [ConflictDeclarationInput!]!) {
    declareConflicts(projectId: $projectId, declarations: $declarations) { pendingCount hiddenCount } }`,
  admit: `mutation Admit($projectId: ID!, $userId: ID!, $projectProductId: ID!, $reason: String!) {
    admitConflictedEvaluator(projectId: $projectId, userId: $userId, projectProductId: $projectProductId,
      reason: $reason) { admissions { reason } } }`,
} as const;

export interface ConflictsShape {
  enabled: boolean;
  isProjectOwner: boolean;
  pendingCount: number;
  hiddenCount: number;
  suppliers: Array<{ id: string; name: string; state: string; latest: { hasConflict: boolean } | null }>;
  declarations: Array<{
    userId: string;
    userName: string;
    supplierId: string;
    hasConflict: boolean;
    description: string | null;
    sameDomain: boolean;
    mayLetIn: boolean;
  }> | null;
  admissions: Array<{ userName: string; supplierName: string; admittedByName: string; reason: string }> | null;
}

export const readConflicts = async (client: HttpClient, projectId: string) =>
  dataOf(await client.graphql<{ conflictsOfInterest: ConflictsShape }>(CONFLICT_OPERATIONS.state, { projectId }))
    .conflictsOfInterest;

export const declare = (
  client: HttpClient,
  projectId: string,
  declarations: Array<{ projectProductId: string; hasConflict: boolean; description?: string }>,
) => client.graphql(CONFLICT_OPERATIONS.declare, { projectId, declarations });

export const admit = (
  client: HttpClient,
  projectId: string,
  userId: string,
  projectProductId: string,
  reason: string,
) => client.graphql(CONFLICT_OPERATIONS.admit, { projectId, userId, projectProductId, reason });

/** Turns the project's conflict-of-interest declarations on. */
export async function declarationsOn(testApp: TestApp, projectId: string) {
  const db = testApp.running.app.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Error('No project');
  const integrity = { ...project.settings.integrity, conflictDeclarations: true };
  await db
    .update(projects)
    .set({ settings: { ...project.settings, integrity } })
    .where(eq(projects.id, projectId));
}

/**
 * The sealed-answers scene opened (its deadline passed: 'Answer Suite' submitted, its text rated 5, a file answered, a
 * comparison of it), in SCORING with conflict declarations on, and a second project owner who signs in.
 */
export async function conflictScene(testApp: TestApp) {
  const scene = await sealedScene(testApp, new Date(Date.now() - 60_000));
  const projectId = scene.broker.project.id;
  await setProjectStatus(testApp.running.app.db, projectId, 'SCORING');
  await declarationsOn(testApp, projectId);
  const owner = await buildSignedInUser(testApp, {
    companyId: scene.broker.company.id,
    privileges: ['MANAGE_PROJECT_STATE', 'READ_SCORING'],
  });
  await testApp.running.app.db
    .insert(projectMembers)
    .values({ projectId, userId: owner.user.id, role: 'PROJECT_MANAGER' });
  return { ...scene, projectId, productId: scene.invitation.row.id, secondOwner: owner };
}

export type ConflictScene = Awaited<ReturnType<typeof conflictScene>>;

/** What this buy-side user reads of the scene's product on every read path, as one record. */
export const readEverything = (client: HttpClient, scene: ConflictScene) => readEveryPath(client, scene);

/** Everything of the product (its text rated, its file answered). */
export const fullReads = (productId: string, tasks: number): Reads => ({
  scoring: { products: [productId], totalAnswers: 2, ratedAnswers: 1, answers: 2 },
  comparisonProducts: [productId],
  gridProducts: [productId],
  choices: [productId],
  reportChoices: [productId],
  dashboard: { rated: 1, unrated: 1, products: [productId] },
  tasks,
  productAnswers: null,
  vendorReport: null,
  vendorReportStatus: 200,
  fileStatus: 200,
});
