import { auditBrokenMessage, auditIntactMessage } from '@shortlist/domain';
import { inArray } from 'drizzle-orm';
import { verifyAuditChains } from '../../core/audit/index.js';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

export interface AuditCheck {
  intact: boolean;
  checked: number;
  breaks: Array<{ seq: number; companyId: string | null; companyName: string | null; reason: 'hash' | 'link' }>;
  message: string;
}

/** Issue 38: walks every chain (verifyAuditChains) and says, in words, whether the trail is intact. */
export async function checkAuditTrail(db: Database): Promise<AuditCheck> {
  const { checked, breaks } = await verifyAuditChains(db);
  const ids = [...new Set(breaks.map((entry) => entry.companyId).filter((id): id is string => id !== null))];
  const names =
    ids.length > 0
      ? new Map(
          (
            await db
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(inArray(companies.id, ids))
          ).map((row) => [row.id, row.name]),
        )
      : new Map<string, string>();
  const named = breaks.map((entry) => ({
    ...entry,
    companyName: entry.companyId ? (names.get(entry.companyId) ?? entry.companyId) : null,
  }));
  return {
    intact: breaks.length === 0,
    checked,
    breaks: named,
    message: breaks.length === 0 ? auditIntactMessage(checked) : auditBrokenMessage(checked, named),
  };
}

/**
 * `npm run audit:verify`: checks the chains of the database, prints the count checked and each break, and answers
 * the process's exit code (1 when the trail was changed).
 */
export async function runAuditVerify(db: Database, print: (line: string) => void): Promise<number> {
  const result = await checkAuditTrail(db);
  print(result.intact ? result.message : `The audit trail has been changed (${result.checked} entries checked):`);
  for (const entry of result.breaks) {
    const reason = entry.reason === 'hash' ? 'was edited' : 'does not follow the entry before it';
    print(`  entry ${entry.seq} of ${entry.companyName ?? 'the platform'}'s trail ${reason}`);
  }
  return result.intact ? 0 : 1;
}
