import { decodeGridCell, type GridAnswer, type ScoringGrid } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { projectProducts, projects } from '../../src/db/schema/index.js';
import { type AnsweringScene, answeringScene } from '../answers/answers-support.js';
import { answerText } from '../answers/broker-answers-support.js';
import type { GraphQLResult, HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import type { TestApp } from '../support/test-app.js';

export const SCORING_OPERATIONS = {
  scoring: `query Scoring($projectId: ID!, $branchId: ID) {
    scoring(projectId: $projectId, branchId: $branchId) {
      projectId branchId scoringType open ratedAnswers totalAnswers completeness
      products { id name score winner }
      sections { id name questions { id status weight mayApprove mayRate maySetWeight mayKeepNotes definition { label } } }
      grid consensus { questionId productId rating reason } } }`,
  setRating: `mutation SetRating($input: SetRatingInput!) { setRating(input: $input) { productId questionId rating } }`,
  setNotes: `mutation SetNotes($input: SetNotesInput!) { setNotes(input: $input) { productId questionId notes } }`,
  setWeight: `mutation SetWeight($input: SetWeightInput!) { setWeight(input: $input) { questionId weight } }`,
} as const;

interface ScoringFields {
  branchId: string | null;
  scoringType: string;
  open: boolean;
  ratedAnswers: number;
  totalAnswers: number;
  completeness: number;
  products: Array<{ id: string; name: string; score: number; winner: boolean }>;
  consensus: Array<{ questionId: string; productId: string; rating: number; reason: string }>;
  sections: Array<{
    name: string;
    questions: Array<{
      id: string;
      status: string;
      weight: number;
      mayApprove: boolean;
      mayRate: boolean;
      maySetWeight: boolean;
    }>;
  }>;
}

/** The scoring read as the API answers it: the answers in one grid. */
export type ScoringRead = { scoring: ScoringFields & { grid: ScoringGrid } };

type ScoredCell = GridAnswer & { productId: string };

/** The scoring read with each question's answers taken out of the grid, as the page reads them. */
export type ScoringShape = {
  scoring: Omit<ScoringFields, 'sections'> & {
    sections: Array<{
      name: string;
      questions: Array<ScoringFields['sections'][number]['questions'][number] & { answers: ScoredCell[] }>;
    }>;
  };
};

function withAnswers({ grid, ...scoring }: ScoringRead['scoring']): ScoringShape['scoring'] {
  let row = 0;
  const answersOf = () =>
    (grid[row++] ?? []).flatMap((cell, index) => {
      const productId = scoring.products[index]?.id;
      return cell && productId ? [{ productId, ...decodeGridCell(cell) }] : [];
    });
  const sections = scoring.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({ ...question, answers: answersOf() })),
  }));
  return { ...scoring, sections };
}

/** Reads the scoring of a project (in a branch) and decodes its grid. */
export async function scoringOf(
  client: HttpClient,
  variables: { projectId: string; branchId?: string },
): Promise<GraphQLResult<ScoringShape>> {
  const result = await client.graphql<ScoringRead>(SCORING_OPERATIONS.scoring, variables);
  return { ...result, data: result.data ? { scoring: withAnswers(result.data.scoring) } : null };
}

/**
 * The answering scene with its text answered (or what `answer` answers) and submitted, the project in SCORING (or the
 * status given).
 */
export async function scoringScene(
  testApp: TestApp,
  status: 'SCORING' | 'AWAITING' = 'SCORING',
  answer: (scene: AnsweringScene) => Promise<unknown> = answerText,
) {
  const scene = await answeringScene(testApp);
  await answer(scene);
  const db = testApp.running.app.db;
  await db
    .update(projectProducts)
    .set({ answersSubmittedAt: new Date() })
    .where(eq(projectProducts.id, scene.invitation.row.id));
  await setProjectStatus(db, scene.broker.project.id, status);
  return scene;
}

/** Turns the project's branches setting on (or its scoring type to COLORS). */
export async function changeSettings(
  testApp: TestApp,
  scene: AnsweringScene,
  change: { enableBranches?: boolean; scoringType?: 'NUMBERS' | 'COLORS' },
) {
  const db = testApp.running.app.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, scene.broker.project.id));
  if (!project) throw new Error('No project');
  await db
    .update(projects)
    .set({ settings: { ...project.settings, ...change } })
    .where(eq(projects.id, project.id));
}

/** The scene's text answer, addressed as the scoring calls address it. */
export const textAnswer = (scene: AnsweringScene, branchId?: string) => ({
  projectId: scene.broker.project.id,
  productId: scene.invitation.row.id,
  sectionId: scene.section.id,
  questionId: scene.questions.text,
  ...(branchId ? { branchId } : {}),
});

export const rate = (client: HttpClient, scene: AnsweringScene, rating: number, branchId?: string) =>
  client.graphql<{ setRating: { rating: number } }>(SCORING_OPERATIONS.setRating, {
    input: { ...textAnswer(scene, branchId), rating },
  });

export const readScoring = (client: HttpClient, scene: AnsweringScene, branchId?: string) =>
  scoringOf(client, { projectId: scene.broker.project.id, ...(branchId ? { branchId } : {}) });

/** The scored text question of a scoring read. */
export const textQuestion = (view: ScoringShape['scoring'], scene: AnsweringScene) =>
  view.sections.flatMap((section) => section.questions).find((question) => question.id === scene.questions.text);
