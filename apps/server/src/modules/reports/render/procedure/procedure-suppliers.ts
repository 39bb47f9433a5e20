import { type ParticipationStatus, PROCEDURE_REPORT_TEXTS, participationLabel } from '@shortlist/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { companies, products, projectProducts } from '../../../../db/schema/index.js';
import { supplierTitle } from '../../../suppliers/index.js';
import type { AuditRow } from './procedure-timeline.js';

/** A supplier product of the project: its participation, its dates and, declined or excluded, the reason. */
export interface ProcedureSupplier {
  id: string;
  name: string;
  status: ParticipationStatus;
  statusLabel: string;
  invitedAt: Date | null;
  submittedAt: Date | null;
  /** Its own (extended) answers deadline. */
  ownDeadline: Date | null;
  /** When its participation last changed. */
  changedAt: Date;
  winner: boolean;
  /** Declined, blocked or excluded: the reason given, or "No reason recorded". Null otherwise. */
  reason: string | null;
}

/** The project's supplier products, in the order they were added. One statement. */
function supplierRows(db: Database, projectId: string) {
  return db
    .select({
      id: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName}, '')`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      status: projectProducts.participationStatus,
      invitedAt: projectProducts.invitedAt,
      submittedAt: projectProducts.answersSubmittedAt,
      ownDeadline: projectProducts.answersSubmitDeadline,
      changedAt: projectProducts.updatedAt,
      winner: projectProducts.winner,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(eq(projectProducts.projectId, projectId))
    .orderBy(asc(projectProducts.createdAt), asc(projectProducts.id));
}

/** The `reason` an audit entry's after-state holds, if any. */
export function recordedReason(row: AuditRow | undefined): string | null {
  const after = row?.after;
  if (after && typeof after === 'object' && 'reason' in after) {
    const { reason } = after as { reason: unknown };
    if (typeof reason === 'string' && reason.trim()) return reason;
  }
  return null;
}

const WITH_REASON = new Set<ParticipationStatus>(['DECLINED', 'BLOCKED']);

/** The suppliers, each blocked or excluded one with the reason its latest block or exclusion recorded. */
export async function readProcedureSuppliers(
  db: Database,
  projectId: string,
  audit: readonly AuditRow[],
): Promise<ProcedureSupplier[]> {
  const rows = await supplierRows(db, projectId);
  const excluded = new Map<string, AuditRow>();
  for (const row of audit) {
    if ((row.kind === 'supplier.blocked' || row.kind === 'supplier.excluded') && row.targetId) {
      excluded.set(row.targetId, row);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    name: supplierTitle(row.vendorName, row.productName, row.email),
    status: row.status,
    statusLabel: participationLabel(row.status),
    invitedAt: row.invitedAt,
    submittedAt: row.submittedAt,
    ownDeadline: row.ownDeadline,
    changedAt: row.changedAt,
    winner: row.winner,
    reason: WITH_REASON.has(row.status)
      ? (recordedReason(excluded.get(row.id)) ?? PROCEDURE_REPORT_TEXTS.noReason)
      : null,
  }));
}
