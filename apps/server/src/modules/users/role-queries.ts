import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { isUuid, type RoleRow, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, roles } from '../../db/schema/index.js';
import { inTenant, tenantCondition } from './user-access.js';

/** A role with the name of its company (none for the platform's SuperAdmin role). */
export interface RoleRecord extends RoleRow {
  company: { id: string; name: string } | null;
}

/** Spec 1 §7: the roles list asks for page 1 of 100 when it names no paging. */
export const ROLES_PAGE_DEFAULT = { page: 1, pageSize: 100 } as const;

const SORTABLE = {
  name: roles.name,
  isSystem: roles.isSystem,
  isDefault: roles.isDefault,
  company: companies.name,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

function toRecord(row: { role: RoleRow; companyName: string | null }): RoleRecord {
  const { role, companyName } = row;
  return {
    ...role,
    company: role.companyId && companyName !== null ? { id: role.companyId, name: companyName } : null,
  };
}

const selectRoles = (db: Database) =>
  db
    .select({ role: roles, companyName: companies.name })
    .from(roles)
    .leftJoin(companies, eq(companies.id, roles.companyId));

/** The viewer's roles (every company's for an administrator), optionally of one company, paged. */
export async function listRoles(
  app: AppContext,
  viewer: Viewer,
  pagination: PageArgs | null | undefined,
  companyId: string | null | undefined,
): Promise<Page<RoleRecord>> {
  const window = pageWindow(pagination ?? ROLES_PAGE_DEFAULT);
  const conditions: Array<SQL | undefined> = [tenantCondition(viewer, roles.companyId)];
  if (companyId) {
    if (!isUuid(companyId)) return { results: [], total: 0, page: window.page, pageSize: window.pageSize };
    conditions.push(eq(roles.companyId, companyId));
  }
  if (window.keyword) conditions.push(ilike(roles.name, likePattern(window.keyword)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectRoles(app.db)
      .where(where)
      .orderBy(...pageOrder(SORTABLE, pagination?.sort, { field: 'createdAt', direction: 'DESC' }, roles.id))
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(roles).leftJoin(companies, eq(companies.id, roles.companyId)).where(where),
  ]);
  return { results: rows.map(toRecord), total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}

/** A role the viewer may see; any other answers as not found. */
export async function findRole(db: Database, viewer: Viewer, id: string): Promise<RoleRecord> {
  if (!isUuid(id)) throw notFound('Role');
  const [row] = await selectRoles(db).where(eq(roles.id, id));
  if (!row || !inTenant(viewer, row.role.companyId)) throw notFound('Role');
  return toRecord(row);
}
