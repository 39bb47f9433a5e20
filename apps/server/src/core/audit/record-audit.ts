import type { AuditKind } from '@shortlist/domain';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditEntries } from '../../db/schema/index.js';
import type { Viewer } from '../viewer/index.js';
import { CHAIN_START, type ChainedFields, entryHash } from './audit-chain.js';

/** Who did it: the signed-in user (none for a failed sign-in of an unknown address), from which address. */
export interface AuditActor {
  userId: string | null;
  email: string | null;
  /** The tenant they worked in: the chain the entry joins. */
  companyId: string | null;
  /** The administrator's own company while acting on behalf of `companyId`. */
  actorCompanyId: string | null;
  address: string | null;
}

/** What happened to which record: `before` and `after` hold only the fields that changed (or the whole record). */
export interface AuditEvent {
  kind: AuditKind;
  /** The chain to write to when it is not the actor's tenant (e.g. a supplier's act on a broker's project). */
  companyId?: string | null;
  project?: { id: string; name: string } | null;
  target?: { type: string; id: string; label?: string | null } | null;
  before?: unknown;
  after?: unknown;
  /** When it happened: now, unless the demo seed writes a believable past (its entries go in time order). */
  at?: Date;
}

export function auditActorOf(viewer: Viewer | null, address: string | null): AuditActor {
  return {
    userId: viewer?.user.id ?? null,
    email: viewer?.user.email ?? null,
    companyId: viewer?.company.id ?? null,
    actorCompanyId: viewer?.actingOnBehalf ? viewer.ownCompany.id : null,
    address,
  };
}

/**
 * Appends one entry to the trail, inside the caller's transaction so it commits or rolls back with the change it
 * records. The transaction first takes its chain's advisory lock (held until it ends), so two writers to one chain
 * queue and each reads the other's committed entry as its previous one.
 */
export async function recordAudit(db: Database | Transaction, actor: AuditActor, event: AuditEvent): Promise<void> {
  const companyId = event.companyId === undefined ? actor.companyId : event.companyId;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`audit:${companyId ?? 'platform'}`}, 0))`);
  const [last] = await db
    .select({ hash: auditEntries.hash })
    .from(auditEntries)
    .where(companyId ? eq(auditEntries.companyId, companyId) : isNull(auditEntries.companyId))
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  const fields: ChainedFields = {
    companyId,
    projectId: event.project?.id ?? null,
    projectName: event.project?.name ?? null,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    actorCompanyId: actor.actorCompanyId,
    kind: event.kind,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    targetLabel: event.target?.label ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    address: actor.address,
    createdAt: (event.at ?? new Date()).toISOString(),
  };
  const previousHash = last?.hash ?? CHAIN_START;
  await db.insert(auditEntries).values({ ...fields, previousHash, hash: entryHash(previousHash, fields) });
}
