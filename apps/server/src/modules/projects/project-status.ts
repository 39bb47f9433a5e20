import {
  canMoveToStatus,
  completesWithWinners,
  ERROR_CODES,
  issueHeading,
  PROJECT_MESSAGES,
  type ProjectIssue,
  type ProjectStatus,
  WINNER_TEXTS,
} from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError, badInput, conflict, forbidden } from '../../core/errors.js';
import type { AfterStatusCommit } from '../../core/extensions/index.js';
import { assertBuySideUser, findProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { auditProjectStatus } from './project-audit.js';
import { isCheckedStatus, projectIssues } from './project-issues.js';
import { raiseStatusChanged } from './project-notifications.js';
import { runAfterStatusCommit, runStatusHooks } from './project-status-hooks.js';
import { loadProjectView, type ProjectView } from './project-view.js';

/** Spec 2 §4: the issue counts of moving the project toward `status` (empty for statuses that are not checked). */
export async function projectStatusIssues(
  app: AppContext,
  viewer: Viewer,
  id: string,
  status: ProjectStatus,
): Promise<ProjectIssue[]> {
  const project = await findProject(app.db, viewer, id);
  return isCheckedStatus(status) ? projectIssues(app, project, status) : [];
}

/** A refused checked transition: code project-validation-error, the spec heading, the issues as details. */
const validationError = (heading: string, issues: ProjectIssue[]) =>
  new AppError(400, ERROR_CODES.projectValidation, heading, undefined, { issues });

async function setStatus(db: Database, viewer: Viewer, row: ProjectRow, status: ProjectStatus): Promise<ProjectRow> {
  const [saved] = await db
    .update(projects)
    .set({ status, version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(projects.id, row.id), eq(projects.companyId, viewer.company.id), eq(projects.version, row.version)))
    .returning();
  if (!saved) throw conflict('project');
  await auditProjectStatus(db, viewer, row, saved);
  return saved;
}

/**
 * Spec 2 §4: only the next status in the order (or DELETED, which is admin only). Moving to IN_REVIEW or PUBLISHED
 * is refused while the issue check finds anything; an RFP or RFI completes only through Select Winners.
 */
export async function updateProjectStatus(
  app: AppContext,
  viewer: Viewer,
  id: string,
  status: ProjectStatus,
): Promise<ProjectView> {
  assertBuySideUser(viewer);
  const row = await findProject(app.db, viewer, id);
  if (status === 'DELETED') return loadProjectView(app.db, await deleteProjectRow(app, viewer, row));
  if (!canMoveToStatus(row.status, status)) {
    throw badInput(PROJECT_MESSAGES.statusNotAllowed, { status: PROJECT_MESSAGES.statusNotAllowed });
  }
  if (completesWithWinners(row.type, row.status, status)) throw badInput(WINNER_TEXTS.selectFirst);
  if (isCheckedStatus(status)) {
    const issues = await projectIssues(app, row, status);
    const heading = issueHeading(status);
    if (issues.length > 0 && heading) throw validationError(heading, issues);
  }
  return moveProjectStatus(app, viewer, row, status);
}

/** What a caller writes in the status change's transaction, with the work it leaves for after the commit. */
export type AlongsideStatus = (tx: Database, project: ProjectRow) => Promise<AfterStatusCommit | undefined>;

/**
 * The one path of a status change, once its rules are checked: the status set under the version read, the caller's
 * `alongside` writes and the other areas' status hooks in one transaction (a failure undoes all), then the
 * status-changed notifications and the work left for after the commit.
 */
export async function moveProjectStatus(
  app: AppContext,
  viewer: Viewer,
  row: ProjectRow,
  status: ProjectStatus,
  alongside?: AlongsideStatus,
): Promise<ProjectView> {
  const { saved, after } = await app.db.transaction(async (tx) => {
    const changed = await setStatus(tx, viewer, row, status);
    const own = await alongside?.(tx, changed);
    const hooks = await runStatusHooks({ app, tx, project: changed, from: row.status, viewer });
    return { saved: changed, after: own ? [own, ...hooks] : hooks };
  });
  await raiseStatusChanged(app, saved, row.status, viewer.user.id);
  await runAfterStatusCommit(after, saved.id);
  return loadProjectView(app.db, saved);
}

async function deleteProjectRow(app: AppContext, viewer: Viewer, row: ProjectRow): Promise<ProjectRow> {
  if (!viewer.privileges.has('MANAGE_ALL_PROJECTS')) throw forbidden();
  return app.db.transaction((tx) => setStatus(tx, viewer, row, 'DELETED'));
}

/** Spec 2 §6, §7: delete is admin only (MANAGE_ALL_PROJECTS) and sets the status DELETED. */
export async function deleteProject(app: AppContext, viewer: Viewer, id: string): Promise<void> {
  assertBuySideUser(viewer);
  await deleteProjectRow(app, viewer, await findProject(app.db, viewer, id));
}
