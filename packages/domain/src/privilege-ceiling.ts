import { MESSAGES } from './messages.js';
import { type Privilege, privilegeClosure } from './privileges.js';
import { explicitPrivileges, privilegeLabelList } from './validation/users.js';

/**
 * Issue 11 (ASVS 5.0 V8.2): a user grants only privileges they hold. The privileges a grant adds (with everything
 * they imply) that the grantor's own privileges (closure) do not cover. Privileges the target already had (`kept`,
 * e.g. a role's privileges before an edit) are not a grant and are never refused. Platform administrators hold
 * every privilege, so nothing is beyond them.
 */
export function privilegesBeyondHeld(
  granted: Iterable<Privilege>,
  held: Iterable<Privilege>,
  kept: Iterable<Privilege> = [],
): Privilege[] {
  const covered = new Set([...privilegeClosure(held), ...privilegeClosure(kept)]);
  return privilegeClosure(granted).filter((privilege) => !covered.has(privilege));
}

/** The refusal naming what the grantor lacks, without the privileges those imply ('Manage All Projects'). */
export const onlyHeldPrivilegesMessage = (beyond: readonly Privilege[]): string =>
  MESSAGES.onlyHeldPrivileges(privilegeLabelList(explicitPrivileges(beyond)));

/** Whether every privilege of a role (an invitation's or a user's new role) is the grantor's to give. */
export const withinHeldPrivileges = (granted: Iterable<Privilege>, held: Iterable<Privilege>): boolean =>
  privilegesBeyondHeld(granted, held).length === 0;

/** A user never edits the role they hold: that would let them raise their own privileges. */
export const mayEditRole = (roleId: string, viewerRoleId: string | null | undefined): boolean =>
  roleId !== viewerRoleId;

/** A user never changes their own role. */
export const mayChangeRoleOf = (userId: string, viewerId: string): boolean => userId !== viewerId;
