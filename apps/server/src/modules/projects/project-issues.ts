import type { ProjectIssue, ProjectIssueId } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type CheckedStatus, extensionPoints, type ProjectIssueCheck } from '../../core/extensions/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { projectMembers } from '../../db/schema/index.js';

export const isCheckedStatus = (status: string): status is CheckedStatus =>
  status === 'IN_REVIEW' || status === 'PUBLISHED';

/** Every registered check's issues toward `target`, merged by message id, only those with a count above zero. */
export async function projectIssues(
  app: AppContext,
  project: ProjectRow,
  target: CheckedStatus,
): Promise<ProjectIssue[]> {
  const checks = extensionPoints.projectIssueChecks.entries();
  const found = (await Promise.all(checks.map((check) => check({ app, project, target })))).flat();
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
export const projectPeopleIssues: ProjectIssueCheck = async ({ app, project }) => {
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
};
