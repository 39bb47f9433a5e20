import { type Privilege, privilegeClosure } from '@shortlist/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { companies, roles, sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../platform/security/index.js';
import { forbidden } from '../errors.js';
import { keepSessionAlive } from './sessions.js';

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
  /** The request's client address (set per request by the HTTP layer), which the audit trail records. */
  address?: string;
}

/**
 * Whether the tenant is on the buy side: a broker, or the platform. Supplier companies and the companies of client
 * members (spec 2 §1) own no projects, clients, reference types or templates.
 */
export const onBuySide = (viewer: Viewer) => viewer.company.kind === 'BROKER' || viewer.company.kind === 'PLATFORM';

/** The request header that carries the company an administrator chose in 'Manage on behalf of'. */
export const ON_BEHALF_HEADER = 'x-on-behalf-of';

const actingCompanies = alias(companies, 'acting_company');

/** Sessions with their user, company and role, and the company that `onBehalf` names (none when false). */
function selectViewers(db: Database, onBehalf: SQL) {
  return db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
      user: users,
      company: companies,
      role: roles,
      named: actingCompanies,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(actingCompanies, onBehalf);
}
type ViewerRow = Awaited<ReturnType<typeof selectViewers>>[number];

/**
 * The statements of every request, built and prepared once per database: the server then parses and plans each
 * once per connection. Only a well-formed id is looked up as the on-behalf company; toViewer refuses anything else.
 */
function prepareViewerByToken(db: Database) {
  const byToken = eq(sessions.tokenHash, sql.placeholder('tokenHash'));
  return {
    own: selectViewers(db, sql`false`).where(byToken).prepare('viewer_by_token'),
    onBehalf: selectViewers(db, eq(actingCompanies.id, sql.placeholder('companyId')))
      .where(byToken)
      .prepare('viewer_by_token_on_behalf'),
  };
}
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareViewerByToken>>();

/**
 * The viewer behind a session cookie, in one statement: null when the session is unknown or dead (see
 * keepSessionAlive) or the user is not ACTIVE. A refused on-behalf company throws forbidden (see actingCompany).
 */
export async function resolveViewer(
  db: Database,
  token: string,
  config: AppConfig['session'],
  onBehalfOfCompanyId = '',
): Promise<Viewer | null> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareViewerByToken(db);
    preparedByDatabase.set(db, prepared);
  }
  const tokenHash = hashToken(token);
  const [row] = isUuid(onBehalfOfCompanyId)
    ? await prepared.onBehalf.execute({ tokenHash, companyId: onBehalfOfCompanyId })
    : await prepared.own.execute({ tokenHash });
  if (!row || !(await keepSessionAlive(db, row.session, config))) return null;
  return toViewer(row, onBehalfOfCompanyId);
}

function toViewer(row: ViewerRow, onBehalfOfCompanyId: string): Viewer | null {
  if (row.user.status !== 'ACTIVE') return null;
  const actingFor = actingCompany(row.user, row.company, onBehalfOfCompanyId, row.named);
  return {
    user: row.user,
    company: actingFor ?? row.company,
    ownCompany: row.company,
    actingOnBehalf: actingFor !== null,
    role: row.role,
    privileges: new Set(privilegeClosure(row.role?.privileges ?? [])),
    sessionId: row.session.id,
  };
}

/**
 * Spec 1 §6: only administrators may act on behalf, and only for companies whose enableAuthOnBehalf is on. Anything
 * else carrying the header is refused rather than silently ignored, so a tampered header never widens access.
 */
function actingCompany(user: UserRow, own: CompanyRow, companyId: string, named: CompanyRow | null): CompanyRow | null {
  if (!companyId || companyId === own.id) return null;
  if (user.type !== 'ADMIN' || !isUuid(companyId)) throw forbidden();
  if (!named?.settings.enableAuthOnBehalf) throw forbidden();
  return named;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);
