import type { ProjectIssue, ProjectIssueId } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { projectMembers } from '../../db/schema/index.js';

/** The statuses a pre-transition check looks toward (spec 2 §4): DRAFT → IN_REVIEW and IN_REVIEW → PUBLISHED. */
export type CheckedStatus = 'IN_REVIEW' | 'PUBLISHED';

/** One area's contribution to the issue check: counts per message id (zero counts are dropped). */
export type ProjectIssueCheck = (
  app: AppContext,
  project: ProjectRow,
  target: CheckedStatus,
) => Promise<ProjectIssue[]>;

const checks: ProjectIssueCheck[] = [];

/** Later areas (questions, suppliers) add their counts here at module load. */
export function registerProjectIssueCheck(check: ProjectIssueCheck): void {
  checks.push(check);
}

export const isCheckedStatus = (status: string): status is CheckedStatus =>
  status === 'IN_REVIEW' || status === 'PUBLISHED';

/** Every registered check's issues toward `target`, merged by message id, only those with a count above zero. */
export async function projectIssues(
  app: AppContext,
  project: ProjectRow,
  target: CheckedStatus,
): Promise<ProjectIssue[]> {
  const found = (await Promise.all(checks.map((check) => check(app, project, target)))).flat();
  const totals = new Map<ProjectIssueId, number>();
  for (const issue of found) totals.set(issue.messageId, (totals.get(issue.messageId) ?? 0) + issue.count);
  return [...totals].filter(([, total]) => total > 0).map(([messageId, total]) => ({ messageId, count: total }));
}

/**
 * Spec 2 §8: 'project owners not assigned' and, with experts on, 'domain experts not assigned', toward review and
 * publishing. These are the only checks toward IN_REVIEW: a Draft is about the project's people and settings (its
 * Details); the questionnaire's and the suppliers' checks look toward PUBLISHED (spec 2 §2: no Questions or Suppliers
 * tab in Draft).
 */
registerProjectIssueCheck(async (app, project) => {
  const ofRole = (role: 'PROJECT_MANAGER' | 'DOMAIN_EXPERT') =>
    sql<number>`count(*) filter (where ${projectMembers.role} = ${role})`.mapWith(Number);
  const [assigned] = await app.db
    .select({ owners: ofRole('PROJECT_MANAGER'), experts: ofRole('DOMAIN_EXPERT') })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, project.id));
  const issues: ProjectIssue[] = [];
  if (!assigned?.owners) issues.push({ messageId: 'PROJECT_OWNERS_NOT_ASSIGNED', count: 1 });
  if (project.settings.enableExperts && !assigned?.experts) {
    issues.push({ messageId: 'DOMAIN_EXPERTS_NOT_ASSIGNED', count: 1 });
  }
  return issues;
});
