import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFLICT_MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, conflictDeclarations, notifications, products, users } from '../../src/db/schema/index.js';
import { requestUpdate } from '../answers/broker-answers-support.js';
import { flatText, pdfText } from '../reports/render-support.js';
import { askReport, reportInput, settledReport, workbookText } from '../reports/reports-support.js';
import { SCORING_OPERATIONS, textAnswer } from '../scoring/scoring-support.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { expectBadInput, expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { scoringExpert } from '../tasks/tasks-support.js';
import {
  admit,
  type ConflictScene,
  conflictScene,
  declare,
  fullReads,
  readConflicts,
  readEverything,
} from './conflicts-support.js';
import { hiddenReads } from './read-paths-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const clear = (scene: ConflictScene) => [{ projectProductId: scene.productId, hasConflict: false }];
const conflicted = (scene: ConflictScene, description = 'My brother runs their sales team') => [
  { projectProductId: scene.productId, hasConflict: true, description },
];

describe('conflict-of-interest declarations (issue 37 item 2)', () => {
  it('hide every supplier from a buy-side user until they declare, on every read path', async () => {
    const scene = await conflictScene(testApp);
    const { client } = scene.broker;
    expect(await readEverything(client, scene)).toEqual(hiddenReads(CONFLICT_MESSAGES.hidden));
    expect(await readConflicts(client, scene.projectId)).toMatchObject({
      enabled: true,
      pendingCount: 1,
      hiddenCount: 0,
      suppliers: [
        { id: scene.productId, name: expect.stringContaining('Answer Suite'), state: 'UNDECLARED', latest: null },
      ],
      declarations: null,
    });

    dataOf(await declare(client, scene.projectId, clear(scene)));
    expect(await readEverything(client, scene)).toEqual(fullReads(scene.productId, 0));
    expect(await readConflicts(client, scene.projectId)).toMatchObject({ pendingCount: 0, hiddenCount: 0 });
  });

  it('hide a supplier declared with a conflict everywhere and refuse rating, notes, update requests and reports', async () => {
    const scene = await conflictScene(testApp);
    const expert = (await scoringExpert(testApp, scene, ['MANAGE_ALL_SCORING'])).client;
    dataOf(await declare(expert, scene.projectId, clear(scene)));
    expect((await readEverything(expert, scene)).tasks).toBe(1);

    dataOf(await declare(expert, scene.projectId, conflicted(scene)));
    expect(await readEverything(expert, scene)).toEqual(hiddenReads(CONFLICT_MESSAGES.hidden));
    expect(await readConflicts(expert, scene.projectId)).toMatchObject({ pendingCount: 0, hiddenCount: 1 });
    const rating = await expert.graphql(SCORING_OPERATIONS.setRating, { input: { ...textAnswer(scene), rating: 1 } });
    expect(firstError(rating)?.message).toBe(CONFLICT_MESSAGES.hidden);
    const notes = await expert.graphql(SCORING_OPERATIONS.setNotes, { input: { ...textAnswer(scene), notes: 'x' } });
    expect(firstError(notes)?.message).toBe(CONFLICT_MESSAGES.hidden);
    expect(firstError(await requestUpdate(expert, scene, 'Please expand'))?.message).toBe(CONFLICT_MESSAGES.hidden);
    const report = await askReport(expert, reportInput(scene.projectId, [scene.productId]));
    expect(firstError(report)?.message).toBe(CONFLICT_MESSAGES.hidden);
  });

  it('keep a report holding a conflicted supplier from that user, made by someone else', async () => {
    const scene = await conflictScene(testApp);
    const owner = scene.secondOwner.client;
    dataOf(await declare(owner, scene.projectId, clear(scene)));
    const asked = dataOf(await askReport(owner, reportInput(scene.projectId, [scene.productId]))).generateProjectReport;
    const settled = await settledReport(owner, asked.id);
    expect(settled.status).toBe('SUCCESS');
    // The report's Conflicts of interest section: who declared what about which supplier.
    const file = await owner.download(settled.url ?? '');
    const rows = await workbookText(file.body);
    expect(rows).toContainEqual(['Declarations']);
    expect(rows.find((row) => row[3] === 'No conflict')?.[1]).toContain(scene.secondOwner.user.email);
    // The PDF has the same section after the answers.
    const pdfAsked = dataOf(
      await askReport(owner, reportInput(scene.projectId, [scene.productId], { format: 'PDF' })),
    ).generateProjectReport;
    const pdf = await owner.download((await settledReport(owner, pdfAsked.id)).url ?? '');
    const pdfFile = path.join(mkdtempSync(path.join(tmpdir(), 'conflicts-')), 'report.pdf');
    writeFileSync(pdfFile, pdf.body);
    const text = flatText(pdfText(pdfFile));
    expect(text).toMatch(/Conflicts of interest Declarations When Who Supplier Declaration Description or reason/);
    // The table wraps the declarant's e-mail address across lines; the declaration itself reads whole.
    expect(text).toMatch(
      /Declaration Description or reason .* No conflict .* Let in by a project owner Nobody was let in\./,
    );
    const { client } = scene.broker;
    dataOf(await declare(client, scene.projectId, conflicted(scene)));
    const read = await client.graphql('query Report($id: ID!) { report(id: $id) { id } }', { id: asked.id });
    expect(firstError(read)?.message).toBe('Report not found');
  });

  it('keep every declaration as a new record, tell the owners of a conflict, and let an owner admit with a reason', async () => {
    const scene = await conflictScene(testApp);
    const db = testApp.running.app.db;
    const { client, user } = scene.broker;
    const owner = scene.secondOwner.client;
    dataOf(await declare(client, scene.projectId, clear(scene)));
    dataOf(await declare(client, scene.projectId, conflicted(scene)));
    const rows = await db.select().from(conflictDeclarations).where(eq(conflictDeclarations.userId, user.id));
    expect(rows.map((row) => row.hasConflict).sort()).toEqual([false, true]);

    const told = await db
      .select({ userId: notifications.userId, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.kind, 'CONFLICT_DECLARED'), eq(notifications.projectId, scene.projectId)));
    expect(told.map((row) => row.userId).sort()).toEqual([scene.broker.owner.id, scene.secondOwner.user.id].sort());

    const history = await readConflicts(owner, scene.projectId);
    expect(history.isProjectOwner).toBe(true);
    expect(history.declarations).toEqual([
      expect.objectContaining({ userId: user.id, hasConflict: true, mayLetIn: true }),
      expect.objectContaining({ userId: user.id, hasConflict: false, description: null, mayLetIn: false }),
    ]);

    // Not an owner: refused. No reason: refused.
    expectForbidden(await admit(client, scene.projectId, user.id, scene.productId, 'Fine'), CONFLICT_MESSAGES.notOwner);
    expectBadInput(await admit(owner, scene.projectId, user.id, scene.productId, ' '), CONFLICT_MESSAGES.badReason, {
      reason: CONFLICT_MESSAGES.badReason,
    });
    dataOf(await admit(owner, scene.projectId, user.id, scene.productId, 'Her brother left them in 2024'));
    expect(await readEverything(client, scene)).toEqual(fullReads(scene.productId, 0));
    const after = await readConflicts(owner, scene.projectId);
    expect(after.admissions).toEqual([expect.objectContaining({ reason: 'Her brother left them in 2024' })]);
    expect(after.declarations?.[0]?.mayLetIn).toBe(false);
    expectBadInput(
      await admit(owner, scene.projectId, user.id, scene.productId, 'Again'),
      CONFLICT_MESSAGES.alreadyAdmitted,
    );

    // A later conflict asks again.
    dataOf(await declare(client, scene.projectId, conflicted(scene, 'New: I joined their board')));
    expect((await readEverything(client, scene)).scoring.products).toEqual([]);
  });

  it('need a description with a conflict, and refuse a supplier of another project', async () => {
    const scene = await conflictScene(testApp);
    const { client } = scene.broker;
    expectBadInput(
      await declare(client, scene.projectId, conflicted(scene, '  ')),
      CONFLICT_MESSAGES.descriptionNeeded,
    );
    const other = await conflictScene(testApp);
    expectBadInput(await declare(client, scene.projectId, clear(other)), CONFLICT_MESSAGES.badDeclarations);
    expect(await readConflicts(client, scene.projectId)).toMatchObject({ pendingCount: 1 });
  });

  it('flag for the owners a declarant whose e-mail domain is the supplier’s', async () => {
    const scene = await conflictScene(testApp);
    const db = testApp.running.app.db;
    const { client, user } = scene.broker;
    // Test users share one domain: the declarant gets one of their own, then the supplier's website takes it.
    const domain = `buyer-${user.id.slice(0, 8)}.test`;
    await db
      .update(users)
      .set({ email: `declarant@${domain}` })
      .where(eq(users.id, user.id));
    dataOf(await declare(client, scene.projectId, clear(scene)));
    const before = await readConflicts(scene.secondOwner.client, scene.projectId);
    expect(before.declarations).toEqual([expect.objectContaining({ userId: user.id, sameDomain: false })]);
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, scene.invitation.row.productId ?? ''));
    await db
      .update(companies)
      .set({ website: `https://www.${domain}/about` })
      .where(eq(companies.id, product?.companyId ?? ''));
    const after = await readConflicts(scene.secondOwner.client, scene.projectId);
    expect(after.declarations).toEqual([expect.objectContaining({ userId: user.id, sameDomain: true })]);
  });
});
