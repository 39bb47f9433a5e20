import { z } from 'zod';
import { REGISTRATION_NAME_MAX, ROLE_NAME_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  EXPERT_ONLY_PRIVILEGES,
  impliedPrivileges,
  PRIVILEGE_LABELS,
  PRIVILEGES,
  type Privilege,
  privilegeClosure,
} from '../privileges.js';
import { emailField, requiredText } from './fields.js';

/** A trimmed text that must not be empty, with its own message for a missing value. */
const requiredWith = (message: string, max?: number) => {
  const schema = z.string({ error: message }).trim().min(1, message);
  return max === undefined ? schema : schema.max(max, MESSAGES.maxLength(max));
};

const privilegeList = z.array(z.enum(PRIVILEGES)).optional().default([]);

/** Spec 1 §5 Role: name required max 50, company required. */
export const roleSchema = z.object({
  name: requiredText(ROLE_NAME_MAX),
  isDefault: z.boolean().optional().default(false),
  companyId: requiredWith(MESSAGES.required),
  privileges: privilegeList,
});
export type RoleInput = z.input<typeof roleSchema>;

/** Spec 1 §7: updating a role omits the company; a flag or list left out keeps what the role has. */
export const roleUpdateSchema = z.object({
  name: requiredText(ROLE_NAME_MAX),
  isDefault: z.boolean().optional(),
  privileges: z.array(z.enum(PRIVILEGES)).optional(),
});

/** Spec 1 §5 Invite user, with the invitation's own messages. */
export const inviteUserSchema = z.object({
  email: requiredWith(MESSAGES.inviteEmail).pipe(emailField),
  firstName: requiredWith(MESSAGES.inviteFirstName, REGISTRATION_NAME_MAX),
  lastName: requiredWith(MESSAGES.inviteLastName, REGISTRATION_NAME_MAX),
  companyId: requiredWith(MESSAGES.inviteCompany),
  roleId: requiredWith(MESSAGES.inviteRole),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** Spec 1 §5 User edit: role required. */
export const updateUserSchema = z.object({ roleId: requiredWith(MESSAGES.required) });

/** Privileges only users of type ADMIN may grant. */
export const ADMIN_ONLY_PRIVILEGES: readonly Privilege[] = ['MANAGE_BROKERS', 'MANAGE_FEEDBACKS'];

export interface PrivilegeGrantOptions {
  /** The user editing the role is of type ADMIN. */
  grantorIsAdmin: boolean;
  /** The role's company has the experts feature on (spec 1 §6 table). */
  enableExperts: boolean;
  /**
   * The closure of the grantor's own privileges (issue 11: a user grants only privileges they hold). The form shows
   * the others disabled; left out, no ceiling applies.
   */
  grantorHolds?: readonly Privilege[];
}

/** Whether the role form offers a privilege for selection. */
export function isOffered(privilege: Privilege, options: PrivilegeGrantOptions): boolean {
  if (!options.grantorIsAdmin && ADMIN_ONLY_PRIVILEGES.includes(privilege)) return false;
  if (!options.enableExperts && EXPERT_ONLY_PRIVILEGES.includes(privilege)) return false;
  return true;
}

/**
 * The privileges chosen on purpose: a stored role keeps the closure, so the ones another privilege implies are
 * taken back out; unticking a privilege in the form then releases what it implied.
 */
export function explicitPrivileges(privileges: Iterable<Privilege>): Privilege[] {
  const list = [...privileges];
  const implied = new Set(impliedPrivileges(list));
  return PRIVILEGES.filter((privilege) => list.includes(privilege) && !implied.has(privilege));
}

export interface PrivilegeChoice {
  privilege: Privilege;
  label: string;
  checked: boolean;
  /**
   * Not changeable: implied by another selection, held already but not offered to this user, or a privilege the
   * grantor does not hold (shown unchecked unless the role has it).
   */
  locked: boolean;
}

/**
 * What the role form shows for each privilege: implied ones are checked and locked; privileges not offered to the
 * user (administrator-only, experts-only) appear only when the role already holds them, locked; privileges the
 * grantor does not hold are locked.
 */
export function privilegeChoices(selected: readonly Privilege[], options: PrivilegeGrantOptions): PrivilegeChoice[] {
  const implied = new Set(impliedPrivileges(selected));
  const choices: PrivilegeChoice[] = [];
  for (const privilege of PRIVILEGES) {
    const checked = selected.includes(privilege) || implied.has(privilege);
    const offered = isOffered(privilege, options);
    if (!offered && !checked) continue;
    choices.push({
      privilege,
      label: PRIVILEGE_LABELS[privilege],
      checked,
      locked: implied.has(privilege) || !offered || !(options.grantorHolds?.includes(privilege) ?? true),
    });
  }
  return choices;
}

/** The selection after ticking or unticking one privilege, in canonical order. */
export function togglePrivilege(selected: readonly Privilege[], privilege: Privilege, checked: boolean): Privilege[] {
  return PRIVILEGES.filter((candidate) => (candidate === privilege ? checked : selected.includes(candidate)));
}

export interface RefusedPrivileges {
  adminOnly: Privilege[];
  expertOnly: Privilege[];
}

/**
 * The privileges a grant may not add (spec 1 §6): administrator-only ones for non-administrators, experts-only ones
 * (unless implied by another granted privilege) when the company has experts off. Privileges the role held before
 * are never refused.
 */
export function refusedPrivileges(
  granted: readonly Privilege[],
  previous: readonly Privilege[],
  options: PrivilegeGrantOptions,
): RefusedPrivileges {
  const added = explicitPrivileges(granted).filter((privilege) => !previous.includes(privilege));
  return {
    adminOnly: options.grantorIsAdmin ? [] : added.filter((privilege) => ADMIN_ONLY_PRIVILEGES.includes(privilege)),
    expertOnly: options.enableExperts ? [] : added.filter((privilege) => EXPERT_ONLY_PRIVILEGES.includes(privilege)),
  };
}

/** What a role stores: the given privileges and everything they imply. */
export const storedPrivileges = (granted: readonly Privilege[]): Privilege[] => privilegeClosure(granted);

/** 'Manage Brokers and Manage Feedbacks': labels joined for a message. */
export function privilegeLabelList(privileges: readonly Privilege[]): string {
  const labels = privileges.map((privilege) => PRIVILEGE_LABELS[privilege]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
