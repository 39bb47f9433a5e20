import { type AfterStatusCommit, extensionPoints, type ProjectStatusContext } from '../../core/extensions/index.js';
import { afterCommit } from '../../platform/after-commit.js';

/** Runs every hook in the transaction, in order; returns the work they left for after the commit. */
export async function runStatusHooks(context: ProjectStatusContext) {
  const after: AfterStatusCommit[] = [];
  for (const hook of extensionPoints.projectStatusHooks.entries()) {
    const next = await hook(context);
    if (next) after.push(next);
  }
  return after;
}

export async function runAfterStatusCommit(after: readonly AfterStatusCommit[], projectId: string): Promise<void> {
  for (const work of after) await afterCommit(`the status change of project ${projectId}`, work);
}
