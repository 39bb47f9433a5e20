import { WINNER_TEXTS } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { extensionPoints } from '../../src/core/extensions/index.js';
import { projectProducts, projects } from '../../src/db/schema/index.js';
import { bellOf, mailsTo, switchStatusMailsOff } from '../notifications/notifications-support.js';
import { buildProjectManager, STATUS } from '../projects/projects-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { scoringScene } from './scoring-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const SELECT = `mutation Select($projectId: ID!, $productIds: [ID!]!) {
  selectWinners(projectId: $projectId, productIds: $productIds) { id status version } }`;
const RESULT = `query Result($id: ID!) { supplierProject(id: $id) { products { id winner feedback } } }`;

type ResultShape = {
  supplierProject: { products: Array<{ id: string; winner: boolean | null; feedback: string | null }> };
};

/**
 * An RFP in SCORING: the scene's supplier (accepted, answers submitted, notes shared) and a rival (accepted, answers
 * submitted, notes kept, with a colleague whose status mails are off), one accepted without submitted answers, one
 * declined, and a submitted product of another project.
 */
async function winnersScene() {
  const scene = await scoringScene(testApp);
  const projectId = scene.broker.project.id;
  const participate = async (name: string, status: 'ACCEPTED' | 'DECLINED', submitted: boolean) => {
    const supplier = await buildSupplier(testApp, [name]);
    const { row } = await inviteProduct(testApp, projectId, supplier.products[0]?.id ?? '', status);
    if (submitted) {
      await db().update(projectProducts).set({ answersSubmittedAt: new Date() }).where(eq(projectProducts.id, row.id));
    }
    return { ...supplier, row };
  };
  const winner = { ...scene.supplier, row: scene.invitation.row };
  await db()
    .update(projectProducts)
    .set({ shareNotes: true, notes: 'Strong on security' })
    .where(eq(projectProducts.id, winner.row.id));
  const rival = await participate('Rival Suite', 'ACCEPTED', true);
  const colleague = await buildSignedInUser(testApp, { companyId: rival.company.id, type: 'SUPPLIER' });
  await switchStatusMailsOff(testApp, colleague.user.id);
  const late = await participate('Late Suite', 'ACCEPTED', false);
  const declined = await participate('Declined Suite', 'DECLINED', true);
  const elsewhere = await scoringScene(testApp);
  const select = (productIds: string[], client: HttpClient = scene.broker.client) =>
    client.graphql<{ selectWinners: { status: string } }>(SELECT, { projectId, productIds });
  const stored = async () => {
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    const rows = await db().select().from(projectProducts).where(eq(projectProducts.projectId, projectId));
    return { status: project?.status, winners: rows.filter((row) => row.winner).map((row) => row.id) };
  };
  const resultOf = async (client: HttpClient) =>
    (await client.graphql<ResultShape>(RESULT, { id: projectId })).data?.supplierProject.products;
  const results =
    (kind = 'WINNERS_SELECTED') =>
    async (client: HttpClient) =>
      (await bellOf(client)).filter((item) => item.kind === kind);
  return { scene, projectId, winner, rival, colleague, late, declined, elsewhere, select, stored, resultOf, results };
}

const untouched = { status: 'SCORING', winners: [] };

/**
 * A status hook that fails the status change of this project once the winners are written (hooks run after them), to
 * show that nothing is then half done.
 */
let failingProjectId: string | null = null;
const unregister = extensionPoints.projectStatusHooks.register(async ({ project }) => {
  if (project.id === failingProjectId) throw new Error('A status hook failed');
  return undefined;
});
afterAll(unregister);

