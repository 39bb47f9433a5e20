import { ERROR_CODES, mayScoreSome, scoringOpen } from '@shortlist/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { findBrokerProject } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { branches, branchMembers, projectProducts } from '../../db/schema/index.js';

/** A refusal for want of a right, worded as the call's failure (spec 2 §8). */
export const refusedBranchCall = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

/**
 * The viewer's project where branches may be changed: the company's branches setting on (copied into the project's
 * settings) and scoring open (spec 2 §4: SCORING, or AWAITING once a product has submitted; COMPLETED is read only).
 * Refused with the call's wording otherwise; another company's project answers as not found.
 */
export async function findBranchProject(db: Database, viewer: Viewer, projectId: string, refusal: string) {
  const found = await findBrokerProject(db, viewer, projectId);
  const { project } = found;
  if (!project.settings.enableBranches) throw badInput(refusal);
  const [submitted] = await db
    .select({ id: projectProducts.id })
    .from(projectProducts)
    .where(
      and(
        eq(projectProducts.projectId, project.id),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
        isNotNull(projectProducts.answersSubmittedAt),
      ),
    )
    .limit(1);
  if (!scoringOpen({ status: project.status, someSubmitted: submitted !== undefined })) throw badInput(refusal);
  return found;
}

/** Spec 2 §6: users with MANAGE_SCORING or MANAGE_ALL_SCORING (and project owners) create their own branches. */
export async function findCreatableProject(db: Database, viewer: Viewer, projectId: string, refusal: string) {
  const found = await findBranchProject(db, viewer, projectId, refusal);
  const right = { privileges: viewer.privileges, userId: viewer.user.id, isProjectOwner: found.isProjectOwner };
  if (!mayScoreSome(right)) throw refusedBranchCall(refusal);
  return found;
}

/**
 * A branch the viewer sees (its creator or a member) in a project of theirs where branches may be changed, with
 * whether the viewer created it. Any other branch answers as not found: a branch is invisible outside it (a
 * user's branches are all of their own company's projects).
 */
export async function findVisibleBranch(db: Database, viewer: Viewer, branchId: string, refusal: string) {
  if (!isUuid(branchId)) throw notFound('Branch');
  const [row] = await db
    .select({ branch: branches, memberId: branchMembers.userId })
    .from(branches)
    .leftJoin(branchMembers, and(eq(branchMembers.branchId, branches.id), eq(branchMembers.userId, viewer.user.id)))
    .where(eq(branches.id, branchId));
  const isCreator = row?.branch.createdBy === viewer.user.id;
  if (!row || (!isCreator && row.memberId === null)) throw notFound('Branch');
  await findBranchProject(db, viewer, row.branch.projectId, refusal);
  return { branch: row.branch, isCreator };
}
