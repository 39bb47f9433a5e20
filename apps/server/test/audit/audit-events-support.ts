import { gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEntries } from '../../src/db/schema/index.js';
import type { TestApp } from '../support/test-app.js';

export type AuditEntry = typeof auditEntries.$inferSelect;

/** The address a test client's requests come from, as the server records it. */
export const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

/** Reads the trail around the actions of a test: which entries an action wrote, and that it wrote exactly one. */
export function auditProbe(testApp: TestApp) {
  const db = () => testApp.running.app.db;
  const lastSeq = async () =>
    (
      await db()
        .select({ seq: max(auditEntries.seq) })
        .from(auditEntries)
    )[0]?.seq ?? 0;

  /** The entries `action` wrote (in order). */
  async function entriesOf(action: () => Promise<unknown>): Promise<AuditEntry[]> {
    const before = await lastSeq();
    await action();
    return db().select().from(auditEntries).where(gt(auditEntries.seq, before)).orderBy(auditEntries.seq);
  }

  /** The one entry `action` wrote; the test fails when it wrote none or several. */
  async function oneEntryOf(action: () => Promise<unknown>): Promise<AuditEntry> {
    const entries = await entriesOf(action);
    expect(entries.map((entry) => entry.kind)).toHaveLength(1);
    return entries[0] as AuditEntry;
  }

  const count = () => db().$count(auditEntries);
  return { entriesOf, oneEntryOf, lastSeq, count };
}

export interface ExpectedEntry {
  kind: string;
  actor: { id: string; email: string };
  /** The chain the entry joined (the tenant the actor worked in). */
  companyId: string;
  /** The project (null: none); not checked when left out. */
  project?: { id: string; name: string } | null;
  target: { type: string; id: string; label?: string | null };
  before?: unknown;
  after?: unknown;
}

/**
 * The entry says who (from the test client's address, on no one's behalf), what, in which chain and project, which
 * record and before -> after.
 */
export function expectEntry(entry: AuditEntry, expected: ExpectedEntry) {
  const { target } = expected;
  expect(entry).toMatchObject({
    kind: expected.kind,
    companyId: expected.companyId,
    actorUserId: expected.actor.id,
    actorEmail: expected.actor.email,
    actorCompanyId: null,
    ...(expected.project === undefined
      ? {}
      : { projectId: expected.project?.id ?? null, projectName: expected.project?.name ?? null }),
    targetType: target.type,
    targetId: target.id,
    ...(target.label === undefined ? {} : { targetLabel: target.label }),
    ...(expected.before === undefined ? {} : { before: expected.before }),
    ...(expected.after === undefined ? {} : { after: expected.after }),
  });
  expect(entry.address).toMatch(LOOPBACK);
}
