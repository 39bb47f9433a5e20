import type { ClientTablesStatus, ProjectType, UserStatus } from '../enums.js';
import { isTodayOrLater } from '../projects/dates.js';
import type { ProjectStatus } from '../projects/status.js';
import type { ClientTableCell, ClientTableData } from './client-table-data.js';
import { CLIENT_TABLE_MESSAGES as M } from './client-table-messages.js';

/** Spec 2 §2 /projects/{id}/discovery: RFP or RFI only. */
export const hasClientTables = (type: ProjectType) => type === 'RFP' || type === 'RFI';

/** Spec 2 §4: the tables are locked once SUBMITTED or when the project is COMPLETED. */
export const clientTablesLocked = (status: ClientTablesStatus, projectStatus: ProjectStatus) =>
  status === 'SUBMITTED' || projectStatus === 'COMPLETED';

/** Spec 2 §4: client members edit until the deadline's New York day has ended; no deadline, no limit. */
export const clientDeadlinePassed = (deadline: Date | null, now: Date = new Date()) =>
  deadline !== null && !isTodayOrLater(deadline, now);

export interface ClientTablesState {
  status: ClientTablesStatus;
  projectStatus: ProjectStatus;
  deadline: Date | null;
}

/** Why a client member may not change the data now (locked, or past the deadline); null when they may. */
export function clientMemberLockProblem(state: ClientTablesState, now: Date = new Date()): string | null {
  if (clientTablesLocked(state.status, state.projectStatus)) return M.locked;
  return clientDeadlinePassed(state.deadline, now) ? M.deadlinePassed : null;
}

/** Spec 2 §5: the members' deadline is today or later and cannot be set while the tables are locked. */
export function clientDeadlineProblem(
  deadline: Date,
  state: Pick<ClientTablesState, 'status' | 'projectStatus'>,
  now: Date = new Date(),
): string | null {
  if (clientTablesLocked(state.status, state.projectStatus)) return M.deadlineWhileLocked;
  return isTodayOrLater(deadline, now) ? null : M.deadlineNotBeforeToday;
}

/** JSON with object keys in order, so that data read back from the database (jsonb reorders keys) compares equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([left], [right]) => left.localeCompare(right));
  return Object.fromEntries(entries.map(([key, entry]) => [key, canonical(entry)]));
}
const sameJson = (left: unknown, right: unknown) =>
  JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
const sameOptions = (left: ClientTableCell, right: ClientTableCell) =>
  left.value.type === right.value.type && sameJson(left.options, right.options);

/**
 * Spec 2 §4 "CLIENT members may edit only cells of columns marked as client response": compares the stored data with
 * the data sent and names the first change refused — any change to the columns, rows or cell options, or content
 * changed in a column that is not a client response. Null when every change is a client-response cell's content.
 */
export function clientMemberChangeProblem(stored: ClientTableData, sent: ClientTableData): string | null {
  if (!sameJson(stored.columns, sent.columns)) return M.designChanged;
  const rowIds = (data: ClientTableData) => data.rows.map((row) => row.id);
  if (!sameJson(rowIds(stored), rowIds(sent))) return M.designChanged;
  for (const [index, row] of stored.rows.entries()) {
    const sentRow = sent.rows[index];
    for (const column of stored.columns) {
      const before = row.cells[column.id];
      const after = sentRow?.cells[column.id];
      if (!before || !after || !sameOptions(before, after)) return M.designChanged;
      if (!column.meta.clientResponse && !sameJson(before.value, after.value)) {
        return M.notClientResponse(column.title);
      }
    }
  }
  return null;
}

/** Spec 2 §3 Client member: ACTIVE members show as 'name (email)', everyone else (and the unregistered) the e-mail. */
export function clientMemberLabel(member: { email: string; name: string | null; status: UserStatus | null }): string {
  return member.status === 'ACTIVE' && member.name ? `${member.name} (${member.email})` : member.email;
}

/** Spec 2 §3: every status but ACTIVE shows as Invited. */
export const clientMemberStatusLabel = (status: UserStatus | null) => (status === 'ACTIVE' ? 'Active' : 'Invited');
