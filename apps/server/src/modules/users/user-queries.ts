import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { keywordInAny, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { isUuid, type UserRow, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { pageTotal } from '../../db/page-total.js';
import { companies, roles, users } from '../../db/schema/index.js';
import { inTenant, tenantCondition } from './user-access.js';

/** The columns of a user that the administration lists show or check. */
const LISTED = {
  id: users.id,
  companyId: users.companyId,
  roleId: users.roleId,
  email: users.email,
  type: users.type,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
};
type ListedUser = Pick<UserRow, keyof typeof LISTED>;

/** A user as the administration list shows it: the record with its role and company names. */
export interface UserRecord extends ListedUser {
  role: { id: string; name: string } | null;
  company: { id: string; name: string };
}

/** Spec 1 §7: the users list asks for page 1 of 1000, newest first, when it names no paging. */
export const USERS_PAGE_DEFAULT = { page: 1, pageSize: 1000 } as const;

const SORTABLE = {
  name: users.firstName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: roles.name,
  status: users.status,
  type: users.type,
  company: companies.name,
  createdAt: users.createdAt,
};

const selectUsers = <Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra: Extra) =>
  db
    .select({ user: LISTED, roleName: roles.name, companyName: companies.name, ...extra })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId));

function toRecord(row: { user: ListedUser; roleName: string | null; companyName: string }): UserRecord {
  const { user, roleName, companyName } = row;
  // Completes the row just read rather than copying it: a page holds up to 10000 users.
  return Object.assign(user, {
    role: user.roleId && roleName !== null ? { id: user.roleId, name: roleName } : null,
    company: { id: user.companyId, name: companyName },
  });
}

const keywordCondition = (keyword: string): SQL | undefined =>
  keywordInAny(keyword, [
    users.firstName,
    users.lastName,
    users.email,
    sql`${users.firstName} || ' ' || ${users.lastName}`,
  ]);

/** The users of the viewer's tenant (every company's for an administrator), optionally holding one of some roles. */
export async function listUsers(
  app: AppContext,
  viewer: Viewer,
  pagination: PageArgs | null | undefined,
  roleIds: readonly string[] | null | undefined,
): Promise<Page<UserRecord>> {
  const window = pageWindow(pagination ?? USERS_PAGE_DEFAULT);
  const empty = { results: [], total: 0, page: window.page, pageSize: window.pageSize };
  const conditions: Array<SQL | undefined> = [tenantCondition(viewer, users.companyId)];
  if (roleIds && roleIds.length > 0) {
    const valid = roleIds.filter(isUuid);
    if (valid.length === 0) return empty;
    conditions.push(inArray(users.roleId, valid));
  }
  if (window.keyword) conditions.push(keywordCondition(window.keyword));
  const where = and(...conditions);
  const rows = await selectUsers(app.db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(where)
    .orderBy(...pageOrder(SORTABLE, pagination?.sort, { field: 'createdAt', direction: 'DESC' }, users.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(rows, window.offset, async () => {
    const [counted] = await app.db.select({ total: count() }).from(users).where(where);
    return counted?.total ?? 0;
  });
  return { results: rows.map(toRecord), total, page: window.page, pageSize: window.pageSize };
}

/** A user the viewer may see; any other answers as not found. */
export async function findUser(db: Database, viewer: Viewer, id: string): Promise<UserRecord> {
  if (!isUuid(id)) throw notFound('User');
  const [row] = await selectUsers(db, {}).where(eq(users.id, id));
  if (!row || !inTenant(viewer, row.user.companyId)) throw notFound('User');
  return toRecord(row);
}
