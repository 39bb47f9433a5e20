import {
  CLIENT_TABLE_MESSAGES,
  type ClientTableData,
  type ClientTablesStatus,
  clientMemberChangeProblem,
  clientMemberLockProblem,
  clientTablesLocked,
} from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, badInput, conflict } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { clientTables, projects } from '../../db/schema/index.js';
import { assertTableFiles } from './client-table-files.js';
import { parsedTableData, validCells } from './client-table-input.js';
import {
  brokerClientProject,
  type ClientTableRow,
  clientMemberProject,
  findProjectTable,
} from './client-tables-access.js';

const lockStateOf = (project: ProjectRow) => ({
  status: project.clientTablesStatus,
  projectStatus: project.status,
  deadline: project.clientTablesDeadline,
});

/**
 * Spec 2 §7 Fill client table (client members): the data as typed over the version the member read. Only the content
 * of client-response cells may change, only while the tables are unlocked and before the deadline; a save over a
 * version someone else has already replaced is a conflict, and nothing of it is written.
 */
export async function fillClientTable(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  tableId: string,
  version: number,
  input: unknown,
): Promise<ClientTableRow> {
  const { project } = await clientMemberProject(app.db, viewer, projectId);
  const lockProblem = clientMemberLockProblem(lockStateOf(project));
  if (lockProblem) throw badInput(lockProblem);
  const stored = await findProjectTable(app.db, project.id, tableId);
  assertVersion('table', stored.version, version);
  const data = validCells(parsedTableData(input));
  const changeProblem = clientMemberChangeProblem(stored.data as ClientTableData, data);
  if (changeProblem) throw badInput(changeProblem);
  await assertTableFiles(app.db, viewer, data, stored);
  const [saved] = await app.db
    .update(clientTables)
    .set({ data, version: version + 1, updatedBy: viewer.user.id, updatedAt: new Date() })
    .where(and(eq(clientTables.id, stored.id), eq(clientTables.version, version)))
    .returning();
  if (!saved) throw conflict('table');
  return saved;
}

/** Writes the tables' status unless it is already that; the row as it now is. */
async function writeStatus(app: AppContext, project: ProjectRow, status: ClientTablesStatus): Promise<ProjectRow> {
  if (project.clientTablesStatus === status) return project;
  const [saved] = await app.db
    .update(projects)
    .set({ clientTablesStatus: status })
    .where(eq(projects.id, project.id))
    .returning();
  return saved ?? project;
}

/**
 * Spec 2 §7 Submit client table data (client members): locks the tables for good — the member cannot undo it. Refused
 * once they are locked.
 */
export async function submitClientTableData(app: AppContext, viewer: Viewer, projectId: string) {
  const view = await clientMemberProject(app.db, viewer, projectId);
  if (clientTablesLocked(view.project.clientTablesStatus, view.project.status)) {
    throw badInput(CLIENT_TABLE_MESSAGES.alreadySubmitted);
  }
  return { ...view, project: await writeStatus(app, view.project, 'SUBMITTED') };
}

/**
 * Spec 2 §4 the lock button (broker, after a confirmation): DRAFT unlocks, SUBMITTED locks. A COMPLETED project stays
 * locked whatever the status says.
 */
export async function setClientTablesLockStatus(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  status: ClientTablesStatus,
): Promise<ProjectRow> {
  const project = await brokerClientProject(app.db, viewer, projectId);
  return writeStatus(app, project, status);
}
