import type { ScoringType } from '@shortlist/domain';
import { ERROR_CODES } from '@shortlist/domain';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { AppError, forbidden } from '../../core/errors.js';
import { findBrokerProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { comparisons } from '../../db/schema/index.js';
import { resolveScope } from '../scoring/index.js';

/** Where the viewer works with comparisons: the project and the scope (a branch of theirs, or none). */
export interface ComparisonScope {
  project: ProjectRow;
  branchId: string | null;
  scoringType: ScoringType;
}

/**
 * Spec 2 §6: READ_SCORING (project owners have administrative access to all project functions) on a project of the
 * viewer's company (another answers as not found, a supplier is refused); with branches on, in a branch the viewer
 * is a member of (another answers as not found), as the scoring page's scope.
 */
export async function comparisonScope(
  db: Database,
  viewer: Viewer,
  projectId: string,
  branchId: string | null | undefined,
): Promise<ComparisonScope> {
  const { project, isProjectOwner } = await findBrokerProject(db, viewer, projectId);
  if (!isProjectOwner && !viewer.privileges.has('READ_SCORING')) throw forbidden();
  const scope = await resolveScope(db, viewer, project, branchId);
  return { project, ...scope };
}

/**
 * The comparisons of the scope the viewer may see: the project's, in the branch (none without branches), public or
 * their own. A private comparison is its creator's alone (spec 2 §9).
 */
export const visibleComparisons = (
  viewer: Viewer,
  scope: { projectId: string; branchId: string | null },
): SQL | undefined =>
  and(
    eq(comparisons.projectId, scope.projectId),
    scope.branchId === null ? isNull(comparisons.branchId) : eq(comparisons.branchId, scope.branchId),
    or(eq(comparisons.isPrivate, false), eq(comparisons.createdBy, viewer.user.id)),
  );

/** Spec 2 §6: editing and deleting a comparison is its creator's alone (the wording is ours). */
export const creatorOnly = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);
