import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { auditEntries } from '../../db/schema/index.js';
import { entryHash } from './audit-chain.js';

/** An entry whose hash does not follow from its chain: it, or one before it, was changed. */
export interface ChainBreak {
  seq: number;
  companyId: string | null;
  reason: 'hash' | 'link';
}

const PAGE = 1000;

/**
 * Walks every chain in writing order, a page at a time, and names each entry whose stored hash differs from the one
 * its fields give ('hash') or whose previous hash is not its predecessor's hash ('link'). A chain whose oldest entries
 * were purged by retention starts from its oldest kept entry's previous hash (CHAIN_START when none was).
 */
export async function verifyAuditChains(db: Database): Promise<{ checked: number; breaks: ChainBreak[] }> {
  const lastHash = new Map<string | null, string>();
  const breaks: ChainBreak[] = [];
  let checked = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ ...columns(), createdAt: isoInstant(sql`${auditEntries.createdAt}`) })
      .from(auditEntries)
      .where(gt(auditEntries.seq, after))
      .orderBy(asc(auditEntries.seq))
      .limit(PAGE);
    for (const row of rows) {
      const expectedPrevious = lastHash.get(row.companyId);
      if (expectedPrevious !== undefined && row.previousHash !== expectedPrevious) {
        breaks.push({ seq: row.seq, companyId: row.companyId, reason: 'link' });
      } else if (entryHash(row.previousHash, row) !== row.hash) {
        breaks.push({ seq: row.seq, companyId: row.companyId, reason: 'hash' });
      }
      lastHash.set(row.companyId, row.hash);
    }
    checked += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return { checked, breaks };
    after = last.seq;
  }
}

function columns() {
  const { seq, companyId, projectId, projectName, actorUserId, actorEmail, actorCompanyId, kind } = auditEntries;
  const { targetType, targetId, targetLabel, before, after, address, previousHash, hash } = auditEntries;
  return {
    ...{ seq, companyId, projectId, projectName, actorUserId, actorEmail, actorCompanyId, kind },
    ...{ targetType, targetId, targetLabel, before, after, address, previousHash, hash },
  };
}
