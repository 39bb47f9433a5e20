import { INTEGRITY_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, projectProducts, projectQuestions } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { insertBranch, storeRating } from './ratings-support.js';
import { changeSettings, scoringScene } from './scoring-support.js';
import { type Sensitivity, turnWinnerSensitivityOn, WINNER_SENSITIVITY } from './winner-sensitivity-support.js';

/** Issue 37 item 5: what would flip the winner, beside Select Winners. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/**
 * An RFP in SCORING with two sections, Security (one question) and Price (one question), weights 1, and two submitted
 * products: Answer Suite 4 + 5 = 9 (the scene's supplier), Rival Suite 5 + 1 = 6.
 */
async function sensitivityScene() {
  const scene = await scoringScene(testApp);
  const projectId = scene.broker.project.id;
  await db().update(projectQuestions).set({ status: 'PENDING' }).where(eq(projectQuestions.projectId, projectId));
  const question = (label: string) => ({ label, status: 'APPROVED' as const });
  const security = await insertSection(db(), projectId, { name: 'Security', position: 10 }, [question('Encryption')]);
  const price = await insertSection(db(), projectId, { name: 'Price', position: 11 }, [question('Fees')]);
  const questionIn = async (sectionId: string) =>
    (await db().select().from(projectQuestions).where(eq(projectQuestions.sectionId, sectionId)))[0]?.id ?? '';
  const [securityQuestion, priceQuestion] = [await questionIn(security.id), await questionIn(price.id)];
  const rival = await buildSupplier(testApp, ['Rival Suite']);
  const { row } = await inviteProduct(testApp, projectId, rival.products[0]?.id ?? '', 'ACCEPTED');
  await db().update(projectProducts).set({ answersSubmittedAt: new Date() }).where(eq(projectProducts.id, row.id));
  const sheet: Array<[string, string, number]> = [
    [scene.invitation.row.id, securityQuestion, 4],
    [scene.invitation.row.id, priceQuestion, 5],
    [row.id, securityQuestion, 5],
    [row.id, priceQuestion, 1],
  ];
  for (const [projectProductId, questionId, rating] of sheet) {
    await db().insert(answers).values({ projectProductId, questionId, value: 'Yes' });
    await storeRating(testApp, { projectProductId, questionId }, rating);
  }
  const read = (client = scene.broker.client, branchId?: string) =>
    client.graphql<Sensitivity>(WINNER_SENSITIVITY, { projectId, branchId });
  return { scene, projectId, rival: { row, securityQuestion }, read };
}

describe('winnerSensitivity', () => {
  it('gives the ranking with margins and the section weight that would flip first place', async () => {
    const { projectId, read } = await sensitivityScene();
    await turnWinnerSensitivityOn(testApp, projectId);
    const result = await read();
    expect(result.errors).toBeUndefined();
    expect(result.data?.winnerSensitivity.ranking.map(({ name, score, margin }) => ({ name, score, margin }))).toEqual([
      { name: expect.stringContaining('Answer Suite'), score: 9, margin: 3 },
      { name: expect.stringContaining('Rival Suite'), score: 6, margin: 3 },
    ]);
    // Security at w: 9 + 4 (w − 1) against 6 + 5 (w − 1): tied at w = 4; Price favours the leader.
    expect(result.data?.winnerSensitivity.sections).toEqual([
      {
        sectionId: expect.any(String),
        name: 'Security',
        flip: {
          weightNumerator: 4,
          weightDenominator: 1,
          productId: expect.any(String),
          productName: expect.stringContaining('Rival Suite'),
        },
      },
      { sectionId: expect.any(String), name: 'Price', flip: null },
    ]);
  });

  it('reads the branch named (its own ratings), and no branch the viewer is not in', async () => {
    const { scene, projectId, rival, read } = await sensitivityScene();
    await turnWinnerSensitivityOn(testApp, projectId);
    await changeSettings(testApp, scene, { enableBranches: true });
    const branchId = await insertBranch(testApp, projectId, scene.broker.user.id);
    // In the branch only the rival's Security answer is rated: 5 against nothing.
    await storeRating(testApp, { projectProductId: rival.row.id, questionId: rival.securityQuestion }, 5, branchId);
    const result = await read(scene.broker.client, branchId);
    expect(result.data?.winnerSensitivity.ranking.map(({ score, margin }) => ({ score, margin }))).toEqual([
      { score: 5, margin: 5 },
      { score: 0, margin: 5 },
    ]);
    expect(result.data?.winnerSensitivity.ranking[0]?.name).toContain('Rival Suite');
    const outsider = await insertBranch(testApp, projectId, scene.broker.owner.id);
    expectNotFound(await read(scene.broker.client, outsider), 'Branch');
  });

  it('is refused while the project’s feature is off', async () => {
    const { read } = await sensitivityScene();
    expectBadInput(await read(), INTEGRITY_MESSAGES.featureOff('winnerSensitivity'));
  });

  it('needs MANAGE_PROJECT_STATE and the project’s company', async () => {
    const { scene, projectId, read } = await sensitivityScene();
    await turnWinnerSensitivityOn(testApp, projectId);
    expectUnauthenticated(await read(testApp.client()));
    const reader = await buildSignedInUser(testApp, {
      companyId: scene.broker.company.id,
      privileges: ['READ_SCORING'],
    });
    expectForbidden(await read(reader.client));
    const other = await scoringScene(testApp);
    expectNotFound(await read(other.broker.client), 'Project');
  });
});
