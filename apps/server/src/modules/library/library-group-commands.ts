import {
  canHaveSubgroups,
  canMoveGroup,
  groupFormSchemaFor,
  isInSubtree,
  linkQuestionsSchema,
  QUESTION_MESSAGES,
  subtreeDepth,
} from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { isUniqueViolation } from '../../db/client.js';
import { libraryGroupQuestions, libraryGroups } from '../../db/schema/index.js';
import { findLibraryQuestions } from './library-access.js';
import { type GroupTree, type GroupView, groupOf, loadGroupTree, subtreeOf } from './library-group-tree.js';

/** Spec 3 §7 Create / update group: name, description and the parent (null: a top-level group). */
export interface LibraryGroupInput {
  name: string;
  description?: string | null;
  parentId?: string | null;
}

const nameTaken = () => badInput(QUESTION_MESSAGES.groupNameTaken, { name: QUESTION_MESSAGES.groupNameTaken });
const tooDeep = () => badInput(QUESTION_MESSAGES.groupDepth, { parentId: QUESTION_MESSAGES.groupDepth });

/** The groups beside a group placed under `parent` (or at the top level). */
const siblingsUnder = (tree: GroupTree, parent: GroupView | null) => (parent ? parent.groups : tree.roots);

/** The position after the last sibling. */
const nextPosition = (siblings: readonly GroupView[]) =>
  siblings.reduce((last, sibling) => Math.max(last, sibling.position), -1) + 1;

/** The parent named by the input, a group of the tree; null for the top level. */
function parentOf(tree: GroupTree, input: LibraryGroupInput): GroupView | null {
  const id = input.parentId ?? null;
  return id === null ? null : groupOf(tree, id);
}

/** A unique index guards sibling names against two writers at once: its refusal reads like the form's. */
async function guardingNames<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function reloaded(app: AppContext, viewer: Viewer, id: string): Promise<GroupView> {
  return groupOf(await loadGroupTree(app.db, viewer), id);
}

/**
 * Spec 3 §5, §7 Create group: name required, trimmed, at most 50 and unlike its siblings' names; description at most
 * 200; a group with 2 ancestors gets no subgroups (groups nest 3 levels).
 */
export async function createGroup(app: AppContext, viewer: Viewer, input: LibraryGroupInput) {
  const tree = await loadGroupTree(app.db, viewer);
  const parent = parentOf(tree, input);
  if (parent && !canHaveSubgroups(parent.parentPath.length)) throw tooDeep();
  const siblings = siblingsUnder(tree, parent);
  const values = parseInput(groupFormSchemaFor(siblings), input);
  const [row] = await guardingNames(() =>
    app.db
      .insert(libraryGroups)
      .values({
        companyId: viewer.company.id,
        parentId: parent?.id ?? null,
        name: values.name,
        description: values.description,
        position: nextPosition(siblings),
      })
      .returning({ id: libraryGroups.id }),
  );
  if (!row) throw new Error('The group was not created');
  return reloaded(app, viewer, row.id);
}

/**
 * Spec 3 §5, §7 Update group, moving it when the parent changes: not into itself or a subgroup, and only where its
 * whole subtree stays within 3 levels; the name must differ from those of its new siblings. A moved group goes last.
 */
export async function updateGroup(app: AppContext, viewer: Viewer, id: string, input: LibraryGroupInput) {
  const tree = await loadGroupTree(app.db, viewer);
  const group = groupOf(tree, id);
  const parent = parentOf(tree, input);
  const moved = (parent?.id ?? null) !== group.parentId;
  if (moved && parent && isInSubtree(group, parent.id)) {
    throw badInput(QUESTION_MESSAGES.groupIntoItself, { parentId: QUESTION_MESSAGES.groupIntoItself });
  }
  if (moved && !canMoveGroup(subtreeDepth(group), parent ? parent.parentPath.length : null)) throw tooDeep();
  const siblings = siblingsUnder(tree, parent);
  const values = parseInput(groupFormSchemaFor(siblings, group.id), input);
  await guardingNames(() =>
    app.db
      .update(libraryGroups)
      .set({
        name: values.name,
        description: values.description,
        parentId: parent?.id ?? null,
        position: moved ? nextPosition(siblings) : group.position,
        updatedAt: new Date(),
      })
      .where(eq(libraryGroups.id, group.id)),
  );
  return reloaded(app, viewer, group.id);
}

/** Spec 3 §7 Delete group: with its subgroups; the questions stay in the library. Answers the ids deleted. */
export async function deleteGroup(app: AppContext, viewer: Viewer, id: string): Promise<string[]> {
  const group = groupOf(await loadGroupTree(app.db, viewer), id);
  await app.db.delete(libraryGroups).where(eq(libraryGroups.id, group.id));
  return subtreeOf(group).map((deleted) => deleted.id);
}

/** The group and the questions of a link or unlink: the group the company's, the questions ones it sees. */
async function linkTarget(app: AppContext, viewer: Viewer, groupId: string, questionIds: ReadonlyArray<string>) {
  const values = parseInput(linkQuestionsSchema, { groupId, questionIds });
  const group = groupOf(await loadGroupTree(app.db, viewer), values.groupId);
  await findLibraryQuestions(app.db, viewer, values.questionIds);
  return { group, questionIds: values.questionIds };
}

/** Spec 3 §5, §7 Link questions to a group (already linked ones stay as they are). */
export async function linkQuestions(app: AppContext, viewer: Viewer, groupId: string, questionIds: string[]) {
  const target = await linkTarget(app, viewer, groupId, questionIds);
  await app.db
    .insert(libraryGroupQuestions)
    .values(target.questionIds.map((questionId) => ({ groupId: target.group.id, questionId })))
    .onConflictDoNothing();
  return reloaded(app, viewer, target.group.id);
}

/** Spec 3 §7 Unlink questions from a group; they stay in the library. */
export async function unlinkQuestions(app: AppContext, viewer: Viewer, groupId: string, questionIds: string[]) {
  const target = await linkTarget(app, viewer, groupId, questionIds);
  await app.db
    .delete(libraryGroupQuestions)
    .where(
      and(
        eq(libraryGroupQuestions.groupId, target.group.id),
        inArray(libraryGroupQuestions.questionId, target.questionIds),
      ),
    );
  return reloaded(app, viewer, target.group.id);
}
