import type { ProjectStatus } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../viewer/index.js';
import type { ProjectRow } from './project-row.js';

/** Work to do once the status change has committed (mail, notifications); a failure is logged, never undoes it. */
export type AfterStatusCommit = () => Promise<void>;

export interface ProjectStatusContext {
  app: AppContext;
  /** The status change's transaction. */
  tx: Database;
  /** The project as saved, in its new status. */
  project: ProjectRow;
  from: ProjectStatus;
  /** Who changed the status (the audit trail's actor of what a hook writes). */
  viewer: Viewer;
}

/**
 * What another area does when a project's status changes (e.g. suppliers are invited on publishing): it writes in
 * the status change's transaction, so a failure undoes the change, and may return work to do after the commit.
 */
export type ProjectStatusHook = (context: ProjectStatusContext) => Promise<AfterStatusCommit | undefined>;
