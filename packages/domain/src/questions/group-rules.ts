import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { optionalText, requiredText } from '../validation/fields.js';
import { QUESTION_MESSAGES } from './question-messages.js';
import { QUESTION_LIMITS } from './question-types.js';

/** A group beside the one being named: same parent (or both at the top level). */
export interface SiblingGroup {
  id: string;
  name: string;
}

/** A library group with its nested subgroups (spec 3 §3 Library group). */
export interface GroupNode {
  id: string;
  groups?: readonly GroupNode[] | null;
}

const normaliseName = (name: string) => name.trim().toLowerCase();

/**
 * Spec 3 §5: a group's name must differ from its siblings' names. The spec is silent on case: names are compared
 * trimmed and case-insensitively, so 'Security' and ' security ' collide. `selfId` leaves out the group being edited.
 */
export function siblingNameTaken(name: string, siblings: readonly SiblingGroup[], selfId?: string | null): boolean {
  const wanted = normaliseName(name);
  return siblings.some((sibling) => sibling.id !== selfId && normaliseName(sibling.name) === wanted);
}

const groupObject = z.object({
  name: requiredText(QUESTION_LIMITS.groupName),
  description: z.preprocess((value) => value ?? undefined, optionalText(QUESTION_LIMITS.groupDescription)),
});

/** Spec 3 §5 Group form without the sibling check: name required, trimmed, max 50; description max 200. */
export const groupFormSchema = groupObject;
export type GroupFormValues = z.output<typeof groupObject>;

/** The group form checked against the groups beside it ('A group with the same name is already existed'). */
export function groupFormSchemaFor(siblings: readonly SiblingGroup[], selfId?: string | null) {
  return groupObject.superRefine((group, context) => {
    if (siblingNameTaken(group.name, siblings, selfId)) {
      context.addIssue({ code: 'custom', path: ['name'], message: QUESTION_MESSAGES.groupNameTaken });
    }
  });
}

/**
 * Spec 3 §5: groups nest at most 3 levels, so a group with 2 ancestors (on the third level) cannot get subgroups.
 * `ancestorCount` is 0 for a top-level group.
 */
export function canHaveSubgroups(ancestorCount: number): boolean {
  return ancestorCount + 1 < QUESTION_LIMITS.groupDepth;
}

/** The levels a group's subtree spans, itself included: 1 for a group without subgroups. */
export function subtreeDepth(group: GroupNode): number {
  const children = group.groups ?? [];
  return 1 + children.reduce((deepest, child) => Math.max(deepest, subtreeDepth(child)), 0);
}

/**
 * Spec 3 §5 "moving considers the depth of the subtree": whether a group whose subtree spans `depth` levels may be
 * moved under a parent with `targetParentAncestorCount` ancestors, or to the top level when that is null, so that its
 * deepest subgroup stays within 3 levels.
 */
export function canMoveGroup(depth: number, targetParentAncestorCount: number | null): boolean {
  const newAncestors = targetParentAncestorCount === null ? 0 : targetParentAncestorCount + 1;
  return newAncestors + depth <= QUESTION_LIMITS.groupDepth;
}

/** Whether `targetId` is the group itself or one of its subgroups: a group cannot be moved there. */
export function isInSubtree(group: GroupNode, targetId: string): boolean {
  return group.id === targetId || (group.groups ?? []).some((child) => isInSubtree(child, targetId));
}

/** Spec 3 §5 Link selected questions to a group: the destination group and at least one question are required. */
export const linkQuestionsSchema = z.object({
  groupId: requiredText(),
  questionIds: z
    .array(requiredText(), { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .transform((ids) => [...new Set(ids)]),
});
export type LinkQuestionsValues = z.output<typeof linkQuestionsSchema>;
