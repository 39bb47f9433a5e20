import {
  ERROR_CODES,
  MESSAGES,
  mayChangeRoleOf,
  mayEditRole,
  onlyHeldPrivilegesMessage,
  type Privilege,
  privilegesBeyondHeld,
} from '@shortlist/domain';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';

/**
 * Spec 1 §2, §6: the Type, Company and Broker columns are for MANAGE_BROKERS. An administrator (user type ADMIN with
 * MANAGE_BROKERS) who is not acting on behalf of a company sees the users and roles of every company and may name any
 * company when inviting or creating a role. Everyone else only sees their tenant, `viewer.company`.
 */
export function seesAllCompanies(viewer: Viewer): boolean {
  return viewer.user.type === 'ADMIN' && viewer.privileges.has('MANAGE_BROKERS') && !viewer.actingOnBehalf;
}

/** The tenant condition on a company column, or undefined when the viewer sees every company. */
export function tenantCondition(viewer: Viewer, column: AnyColumn): SQL | undefined {
  return seesAllCompanies(viewer) ? undefined : eq(column, viewer.company.id);
}

/** Whether a record of this company (null: the platform's SuperAdmin role) is the viewer's to see. */
export function inTenant(viewer: Viewer, companyId: string | null): boolean {
  return seesAllCompanies(viewer) || companyId === viewer.company.id;
}

/** Spec 1 §6: only users of type ADMIN may grant administrator-only privileges. */
export const isAdministrator = (viewer: Viewer) => viewer.user.type === 'ADMIN';

/**
 * Issue 11 (privilege ceiling): a grant (a role's new privileges, or a role given to a user) may add only privileges
 * the viewer holds; `kept` are what the target had before. Administrators holding every privilege are never limited.
 */
export function assertWithinHeldPrivileges(
  viewer: Viewer,
  granted: readonly Privilege[],
  kept: readonly Privilege[] = [],
): void {
  const beyond = privilegesBeyondHeld(granted, viewer.privileges, kept);
  if (beyond.length > 0) {
    throw new AppError(403, ERROR_CODES.forbidden, onlyHeldPrivilegesMessage(beyond));
  }
}

/** Issue 11: nobody raises their own privileges by editing the role they hold. */
export function assertMayEditRole(viewer: Viewer, roleId: string): void {
  if (!mayEditRole(roleId, viewer.user.roleId)) {
    throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.cannotEditHeldRole);
  }
}

/** Issue 11: nobody changes their own role. */
export function assertMayChangeRoleOf(viewer: Viewer, userId: string): void {
  if (!mayChangeRoleOf(userId, viewer.user.id)) {
    throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.cannotChangeOwnRole);
  }
}
