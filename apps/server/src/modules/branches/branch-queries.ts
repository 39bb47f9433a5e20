import { BRANCH_MEMBER_ROLES, type ScoringType } from '@shortlist/domain';
import { and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { findBrokerProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { branches, branchMembers, projectMembers, users } from '../../db/schema/index.js';
import { type ProjectUser, toProjectUser } from '../projects/index.js';

/** Spec 2 §3 Branch: id, members, scoringType, createdBy; with what the viewer may do with it. */
export interface BranchView {
  id: string;
  projectId: string;
  scoringType: ScoringType;
  createdBy: ProjectUser | null;
  members: ProjectUser[];
  version: number;
  /** The viewer created it: they edit and delete it; a member revokes own access instead (spec 2 §6). */
  isCreator: boolean;
}

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The branches matching `where`, with their creators and members: two statements whatever their number. */
async function branchViews(db: Database, viewer: Viewer, where: SQL | undefined): Promise<BranchView[]> {
  const rows = await db
    .select({ branch: branches, creator: personColumns })
    .from(branches)
    .leftJoin(users, eq(users.id, branches.createdBy))
    .where(where)
    .orderBy(asc(branches.createdAt), asc(branches.id));
  if (!rows.length) return [];
  const memberRows = await db
    .select({ branchId: branchMembers.branchId, person: personColumns })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      inArray(
        branchMembers.branchId,
        rows.map((row) => row.branch.id),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ branch, creator }) => ({
    id: branch.id,
    projectId: branch.projectId,
    scoringType: branch.scoringType,
    createdBy: creator ? toProjectUser(creator) : null,
    members: memberRows.filter((row) => row.branchId === branch.id).map((row) => toProjectUser(row.person)),
    version: branch.version,
    isCreator: branch.createdBy === viewer.user.id,
  }));
}

/** One branch as the viewer sees it (after a write that checked they may). */
export async function loadBranch(db: Database, viewer: Viewer, branchId: string): Promise<BranchView> {
  const [view] = await branchViews(db, viewer, eq(branches.id, branchId));
  if (!view) throw new Error(`Branch ${branchId} vanished`);
  return view;
}

/**
 * Spec 2 §6: the project's branches the viewer sees, those they created or are a member of (none with branches off).
 * Another company's project answers as not found.
 */
export async function listBranches(db: Database, viewer: Viewer, projectId: string): Promise<BranchView[]> {
  const { project } = await findBrokerProject(db, viewer, projectId);
  if (!project.settings.enableBranches) return [];
  const membership = db
    .select({ one: sql`1` })
    .from(branchMembers)
    .where(and(eq(branchMembers.branchId, branches.id), eq(branchMembers.userId, viewer.user.id)));
  return branchViews(
    db,
    viewer,
    and(eq(branches.projectId, project.id), or(eq(branches.createdBy, viewer.user.id), exists(membership))),
  );
}

/** Spec 2 §6, spec 3 §7: the project's PROJECT_MANAGER and VIEWER users, selectable as a branch's members. */
export function memberOptionsWhere(projectId: string, userIds?: string[]) {
  return and(
    eq(projectMembers.projectId, projectId),
    inArray(projectMembers.role, [...BRANCH_MEMBER_ROLES]),
    userIds ? inArray(projectMembers.userId, userIds) : undefined,
  );
}

export async function branchMemberOptions(db: Database, viewer: Viewer, projectId: string): Promise<ProjectUser[]> {
  const { project } = await findBrokerProject(db, viewer, projectId);
  const rows = await db
    .selectDistinct({ person: personColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(memberOptionsWhere(project.id))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => toProjectUser(row.person));
}
