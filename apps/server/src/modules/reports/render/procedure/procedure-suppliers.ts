import { type ParticipationStatus, PROCEDURE_REPORT_TEXTS, participationLabel } from '@shortlist/domain';
import type { Database } from '../../../../db/client.js';
import { supplierTitle } from '../../../suppliers/index.js';
import { readProjectSuppliers } from '../../project-suppliers.js';
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
  const rows = await readProjectSuppliers(db, projectId, 'all');
  const excluded = new Map<string, AuditRow>();
  for (const row of audit) {
    if ((row.kind === 'supplier.blocked' || row.kind === 'supplier.excluded') && row.targetId) {
      excluded.set(row.targetId, row);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    name: supplierTitle(row.companyName ?? '', row.productName ?? row.invitedName ?? '', row.email),
    status: row.participationStatus,
    statusLabel: participationLabel(row.participationStatus),
    invitedAt: row.invitedAt,
    submittedAt: row.submittedAt,
    ownDeadline: row.ownDeadline,
    changedAt: row.changedAt,
    winner: row.winner,
    reason: WITH_REASON.has(row.participationStatus)
      ? (recordedReason(excluded.get(row.id)) ?? PROCEDURE_REPORT_TEXTS.noReason)
      : null,
  }));
}
