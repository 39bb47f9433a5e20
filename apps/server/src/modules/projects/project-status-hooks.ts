import type { ProjectStatus } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { afterCommit } from '../../platform/after-commit.js';

/** Work to do once the status change has committed (mail, notifications); a failure is logged, never undoes it. */
export type AfterStatusCommit = () => Promise<void>;

/**
 * What another area does when a project's status changes (e.g. suppliers are invited on publishing): it writes in
 * the status change's transaction, so a failure undoes the change, and may return work to do after the commit.
 */
export type ProjectStatusHook = (
  app: AppContext,
  tx: Database,
  project: ProjectRow,
  from: ProjectStatus,
) => Promise<AfterStatusCommit | undefined>;

const hooks: ProjectStatusHook[] = [];

export function registerProjectStatusHook(hook: ProjectStatusHook): void {
  hooks.push(hook);
}

/** Runs every hook in the transaction; returns the work they left for after the commit. */
export async function runStatusHooks(app: AppContext, tx: Database, project: ProjectRow, from: ProjectStatus) {
  const after: AfterStatusCommit[] = [];
  for (const hook of hooks) {
    const next = await hook(app, tx, project, from);
    if (next) after.push(next);
  }
  return after;
}

export async function runAfterStatusCommit(after: readonly AfterStatusCommit[], projectId: string): Promise<void> {
  for (const work of after) await afterCommit(`the status change of project ${projectId}`, work);
}
