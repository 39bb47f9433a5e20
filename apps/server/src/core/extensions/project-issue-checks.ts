import type { ProjectIssue } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from './project-row.js';

/** The statuses a pre-transition check looks toward (spec 2 §4): DRAFT → IN_REVIEW and IN_REVIEW → PUBLISHED. */
export type CheckedStatus = 'IN_REVIEW' | 'PUBLISHED';

export interface ProjectIssueContext {
  app: AppContext;
  project: ProjectRow;
  target: CheckedStatus;
}

/** One area's contribution to the issue check: counts per message id (zero counts are dropped, equal ids summed). */
export type ProjectIssueCheck = (context: ProjectIssueContext) => Promise<ProjectIssue[]>;
