import { eq } from 'drizzle-orm';
import { companies, projectMembers, projects, vendorProfiles } from '../../src/db/schema/index.js';
import { type AnsweringScene, save } from '../answers/answers-support.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { comparisonInput, createComparison } from '../comparisons/comparisons-support.js';
import { uploadedFileId } from '../suppliers/invite-file-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { TestApp } from '../support/test-app.js';
import { scoringScene } from './scoring-support.js';

/** The scene's supplier as the blind viewer must never read it. */
export const REAL = {
  company: 'Blindtest Benefits Co',
  product: 'Answer Suite',
  website: 'https://www.blindtest.example/about',
  email: 'sales@blindtest.example',
  file: 'Blindtest security plan.txt',
} as const;

/** A text answer that names the supplier every way a text can. */
export const NAMING_TEXT =
  'Blindtest Benefits Co runs Answer Suite; write to jane.doe@blindtest.example or see www.blindtest.example/plans.';

/** Turns blind scoring on (or off) for the project. */
export async function setBlindScoring(testApp: TestApp, projectId: string, on = true) {
  const db = testApp.running.app.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Error('No project');
  const integrity = { ...project.settings.integrity, blindScoring: on };
  await db
    .update(projects)
    .set({ settings: { ...project.settings, integrity } })
    .where(eq(projects.id, projectId));
}

async function answerNamingFile(scene: AnsweringScene) {
  const id = await uploadedFileId(scene.supplier.client, Buffer.from('Our plan'), { filename: REAL.file, types: '' });
  dataOf(await save(scene.supplier.client, scene, scene.questions.file, { value: [{ id, filename: 'x' }] }));
  return id;
}

/**
 * The scoring scene in SCORING with blind scoring on: its supplier named as REAL, its text answer naming it
 * (NAMING_TEXT), a file answered, a comparison of it; the broker is a project owner, `evaluator` a project viewer
 * with READ_SCORING and MANAGE_PROJECT_STATE who is not.
 */
export async function blindScene(testApp: TestApp) {
  let fileId = '';
  const scene = await scoringScene(testApp, 'SCORING', async (answering) => {
    dataOf(await save(answering.supplier.client, answering, answering.questions.text, { value: NAMING_TEXT }));
    fileId = await answerNamingFile(answering);
  });
  const db = testApp.running.app.db;
  const companyId = scene.supplier.company.id;
  await db.update(companies).set({ name: REAL.company, website: REAL.website }).where(eq(companies.id, companyId));
  await db
    .update(vendorProfiles)
    .set({ email: REAL.email, contactName: 'Jane Doe' })
    .where(eq(vendorProfiles.companyId, companyId));
  const projectId = scene.broker.project.id;
  const owners = await db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));
  if (!owners.some((row) => row.userId === scene.broker.user.id && row.role === 'PROJECT_MANAGER')) {
    await db.insert(projectMembers).values({ projectId, userId: scene.broker.user.id, role: 'PROJECT_MANAGER' });
  }
  const comparisonId = dataOf(
    await createComparison(scene.broker.client, comparisonInput(scene, { name: 'Answer Suite shortlist' })),
  ).createComparison;
  await setBlindScoring(testApp, projectId);
  const evaluator = await projectViewer(testApp, scene, ['READ_SCORING', 'MANAGE_PROJECT_STATE']);
  return { ...scene, fileId, comparisonId, evaluator };
}

export type BlindScene = Awaited<ReturnType<typeof blindScene>>;
