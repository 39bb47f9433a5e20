import { eq } from 'drizzle-orm';
import { projects, users } from '../../src/db/schema/index.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

export const CONSENSUS_OPERATIONS = {
  calibration: `query Calibration($projectId: ID!) { calibration(projectId: $projectId) {
    projectId threshold scoringType open
    items { answerId questionId questionLabel sectionName productId productName spread flagged
      originals { branchId scopeName raterName rating }
      consensus { rating reason decidedByName } history { rating reason decidedByName } }
    evaluators { userId name ratings compared meanDifference } } }`,
  record: `mutation RecordConsensus($projectId: ID!, $answerId: ID!, $rating: Int!, $reason: String!) {
    recordConsensus(projectId: $projectId, answerId: $answerId, rating: $rating, reason: $reason) {
      id answerId rating reason decidedByName } }`,
} as const;

export type CalibrationShape = {
  calibration: {
    projectId: string;
    threshold: number;
    open: boolean;
    items: Array<{
      answerId: string;
      questionLabel: string;
      productName: string;
      spread: number;
      flagged: boolean;
      originals: Array<{ branchId: string | null; scopeName: string; raterName: string | null; rating: number }>;
      consensus: { rating: number; reason: string; decidedByName: string } | null;
      history: Array<{ rating: number; reason: string; decidedByName: string }>;
    }>;
    evaluators: Array<{ userId: string; name: string; ratings: number; compared: number; meanDifference: number }>;
  };
};

export const readCalibration = (client: HttpClient, projectId: string) =>
  client.graphql<CalibrationShape>(CONSENSUS_OPERATIONS.calibration, { projectId });

export const recordConsensus = (
  client: HttpClient,
  variables: { projectId: string; answerId: string; rating: number; reason: string },
) => client.graphql<{ recordConsensus: { rating: number; reason: string } }>(CONSENSUS_OPERATIONS.record, variables);

/** Sets the project's integrity settings (a scene's fixture, not the API under test). */
export async function setIntegrity(testApp: TestApp, projectId: string, integrity: Record<string, unknown>) {
  const db = testApp.running.app.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Error('No project');
  await db
    .update(projects)
    .set({ settings: { ...project.settings, integrity } })
    .where(eq(projects.id, projectId));
}

/** Names a user (test users are all "Test User"). */
export const nameUser = (testApp: TestApp, id: string, firstName: string, lastName: string) =>
  testApp.running.app.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