describe('Select Winners (spec 2 §4, §7)', () => {
  it('refuses a visitor, a user without MANAGE_PROJECT_STATE and another company, changing nothing', async () => {
    const { scene, winner, select, stored } = await winnersScene();
    expectUnauthenticated(await select([winner.row.id], testApp.client()));
    const reader = await buildSignedInUser(testApp, {
      companyId: scene.broker.company.id,
      privileges: ['VIEW_DASHBOARD', 'READ_SCORING'],
    });
    expectForbidden(await select([winner.row.id], reader.client));
    const other = await buildProjectManager(testApp);
    expectNotFound(await select([winner.row.id], other.client), 'Project');
    expect(await stored()).toEqual(untouched);
  });

  it('refuses outside SCORING, for a Panel, with no product and with a product that may not win', async () => {
    const { projectId, winner, late, declined, elsewhere, select, stored, results } = await winnersScene();
    await setProjectStatus(db(), projectId, 'AWAITING');
    expectBadInput(await select([winner.row.id]), WINNER_TEXTS.notInScoring);
    await setProjectStatus(db(), projectId, 'SCORING');
    expectBadInput(await select([]), WINNER_TEXTS.noProduct);
    for (const other of [declined.row.id, late.row.id, elsewhere.invitation.row.id, 'not-an-id']) {
      expectBadInput(await select([winner.row.id, other]), WINNER_TEXTS.notCandidate);
    }
    expect(await stored()).toEqual(untouched);
    expect(await results()(winner.client)).toEqual([]);
    await db().update(projects).set({ type: 'PANEL' }).where(eq(projects.id, projectId));
    expectBadInput(await select([winner.row.id]), WINNER_TEXTS.panel);
    expect(await stored()).toEqual(untouched);
  });

  it('no longer completes an RFP or RFI plainly; a Panel still closes plainly', async () => {
    const { scene, projectId, stored } = await winnersScene();
    const move = () => scene.broker.client.graphql(STATUS, { id: projectId, status: 'COMPLETED' });
    expectBadInput(await move(), WINNER_TEXTS.selectFirst);
    await db().update(projects).set({ type: 'RFI' }).where(eq(projects.id, projectId));
    expectBadInput(await move(), WINNER_TEXTS.selectFirst);
    expect(await stored()).toEqual(untouched);
    await db().update(projects).set({ type: 'PANEL' }).where(eq(projects.id, projectId));
    expect((await move()).errors).toBeUndefined();
    expect((await stored()).status).toBe('COMPLETED');
  });

  it('completes the project with its winners; each supplier then reads its result, notes only when shared', async () => {
    const { winner, rival, select, stored, resultOf } = await winnersScene();
    expect(await resultOf(winner.client)).toEqual([{ id: winner.row.id, winner: null, feedback: null }]);
    const selected = await select([winner.row.id]);
    expect(selected.errors).toBeUndefined();
    expect(selected.data?.selectWinners.status).toBe('COMPLETED');
    expect(await stored()).toEqual({ status: 'COMPLETED', winners: [winner.row.id] });
    expect(await resultOf(winner.client)).toEqual([
      { id: winner.row.id, winner: true, feedback: 'Strong on security' },
    ]);
    expect(await resultOf(rival.client)).toEqual([{ id: rival.row.id, winner: false, feedback: null }]);
    expectBadInput(await select([rival.row.id]), WINNER_TEXTS.notInScoring);
  });

  it('tells every user of each accepted supplier its result, by e-mail as their switch says; nobody else', async () => {
    const { scene, projectId, winner, rival, colleague, late, declined, select, results } = await winnersScene();
    expect((await select([winner.row.id])).errors).toBeUndefined();
    const name = scene.broker.project.name;
    const told = (row: { id: string }, message: string) => [
      expect.objectContaining({ role: 'SUPPLIER', message, link: `/invite-to-project/${projectId}/preview/${row.id}` }),
    ];
    const won = `Congratulations! Your product 'Answer Suite' was selected as a winner in '${name}'`;
    const lost = `The winners of '${name}' have been selected: see your result`;
    expect(await results()(winner.client)).toEqual(told(winner.row, won));
    expect(await results()(rival.client)).toEqual(told(rival.row, lost));
    expect(await results()(colleague.client)).toEqual(told(rival.row, lost));
    expect(await results()(late.client)).toEqual(told(late.row, lost));
    expect(await bellOf(declined.client)).toEqual([]);
    // One message each: the status change itself tells suppliers nothing more.
    expect(await bellOf(winner.client)).toHaveLength(1);
    const [mail, ...more] = await mailsTo(testApp, winner.user.email);
    expect(more).toEqual([]);
    expect(mail).toContain(won);
    expect(mail).toContain(
      `${testApp.running.app.config.publicUrl}/invite-to-project/${projectId}/preview/${winner.row.id}`,
    );
    expect((await mailsTo(testApp, rival.user.email)).join('\n')).toContain(lost);
    expect(await mailsTo(testApp, colleague.user.email)).toEqual([]);
    expect(await mailsTo(testApp, declined.user.email)).toEqual([]);
  });

  it('leaves nothing half done when the status change fails: no winner, no completion, nobody told', async () => {
    const { projectId, winner, select, stored, results } = await winnersScene();
    failingProjectId = projectId;
    expect((await select([winner.row.id])).errors).toBeDefined();
    failingProjectId = null;
    expect(await stored()).toEqual(untouched);
    expect(await results()(winner.client)).toEqual([]);
    expect(await mailsTo(testApp, winner.user.email)).toEqual([]);
  });
});
