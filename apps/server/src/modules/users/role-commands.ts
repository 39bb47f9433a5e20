import {
  ERROR_CODES,
  MESSAGES,
  type Privilege,
  privilegeLabelList,
  refusedPrivileges,
  roleSchema,
  roleUpdateSchema,
  storedPrivileges,
} from '@shortlist/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { changedFields, recordAudit, viewerActor } from '../../core/audit/index.js';
import { AppError, badInput, notFound, parseInput } from '../../core/errors.js';
import { type CompanyRow, isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, roles, users } from '../../db/schema/index.js';
import { findRole, type RoleRecord } from './role-queries.js';
import { assertMayEditRole, assertWithinHeldPrivileges, inTenant, isAdministrator } from './user-access.js';

/** A company the viewer may manage users and roles of; any other answers as not found. */
export async function tenantCompany(db: Database, viewer: Viewer, companyId: string): Promise<CompanyRow> {
  if (!isUuid(companyId) || !inTenant(viewer, companyId)) throw notFound('Company');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  return company;
}

/**
 * Spec 1 §6: only administrators grant Manage Brokers and Manage Feedbacks; the expert privileges need the company's
 * experts feature. What the role held before stays allowed.
 */
function assertGrantable(viewer: Viewer, company: CompanyRow, granted: Privilege[], previous: readonly Privilege[]) {
  const refused = refusedPrivileges(granted, previous, {
    grantorIsAdmin: isAdministrator(viewer),
    enableExperts: company.settings.enableExperts,
  });
  if (refused.adminOnly.length > 0) {
    throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.adminOnlyPrivileges(privilegeLabelList(refused.adminOnly)));
  }
  if (refused.expertOnly.length > 0) {
    const message = MESSAGES.expertOnlyPrivileges(privilegeLabelList(refused.expertOnly));
    throw badInput(message, { privileges: message });
  }
}

/** Spec 1: one default role per company; making a role the default unsets the others in the same transaction. */
async function unsetOtherDefaults(db: Database, companyId: string, keepRoleId: string | null) {
  const others = and(eq(roles.companyId, companyId), eq(roles.isDefault, true));
  await db
    .update(roles)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(keepRoleId ? and(others, ne(roles.id, keepRoleId)) : others);
}

const roleTarget = (role: { id: string; name: string }) => ({ type: 'role', id: role.id, label: role.name });

const withCompany = (role: typeof roles.$inferSelect, company: CompanyRow): RoleRecord => ({
  ...role,
  company: { id: company.id, name: company.name },
});

export async function createRole(app: AppContext, viewer: Viewer, input: unknown): Promise<RoleRecord> {
  const data = parseInput(roleSchema, input);
  const company = await tenantCompany(app.db, viewer, data.companyId);
  assertGrantable(viewer, company, data.privileges, []);
  assertWithinHeldPrivileges(viewer, data.privileges);
  const role = await app.db.transaction(async (tx) => {
    if (data.isDefault) await unsetOtherDefaults(tx, company.id, null);
    const [created] = await tx
      .insert(roles)
      .values({
        companyId: company.id,
        name: data.name,
        isDefault: data.isDefault,
        isSystem: false,
        privileges: storedPrivileges(data.privileges),
      })
      .returning();
    if (!created) throw new Error('Role was not created');
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'roles.created',
      companyId: company.id,
      target: roleTarget(created),
      after: { privileges: created.privileges },
    });
    return created;
  });
  return withCompany(role, company);
}

/** Spec 1 §4: the SuperAdmin role cannot be edited, and a system role keeps its name (and company). */
export async function updateRole(app: AppContext, viewer: Viewer, id: string, input: unknown): Promise<RoleRecord> {
  const existing = await findRole(app.db, viewer, id);
  if (existing.companyId === null) throw badInput(MESSAGES.superAdminLocked);
  assertMayEditRole(viewer, existing.id);
  const data = parseInput(roleUpdateSchema, input);
  if (existing.isSystem && data.name !== existing.name) {
    throw badInput(MESSAGES.systemRoleName, { name: MESSAGES.systemRoleName });
  }
  const company = await tenantCompany(app.db, viewer, existing.companyId);
  const isDefault = data.isDefault ?? existing.isDefault;
  const privileges = data.privileges ?? existing.privileges;
  assertGrantable(viewer, company, privileges, existing.privileges);
  assertWithinHeldPrivileges(viewer, privileges, existing.privileges);
  const role = await app.db.transaction(async (tx) => {
    if (isDefault) await unsetOtherDefaults(tx, company.id, existing.id);
    const [updated] = await tx
      .update(roles)
      .set({
        name: data.name,
        isDefault,
        privileges: storedPrivileges(privileges),
        updatedAt: new Date(),
      })
      .where(eq(roles.id, existing.id))
      .returning();
    if (!updated) throw notFound('Role');
    const changed = changedFields(
      { name: existing.name, privileges: existing.privileges },
      { name: updated.name, privileges: updated.privileges },
    );
    if (changed) {
      await recordAudit(tx, viewerActor(viewer), {
        kind: 'roles.privileges_changed',
        companyId: company.id,
        target: roleTarget(updated),
        ...changed,
      });
    }
    return updated;
  });
  return withCompany(role, company);
}

/** Spec 1 §4: default and system roles stay; a role that users hold is refused until they are given another. */
export async function deleteRole(app: AppContext, viewer: Viewer, id: string): Promise<void> {
  const role = await findRole(app.db, viewer, id);
  if (role.isSystem || role.companyId === null) throw badInput(MESSAGES.systemRoleDelete);
  if (role.isDefault) throw badInput(MESSAGES.defaultRoleDelete);
  await app.db.transaction(async (tx) => {
    const [held] = await tx.select({ total: count() }).from(users).where(eq(users.roleId, role.id));
    if ((held?.total ?? 0) > 0) throw badInput(MESSAGES.roleInUse(held?.total ?? 0));
    await tx.delete(roles).where(and(eq(roles.id, role.id), eq(roles.isDefault, false)));
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'roles.deleted',
      companyId: role.companyId,
      target: roleTarget(role),
      before: { privileges: role.privileges },
    });
  });
}
