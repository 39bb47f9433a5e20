import { MESSAGES, updateUserSchema } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { badInput, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { users } from '../../db/schema/index.js';
import { findRole } from './role-queries.js';
import { assertMayChangeRoleOf, assertWithinHeldPrivileges } from './user-access.js';
import { findUser, type UserRecord } from './user-queries.js';

/**
 * Spec 1 §6: only broker users are edited, and only their role, which must be one of their company's. The new role
 * applies from the user's next request (the viewer is loaded per request). Issue 11: never one's own role, and only
 * a role whose privileges the viewer holds.
 */
export async function updateUser(app: AppContext, viewer: Viewer, id: string, input: unknown): Promise<UserRecord> {
  const user = await findUser(app.db, viewer, id);
  assertMayChangeRoleOf(viewer, user.id);
  const { roleId } = parseInput(updateUserSchema, input);
  if (user.type !== 'BROKER') throw badInput(MESSAGES.brokerUsersOnly);
  const role = await findRole(app.db, viewer, roleId);
  if (role.companyId !== user.companyId) {
    throw badInput(MESSAGES.roleOfOtherCompany, { roleId: MESSAGES.roleOfOtherCompany });
  }
  if (role.id !== user.roleId) assertWithinHeldPrivileges(viewer, role.privileges);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ roleId: role.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (role.id === user.roleId) return;
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'users.role_changed',
      companyId: user.companyId,
      target: { type: 'user', id: user.id, label: user.email },
      before: { role: user.role?.name ?? null },
      after: { role: role.name },
    });
  });
  return { ...user, roleId: role.id, role: { id: role.id, name: role.name } };
}

/** Spec 1 §6: deleting users is for MANAGE_BROKERS (the field's rule), and never one's own account. */
export async function deleteUser(app: AppContext, viewer: Viewer, id: string): Promise<void> {
  const user = await findUser(app.db, viewer, id);
  if (user.id === viewer.user.id) throw badInput(MESSAGES.cannotDeleteSelf);
  await app.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'users.deleted',
      companyId: user.companyId,
      target: { type: 'user', id: user.id, label: user.email },
      before: { status: user.status },
    });
  });
}
