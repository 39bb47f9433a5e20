import { DEBRIEF_TEXTS } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerRatings, supplierDebriefs } from '../../src/db/schema/index.js';
import { mailsTo } from '../notifications/notifications-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { buildSupplier } from '../suppliers/supplier-side-support.js';
import { buildSignedInUser, expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { DEBRIEF_OPERATIONS, debriefScene } from './debriefs-support.js';
import { readScoring, textQuestion } from './scoring-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

describe('Supplier debriefs (issue 38 item 3)', () => {
  it('refuses before the winners are chosen, to anyone but an owner, and to products not accepted', async () => {
    const { scene, projectId, declined, loser, send, selectWinner } = await debriefScene(testApp);
    expectBadInput(await send(), DEBRIEF_TEXTS.noWinners);
    await selectWinner();
    // The project's creator manages the project state but does not own it.
    expectForbidden(await send({}, scene.broker.client), DEBRIEF_TEXTS.ownersOnly);
    const recipients = await scene.broker.client.graphql(DEBRIEF_OPERATIONS.recipients, { projectId });
    expect(recipients.data).toEqual({ debriefRecipients: null });
    expectForbidden(await send({}, loser.client));
    const other = await buildProjectManager(testApp);
    expectNotFound(await send({}, other.client), 'Project');
    expectBadInput(await send({ productIds: [declined.row.id] }), DEBRIEF_TEXTS.notAccepted);
    expectBadInput(await send({ productIds: [loser.row.id, 'not-an-id'] }), DEBRIEF_TEXTS.notAccepted);
    expect(await db().select().from(supplierDebriefs)).toEqual([]);
  });

  it('gives each supplier its own scores against the winning bid, with consensus, and only its shared notes', async () => {
    const { scene, owner, loser, rival, send, selectWinner, read } = await debriefScene(testApp);
    const scoring = (await readScoring(owner, scene)).data?.scoring;
    const weight = scoring ? (textQuestion(scoring, scene)?.weight ?? 0) : 0;
    expect(weight).toBeGreaterThan(0);
    await selectWinner();
    expect((await read(loser.client)).data?.supplierProject.products[0]?.debrief).toBeNull();
    const sent = await send();
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendDebriefs.map((row) => [row.id, row.winner, row.lastSentAt !== null])).toEqual([
      [scene.invitation.row.id, false, true],
      [rival.row.id, true, true],
    ]);
    const loserRead = await read(loser.client);
    const debrief = loserRead.data?.supplierProject.products[0]?.debrief;
    expect(debrief).toMatchObject({
      winner: false,
      sections: [
        { name: 'General', yours: 0, winning: 0 },
        { name: 'Mixed', yours: 0, winning: 0 },
        { name: 'Answers', yours: 2 * weight, winning: 5 * weight },
      ],
      totalYours: 2 * weight,
      totalWinning: 5 * weight,
      notes: 'Clear pricing, thin on integrations',
    });
    const text = JSON.stringify(loserRead);
    for (const hidden of ['Rival', 'Evaluator only', 'Agreed after']) expect(text).not.toContain(hidden);
    const rivalDebrief = (await read(rival.client)).data?.supplierProject.products[0]?.debrief;
    expect(rivalDebrief).toMatchObject({ winner: true, totalYours: 5 * weight, totalWinning: 5 * weight, notes: null });
    expect(JSON.stringify(rivalDebrief)).not.toContain('Broker-only');
  });

  it('mails each supplier company its own summary through the mail platform', async () => {
    const { scene, loser, rival, send, selectWinner } = await debriefScene(testApp);
    const colleague = await buildSignedInUser(testApp, { companyId: loser.company.id, type: 'SUPPLIER' });
    await selectWinner();
    expect((await send({ productIds: [loser.row.id] })).errors).toBeUndefined();
    for (const email of [loser.user.email, colleague.user.email]) {
      const mail = (await mailsTo(testApp, email)).find((text) => text.includes(DEBRIEF_TEXTS.heading));
      expect(mail).toContain(DEBRIEF_TEXTS.mailSubject(scene.broker.project.name));
      expect(mail).toContain('Answers: your score');
      expect(mail).toContain('Clear pricing, thin on integrations');
      expect(mail).not.toContain('Rival');
    }
    expect((await mailsTo(testApp, rival.user.email)).some((text) => text.includes(DEBRIEF_TEXTS.heading))).toBe(false);
  });

  it('keeps what was sent when scores change; sending again adds a record the supplier then reads', async () => {
    const { owner, projectId, loser, loserAnswer, send, selectWinner, read } = await debriefScene(testApp);
    await selectWinner();
    expect((await send({ productIds: [loser.row.id] })).errors).toBeUndefined();
    const first = (await read(loser.client)).data?.supplierProject.products[0]?.debrief;
    await db()
      .update(answerRatings)
      .set({ rating: 4 })
      .where(and(eq(answerRatings.answerId, loserAnswer)));
    expect((await read(loser.client)).data?.supplierProject.products[0]?.debrief).toEqual(first);
    expect((await send({ productIds: [loser.row.id] })).errors).toBeUndefined();
    const second = (await read(loser.client)).data?.supplierProject.products[0]?.debrief;
    expect(second?.id).not.toBe(first?.id);
    expect(second?.totalYours).toBe((first?.totalYours ?? 0) * 2);
    const stored = await db().select().from(supplierDebriefs).where(eq(supplierDebriefs.projectId, projectId));
    expect(stored.map((row) => row.summary.total.yours).sort()).toEqual([first?.totalYours, second?.totalYours]);
    const recipients = await owner.graphql<{ debriefRecipients: Array<{ id: string; lastSentAt: string | null }> }>(
      DEBRIEF_OPERATIONS.recipients,
      { projectId },
    );
    expect(recipients.data?.debriefRecipients.find((row) => row.id === loser.row.id)?.lastSentAt).toBe(second?.sentAt);
  });

  it('shows a debrief only to its own supplier company: another supplier or a link holder reads nothing of it', async () => {
    const { scene, projectId, loser, rival, send, selectWinner, read } = await debriefScene(testApp);
    await selectWinner();
    expect((await send({ productIds: [loser.row.id] })).errors).toBeUndefined();
    expect((await read(rival.client)).data?.supplierProject.products).toEqual([
      expect.objectContaining({ id: rival.row.id, debrief: null }),
    ]);
    const stranger = await buildSupplier(testApp, ['Stranger Suite']);
    expectNotFound(await read(stranger.client), 'Project');
    const holder = await testApp
      .client()
      .graphql<{ supplierProject: { products: Array<{ debrief: unknown }> } }>(
        `query Held($id: ID!, $hash: String) { supplierProject(id: $id, hash: $hash) { products { id debrief { id } } } }`,
        { id: projectId, hash: scene.invitation.token },
      );
    expect(holder.data?.supplierProject.products).toEqual([{ id: loser.row.id, debrief: null }]);
  });
});
