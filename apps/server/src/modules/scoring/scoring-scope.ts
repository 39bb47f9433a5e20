import { ERROR_CODES, type ScoringType } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { AppError, badInput, forbidden, notFound } from '../../core/errors.js';
import { type BlindView, blindViewFor, findBrokerProject, type ProjectRow } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { branches, branchMembers } from '../../db/schema/index.js';

/**
 * Where ratings, weights and notes are kept: a branch the viewer is a member of (branches on), or the project's
 * shared scoring (branchId null, branches off), with the scoring type that applies.
 */
export interface ScoringScope {
  branchId: string | null;
  scoringType: ScoringType;
}

/** Refusals of scoring the spec gives no wording for (ours). */
export const SCOPE_MESSAGES = {
  branchRequired: 'Choose a branch: this project is scored in branches',
  noBranches: 'This project is not scored in branches',
} as const;

/** A refusal of a scoring call for want of a right, worded as spec 2 §8 words the call's failure. */
export const refusedRight = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

/**
 * The viewer's scope in the project: with branches on, the branch named, of this project, with the viewer among its
 * members (any other answers as not found: a branch is invisible outside it); with branches off, no branch.
 */
export async function resolveScope(
  db: Database,
  viewer: Viewer,
  project: Pick<ProjectRow, 'id' | 'settings'>,
  branchId: string | null | undefined,
): Promise<ScoringScope> {
  if (!project.settings.enableBranches) {
    if (branchId) throw badInput(SCOPE_MESSAGES.noBranches);
    return { branchId: null, scoringType: project.settings.scoringType };
  }
  if (!branchId) throw badInput(SCOPE_MESSAGES.branchRequired);
  if (!isUuid(branchId)) throw notFound('Branch');
  const [branch] = await db
    .select({ id: branches.id, scoringType: branches.scoringType })
    .from(branches)
    .innerJoin(branchMembers, and(eq(branchMembers.branchId, branches.id), eq(branchMembers.userId, viewer.user.id)))
    .where(and(eq(branches.id, branchId), eq(branches.projectId, project.id)));
  if (!branch) throw notFound('Branch');
  return { branchId: branch.id, scoringType: branch.scoringType };
}

/** A project the viewer reads the scoring of, and the viewer's scope in it. */
export interface ScoringReader extends ScoringScope {
  project: ProjectRow;
  /** Whose reading it is: issue 37's per-viewer rule (conflict declarations) keeps out what they may not read. */
  readerId: string;
  /** Issue 37 item 3: the viewer's blind view of the suppliers (blind scoring, not an owner), else null. */
  blind: BlindView | null;
}

/**
 * Spec 2 §6: who reads a project's scoring (its comparisons and reports too): READ_SCORING, or an owner of the
 * project (owners have administrative access to all project functions), on a project of the viewer's company
 * (another answers as not found, a supplier is refused); with branches on, in a branch the viewer is a member of.
 */
export async function scoringReader(
  db: Database,
  viewer: Viewer,
  projectId: string,
  branchId: string | null | undefined,
): Promise<ScoringReader> {
  const { project, isProjectOwner } = await findBrokerProject(db, viewer, projectId);
  if (!isProjectOwner && !viewer.privileges.has('READ_SCORING')) throw forbidden();
  const [scope, blind] = await Promise.all([
    resolveScope(db, viewer, project, branchId),
    blindViewFor(db, viewer, project, isProjectOwner),
  ]);
  return { project, readerId: viewer.user.id, ...scope, blind };
}
