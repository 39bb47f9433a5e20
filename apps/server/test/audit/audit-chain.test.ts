import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActorOf, recordAudit, verifyAuditChains } from '../../src/core/audit/index.js';
import { auditEntries } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/test-app.js';

const app = useTestApp();
const db = () => app.running.app.db;
const COMPANY_A = '00000000-0000-4000-8000-00000000000a';
const COMPANY_B = '00000000-0000-4000-8000-00000000000b';
const actor = (companyId: string | null) => ({ ...auditActorOf(null, '203.0.113.9'), companyId });

async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}

describe('The audit trail table', () => {
  it('chains each company’s entries, and the check finds an entry edited behind the trigger’s back', async () => {
    for (const [index, companyId] of [COMPANY_A, COMPANY_B, COMPANY_A, null, COMPANY_A].entries()) {
      await recordAudit(db(), actor(companyId), {
        kind: 'project.created',
        target: { type: 'thing', id: String(index) },
        after: { b: index, a: { z: 1, y: [2, 3] } },
      });
    }
    expect(await verifyAuditChains(db())).toEqual({ checked: 5, breaks: [] });
    const chainA = await db()
      .select({ seq: auditEntries.seq, previousHash: auditEntries.previousHash, hash: auditEntries.hash })
      .from(auditEntries)
      .where(eq(auditEntries.companyId, COMPANY_A))
      .orderBy(auditEntries.seq);
    expect(chainA.map((row) => row.previousHash)).toEqual(['', chainA[0]?.hash, chainA[1]?.hash]);

    await db().execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
    await db().execute(sql`update audit_entries set after = '{"b": 99}' where seq = ${chainA[1]?.seq}`);
    await db().execute(sql`alter table audit_entries enable trigger audit_entries_append_only`);
    expect((await verifyAuditChains(db())).breaks).toEqual([
      { seq: Number(chainA[1]?.seq), companyId: COMPANY_A, reason: 'hash' },
    ]);
  });

  it('keeps one unbroken chain when many transactions write to it at once', async () => {
    const checked = (await verifyAuditChains(db())).checked;
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        db().transaction(async (tx) => {
          await recordAudit(tx, actor(COMPANY_B), {
            kind: 'scoring.rating_saved',
            target: { type: 'n', id: String(index) },
          });
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    const result = await verifyAuditChains(db());
    expect(result.checked).toBe(checked + 12);
    expect(result.breaks.filter((entry) => entry.companyId === COMPANY_B)).toEqual([]);
  });

  it('refuses updates, deletes and truncation', async () => {
    expect(await refusal(db().execute(sql`update audit_entries set kind = 'x'`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db().execute(sql`delete from audit_entries`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db().execute(sql`truncate audit_entries`))).toMatch(/append-only: TRUNCATE/);
  });

  it('lets a retention purge delete only the entries older than its cutoff, in its own transaction', async () => {
    const before = await db().$count(auditEntries);
    await db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('shortlist.audit_purge_before', '2000-01-01T00:00:00Z', true)`);
      await tx.execute(sql`delete from audit_entries where created_at < '2000-01-01T00:00:00Z'`);
    });
    expect(await refusal(db().execute(sql`delete from audit_entries`))).toMatch(/append-only/);
    expect(await db().$count(auditEntries)).toBe(before);
  });

  it('keeps no entry of a change that rolled back', async () => {
    const before = await db().$count(auditEntries);
    await db()
      .transaction(async (tx) => {
        await recordAudit(tx, actor(COMPANY_A), { kind: 'project.deleted' });
        throw new Error('the change fails');
      })
      .catch(() => {});
    expect(await db().$count(auditEntries)).toBe(before);
  });
});
