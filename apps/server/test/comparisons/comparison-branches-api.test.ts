import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/core/viewer/index.js';
import { companies, comparisons, users } from '../../src/db/schema/index.js';
import { findVisibleComparison } from '../../src/modules/comparisons/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { insertBranch } from '../scoring/ratings-support.js';
import { changeSettings, rate, scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { comparisonInput, createComparison, listComparisons, readGrid } from './comparisons-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** The viewer a user's request would have (what findVisibleComparison reads of it). */
async function viewerOf(userId: string): Promise<Viewer> {
  const [row] = await testApp.running.app.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new Error('No user');
  return { ...row, ownCompany: row.company, actingOnBehalf: false, role: null, privileges: new Set(), sessionId: '' };
}

/** A project scored in branches: the broker's branch with a comparison, and a colleague's branch. */
async function branchScene() {
  const scene = await scoringScene(testApp);
  await changeSettings(testApp, scene, { enableBranches: true });
  const colleague = await projectViewer(testApp, scene, ['READ_SCORING', 'MANAGE_ALL_SCORING']);
  const mine = await insertBranch(testApp, scene.broker.project.id, scene.broker.user.id);
  const theirs = await insertBranch(testApp, scene.broker.project.id, colleague.user.id);
  const id = dataOf(
    await createComparison(scene.broker.client, comparisonInput(scene, { branchId: mine })),
  ).createComparison;
  return { scene, colleague, mine, theirs, id, projectId: scene.broker.project.id };
}

describe('comparisons in branches (spec 2 §6)', () => {
  it('keeps a comparison and its ratings to the branch it was made in', async () => {
    const { scene, colleague, mine, theirs, id, projectId } = await branchScene();
    const [stored] = await testApp.running.app.db.select().from(comparisons).where(eq(comparisons.id, id));
    expect(stored?.branchId).toBe(mine);
    dataOf(await rate(scene.broker.client, scene, 5, mine));
    dataOf(await rate(colleague.client, scene, 1, theirs));
    const grid = dataOf(await readGrid(scene.broker.client, { projectId, id, branchId: mine })).comparisonGrid;
    expect(grid.products[0]?.score).toBe(5);
    expect(dataOf(await listComparisons(colleague.client, { projectId, branchId: theirs })).comparisons.total).toBe(0);
    expectNotFound(await readGrid(colleague.client, { projectId, id, branchId: theirs }), 'Comparison');
    expectNotFound(await readGrid(colleague.client, { projectId, id, branchId: mine }), 'Branch');
    expectNotFound(await listComparisons(colleague.client, { projectId, branchId: mine }), 'Branch');
  });

  it('requires a branch with branches on', async () => {
    const { scene, projectId } = await branchScene();
    expectBadInput(
      await createComparison(scene.broker.client, comparisonInput(scene)),
      'Choose a branch: this project is scored in branches',
    );
    expectBadInput(
      await listComparisons(scene.broker.client, { projectId }),
      'Choose a branch: this project is scored in branches',
    );
  });

  it('hands the reports module only the comparisons the viewer may see in the scope', async () => {
    const { scene, colleague, mine, theirs, id, projectId } = await branchScene();
    const db = testApp.running.app.db;
    const broker = await viewerOf(scene.broker.user.id);
    expect(await findVisibleComparison(db, broker, projectId, id, mine)).toMatchObject({
      id,
      name: 'Shortlist',
      productIds: [scene.invitation.row.id],
      questionIds: [scene.questions.text],
      showNotes: false,
    });
    expect(await findVisibleComparison(db, broker, projectId, id, null)).toBeNull();
    expect(await findVisibleComparison(db, await viewerOf(colleague.user.id), projectId, id, theirs)).toBeNull();
    expect(await findVisibleComparison(db, broker, projectId, 'nope', mine)).toBeNull();
  });
});
