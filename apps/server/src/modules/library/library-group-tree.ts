import { canHaveSubgroups } from '@shortlist/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { libraryGroupQuestions, libraryGroups, libraryQuestions } from '../../db/schema/index.js';
import { assertLibraryUser, type LibraryQuestionRow, visibleQuestions } from './library-access.js';

export type GroupRow = Omit<typeof libraryGroups.$inferSelect, 'companyId'> & { questionCount: number };

/** Spec 3 §3 Library group, placed in its company's tree. */
export interface GroupView extends GroupRow {
  groups: GroupView[];
  parentName: string | null;
  /** The ids of its ancestors, the top-level group first. */
  parentPath: string[];
  /** 1 for a top-level group. */
  depth: number;
  canHaveSubgroups: boolean;
}

/** The company's groups as a tree, each level in position order. */
export interface GroupTree {
  roots: GroupView[];
  byId: Map<string, GroupView>;
}

/** The questions of a group that the viewer sees (another company's question made private again drops out). */
const questionCount = (viewer: Viewer) =>
  sql<number>`(select count(*) from ${libraryGroupQuestions}
    join ${libraryQuestions} on ${qualified(libraryQuestions.id)} = ${qualified(libraryGroupQuestions.questionId)}
    where ${qualified(libraryGroupQuestions.groupId)} = ${qualified(libraryGroups.id)} and ${visibleQuestions(viewer.company.id)})`.mapWith(
    Number,
  );

function buildTree(rows: GroupRow[]): GroupTree {
  const byId = new Map<string, GroupView>();
  for (const row of rows) {
    byId.set(row.id, { ...row, groups: [], parentName: null, parentPath: [], depth: 1, canHaveSubgroups: true });
  }
  const roots: GroupView[] = [];
  for (const view of byId.values()) {
    const parent = view.parentId ? byId.get(view.parentId) : undefined;
    if (parent) parent.groups.push(view);
    else roots.push(view);
  }
  const place = (views: GroupView[], parent: GroupView | null) => {
    for (const view of views) {
      view.parentName = parent?.name ?? null;
      view.parentPath = parent ? [...parent.parentPath, parent.id] : [];
      view.depth = view.parentPath.length + 1;
      view.canHaveSubgroups = canHaveSubgroups(view.parentPath.length);
      place(view.groups, view);
    }
  };
  place(roots, null);
  return { roots, byId };
}

/**
 * Spec 3 §2, §7 questionGroups: the viewer's company's groups as a tree (the spec pages them by 10000, so all of
 * them), each with the number of its questions. One statement.
 */
export async function loadGroupTree(db: Pick<Database, 'select'>, viewer: Viewer): Promise<GroupTree> {
  assertLibraryUser(viewer);
  const rows = await db
    .select({
      id: libraryGroups.id,
      parentId: libraryGroups.parentId,
      name: libraryGroups.name,
      description: libraryGroups.description,
      position: libraryGroups.position,
      createdAt: libraryGroups.createdAt,
      updatedAt: libraryGroups.updatedAt,
      questionCount: questionCount(viewer),
    })
    .from(libraryGroups)
    .where(eq(libraryGroups.companyId, viewer.company.id))
    .orderBy(asc(libraryGroups.position), asc(libraryGroups.createdAt));
  return buildTree(rows);
}

/** A group of the tree; another company's, a deleted or malformed id answers 'Group not found'. */
export function groupOf(tree: GroupTree, id: string | null | undefined): GroupView {
  const group = id && isUuid(id) ? tree.byId.get(id) : undefined;
  if (!group) throw notFound('Group');
  return group;
}

/** The group and its subgroups at every level, the group first, each level in order. */
export function subtreeOf(group: GroupView): GroupView[] {
  return [group, ...group.groups.flatMap(subtreeOf)];
}

/**
 * The questions linked to the groups that the viewer sees, group by group in the order given, each group's in the
 * order they were linked; a question in several groups comes once. One statement.
 */
export async function linkedQuestions(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  groupIds: readonly string[],
): Promise<LibraryQuestionRow[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ groupId: libraryGroupQuestions.groupId, question: libraryQuestions })
    .from(libraryGroupQuestions)
    .innerJoin(libraryQuestions, eq(libraryQuestions.id, libraryGroupQuestions.questionId))
    .where(and(inArray(libraryGroupQuestions.groupId, [...groupIds]), visibleQuestions(viewer.company.id)))
    .orderBy(asc(libraryGroupQuestions.linkedAt), asc(libraryQuestions.createdAt));
  const order = new Map(groupIds.map((id, index) => [id, index]));
  const sorted = rows.sort((a, b) => (order.get(a.groupId) ?? 0) - (order.get(b.groupId) ?? 0));
  const byId = new Map(sorted.map((row) => [row.question.id, row.question]));
  return [...byId.values()];
}
