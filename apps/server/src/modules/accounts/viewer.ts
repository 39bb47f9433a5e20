import { privilegeClosure, type Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, roles, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** The signed-in user as every policy sees it: their record, company, role and the closure of its privileges. */
export interface Viewer {
  user: UserRow;
  company: CompanyRow;
  role: RoleRow | null;
  privileges: ReadonlySet<Privilege>;
  sessionId: string;
}

export async function loadViewer(db: Database, userId: string, sessionId: string): Promise<Viewer | null> {
  const [row] = await db
    .select({ user: users, company: companies, role: roles })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (row?.user.status !== 'ACTIVE') return null;
  return {
    ...row,
    privileges: new Set(privilegeClosure(row.role?.privileges ?? [])),
    sessionId,
  };
}
