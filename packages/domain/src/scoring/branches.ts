import { z } from 'zod';
import { SCORING_TYPES } from '../enums.js';
import { MESSAGES } from '../messages.js';

/** Spec 2 §8 (remove, revoke) and ours (create, update: the spec gives no wording for them). */
export const BRANCH_MESSAGES = {
  create: 'Unable to create the branch',
  update: 'Unable to update the branch',
  remove: 'Unable to remove the branch',
  revoke: 'Unable to revoke access to the branch',
  /** Ours: spec 2 §6 makes only the project's managers and viewers selectable. */
  member: 'Only the project’s managers and viewers can be added to a branch',
} as const;

/** Spec 2 §6: what a viewer without a branch of their own sees in branch mode. */
export const BRANCH_REQUIRED_MESSAGE =
  'To view responses, you must be added to a branch created by another team member.';

/** Spec 2 §6: the project roles selectable as branch members. */
export const BRANCH_MEMBER_ROLES = ['PROJECT_MANAGER', 'VIEWER'] as const;

const memberIds = z.array(z.uuid(BRANCH_MESSAGES.member)).transform((ids) => [...new Set(ids)]);

/** Spec 2 §7 Create Branch: the members besides the creator, and the scoring type (spec 3 §5: required, fixed). */
export const createBranchSchema = z.object({
  memberIds,
  scoringType: z.enum(SCORING_TYPES, MESSAGES.required),
});

/** Spec 2 §7 Update Branch: its members (the scoring type is not changeable, spec 3 §5). */
export const updateBranchSchema = z.object({ memberIds });
