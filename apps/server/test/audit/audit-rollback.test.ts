import { SCORING_CHOICE_MESSAGES } from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAuditChains } from '../../src/core/audit/index.js';
import { extensionPoints } from '../../src/core/extensions/index.js';
import { auditEntries, projectProducts, projects } from '../../src/db/schema/index.js';
import { STATUS } from '../projects/projects-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { publishedProject } from '../suppliers/supplier-side-support.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { auditProbe } from './audit-events-support.js';

/**
 * Issue 38 item 6: an entry is written in the transaction of the change it records, so a change that fails after its
 * entry was written leaves no entry. Real HTTP requests against the test's own database.
 */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const { count, entriesOf } = auditProbe(testApp);

const statusOf = async (projectId: string) =>
  (await db().select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)))[0]?.status;

/**
 * What the status change's own transaction holds of the watched project's trail when the status hooks run (first of
 * them): the entries it has written by then, which the later refusal undoes.
 */
let watched: string | null = null;
let seenInTransaction: string[] = [];
const unregister = extensionPoints.projectStatusHooks.register(
  async ({ tx, project }) => {
    if (project.id !== watched) return undefined;
    const rows = await tx
      .select({ kind: auditEntries.kind })
      .from(auditEntries)
      .where(eq(auditEntries.projectId, project.id));
    seenInTransaction = rows.map((row) => row.kind);
    return undefined;
  },
  { order: 1 },
);
afterAll(unregister);

const SELECT = `mutation Select($projectId: ID!, $productIds: [ID!]!) {
  selectWinners(projectId: $projectId, productIds: $productIds) { id status } }`;

describe('A change refused after its audit entry was written leaves no entry', () => {
  it('when a later check of the service refuses it: scoring started without an accepted supplier', async () => {
    const { client, project } = await publishedProject(testApp, 'AWAITING');
    watched = project.id;
    const before = await count();

    const refused = await client.graphql(STATUS, { id: project.id, status: 'SCORING' });
    expectBadInput(refused, SCORING_CHOICE_MESSAGES.noAcceptedProduct);
    // The status change had written its entry in its transaction before the check refused it...
    expect(seenInTransaction).toContain('project.status_changed');
    // ...and the refusal took the entry back with the change.
    expect(await count()).toBe(before);
    expect(await statusOf(project.id)).toBe('AWAITING');
    const ofProject = await db().$count(auditEntries, eq(auditEntries.projectId, project.id));
    expect(ofProject).toBe(1); // project.created only
  });

  it('when the database refuses it: winners selected while a trigger of this database refuses to mark them', async () => {
    const scene = await scoringScene(testApp);
    const { client, project } = scene.broker;
    const winner = scene.invitation.row.id;
    await db().execute(
      sql.raw(`create function refuse_winner() returns trigger language plpgsql as $$
        begin raise exception 'winners refused by this test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_winner before update of winner on project_products for each row
        when (new.winner and new.project_id = '${project.id}') execute function refuse_winner()`),
    );
    try {
      // The status change writes its entry first; marking the winners fails after it, in the same transaction.
      const before = await count();
      const refused = await entriesOf(async () => {
        const result = await client.graphql(SELECT, { projectId: project.id, productIds: [winner] });
        expect(result.errors?.length).toBeGreaterThan(0);
      });
      expect(refused).toEqual([]);
      expect(await count()).toBe(before);
      expect(await statusOf(project.id)).toBe('SCORING');
      const winners = await db()
        .select({ id: projectProducts.id })
        .from(projectProducts)
        .where(and(eq(projectProducts.projectId, project.id), eq(projectProducts.winner, true)));
      expect(winners).toEqual([]);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_winner on project_products'));
      await db().execute(sql.raw('drop function refuse_winner()'));
    }

    // Without the trigger the same request completes the project and records it.
    const written = await entriesOf(async () => {
      const result = await client.graphql(SELECT, { projectId: project.id, productIds: [winner] });
      expect(result.errors).toBeUndefined();
    });
    expect(written.map((entry) => entry.kind)).toEqual(['project.status_changed', 'winners.selected']);
    expect((await verifyAuditChains(db())).breaks).toEqual([]);
  });
});
