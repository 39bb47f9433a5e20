import { privilegeClosure, type Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, roles, users } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** The signed-in user as every policy sees it: their record, company, role and the closure of its privileges. */
export interface Viewer {
  user: UserRow;
  /**
   * The tenant every query is scoped to: the user's own company, or the company an administrator acts on behalf of.
   * Services read `viewer.company.id` and never need to know which.
   */
  company: CompanyRow;
  /** The user's own company (differs from `company` only while acting on behalf). */
  ownCompany: CompanyRow;
  actingOnBehalf: boolean;
  role: RoleRow | null;
  privileges: ReadonlySet<Privilege>;
  sessionId: string;
}

/** The request header that carries the company an administrator chose in 'Manage on behalf of'. */
export const ON_BEHALF_HEADER = 'x-on-behalf-of';

export async function loadViewer(
  db: Database,
  userId: string,
  sessionId: string,
  onBehalfOfCompanyId?: string,
): Promise<Viewer | null> {
  const [row] = await db
    .select({ user: users, company: companies, role: roles })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (row?.user.status !== 'ACTIVE') return null;
  const actingFor = await onBehalfCompany(db, row.user, row.company, onBehalfOfCompanyId);
  return {
    ...row,
    company: actingFor ?? row.company,
    ownCompany: row.company,
    actingOnBehalf: actingFor !== null,
    privileges: new Set(privilegeClosure(row.role?.privileges ?? [])),
    sessionId,
  };
}

/**
 * Spec 1 §6: only administrators may act on behalf, and only for companies whose enableAuthOnBehalf is on. Anything
 * else carrying the header is refused rather than silently ignored, so a tampered header never widens access.
 */
async function onBehalfCompany(
  db: Database,
  user: UserRow,
  own: CompanyRow,
  companyId: string | undefined,
): Promise<CompanyRow | null> {
  if (!companyId || companyId === own.id) return null;
  if (user.type !== 'ADMIN' || !isUuid(companyId)) throw forbidden();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company?.settings.enableAuthOnBehalf) throw forbidden();
  return company;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);
