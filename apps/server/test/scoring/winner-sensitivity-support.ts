import { eq } from 'drizzle-orm';
import { projects } from '../../src/db/schema/index.js';
import type { TestApp } from '../support/test-app.js';

export const WINNER_SENSITIVITY = `query Sensitivity($projectId: ID!, $branchId: ID) {
  winnerSensitivity(projectId: $projectId, branchId: $branchId) {
    ranking { productId name score margin }
    sections { sectionId name flip { weightNumerator weightDenominator productId productName } } } }`;

export type Sensitivity = {
  winnerSensitivity: {
    ranking: Array<{ productId: string; name: string; score: number; margin: number | null }>;
    sections: Array<{
      name: string;
      flip: { weightNumerator: number; weightDenominator: number; productName: string } | null;
    }>;
  };
};

/** Turns the project's winnerSensitivity feature on (a scene's fixture, not the API under test). */
export const turnWinnerSensitivityOn = async (testApp: TestApp, projectId: string) => {
  const db = () => testApp.running.app.db;
  const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Error('No project');
  await db()
    .update(projects)
    .set({ settings: { ...project.settings, integrity: { winnerSensitivity: true } } })
    .where(eq(projects.id, projectId));
};
