import { ERROR_CODES } from '@shortlist/domain';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { comparisons } from '../../db/schema/index.js';

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
