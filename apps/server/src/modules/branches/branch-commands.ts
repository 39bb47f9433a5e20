import { BRANCH_MESSAGES, createBranchSchema, updateBranchSchema } from '@shortlist/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, badInput, conflict, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { branches, branchMembers, projectMembers } from '../../db/schema/index.js';
import { findCreatableProject, findVisibleBranch, refusedBranchCall } from './branch-access.js';
import { type BranchView, loadBranch, memberOptionsWhere } from './branch-queries.js';

/** The members chosen besides the creator, each one of the project's managers or viewers (spec 2 §6). */
async function checkedMembers(db: Database, projectId: string, creatorId: string | null, memberIds: string[]) {
  const chosen = memberIds.filter((id) => id !== creatorId);
  if (!chosen.length) return chosen;
  const found = await db
    .selectDistinct({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(memberOptionsWhere(projectId, chosen));
  if (found.length !== chosen.length) throw badInput(BRANCH_MESSAGES.member);
  return chosen;
}

/**
 * Spec 2 §7 Create Branch (project, members, scoringType): a private branch of the viewer's (MANAGE_SCORING or
 * MANAGE_ALL_SCORING), its creator its first member, its scoring type fixed from now on.
 */
export async function createBranch(
  app: AppContext,
  viewer: Viewer,
  input: { projectId: string; memberIds: string[]; scoringType: string },
): Promise<BranchView> {
  const { memberIds, scoringType } = parseInput(createBranchSchema, input);
  const { project } = await findCreatableProject(app.db, viewer, input.projectId, BRANCH_MESSAGES.create);
  const members = await checkedMembers(app.db, project.id, viewer.user.id, memberIds);
  const branchId = await app.db.transaction(async (tx) => {
    const [branch] = await tx
      .insert(branches)
      .values({ projectId: project.id, scoringType, createdBy: viewer.user.id })
      .returning({ id: branches.id });
    if (!branch) throw new Error('No branch inserted');
    await tx
      .insert(branchMembers)
      .values([viewer.user.id, ...members].map((userId) => ({ branchId: branch.id, userId })));
    return branch.id;
  });
  return loadBranch(app.db, viewer, branchId);
}

/** Spec 2 §7 Update Branch: its creator changes its members (the creator stays one); the scoring type stays. */
export async function updateBranch(
  app: AppContext,
  viewer: Viewer,
  input: { id: string; memberIds: string[]; baseVersion: number },
): Promise<BranchView> {
  const { memberIds } = parseInput(updateBranchSchema, input);
  const { branch, isCreator } = await findVisibleBranch(app.db, viewer, input.id, BRANCH_MESSAGES.update);
  assertVersion('branch', branch.version, input.baseVersion);
  if (!isCreator) throw refusedBranchCall(BRANCH_MESSAGES.update);
  const members = await checkedMembers(app.db, branch.projectId, branch.createdBy, memberIds);
  await app.db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(branches)
      .set({ version: sql`${branches.version} + 1`, updatedAt: new Date() })
      .where(and(eq(branches.id, branch.id), eq(branches.version, input.baseVersion)))
      .returning({ id: branches.id });
    if (!bumped) throw conflict('branch');
    await tx
      .delete(branchMembers)
      .where(and(eq(branchMembers.branchId, branch.id), ne(branchMembers.userId, viewer.user.id)));
    if (members.length)
      await tx.insert(branchMembers).values(members.map((userId) => ({ branchId: branch.id, userId })));
  });
  return loadBranch(app.db, viewer, branch.id);
}

/** Spec 2 §6: only the creator deletes a branch, its ratings, weights and notes with it ('Unable to remove the branch'). */
export async function deleteBranch(app: AppContext, viewer: Viewer, branchId: string): Promise<string> {
  const { branch, isCreator } = await findVisibleBranch(app.db, viewer, branchId, BRANCH_MESSAGES.remove);
  if (!isCreator) throw refusedBranchCall(BRANCH_MESSAGES.remove);
  await app.db.delete(branches).where(eq(branches.id, branch.id));
  return branch.id;
}

/**
 * Spec 2 §6: a member revokes their own access ('Unable to revoke access to the branch' otherwise); its creator
 * deletes it instead, so a branch always has its creator among its members.
 */
export async function revokeBranchAccess(app: AppContext, viewer: Viewer, branchId: string): Promise<string> {
  const { branch, isCreator } = await findVisibleBranch(app.db, viewer, branchId, BRANCH_MESSAGES.revoke);
  if (isCreator) throw refusedBranchCall(BRANCH_MESSAGES.revoke);
  await app.db
    .delete(branchMembers)
    .where(and(eq(branchMembers.branchId, branch.id), eq(branchMembers.userId, viewer.user.id)));
  return branch.id;
}
