import {
  PARTICIPATIONS_HIDDEN_FROM_SUPPLIER,
  PROJECT_STATUSES_HIDDEN_FROM_SUPPLIER,
  privilegeClosure,
} from '@shortlist/domain';
import {
  type AnyColumn,
  and,
  eq,
  exists,
  inArray,
  ne,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  products,
  projectBrokerageContacts,
  projectDeadlines,
  projectMembers,
  projectProducts,
  projectQuestions,
  projects,
  roles,
  sections,
  users,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../errors.js';
import { isUuid, type Viewer } from '../viewer/index.js';

export type ProjectRow = typeof projects.$inferSelect;

/** The columns the visibility rule reads: the project's own, or the copies its deadline rows carry. */
interface RuleColumns {
  id: AnyColumn;
  companyId: AnyColumn;
  kind: AnyColumn;
  status: AnyColumn;
  createdBy: AnyColumn;
}

const PROJECT_COLUMNS: RuleColumns = projects;
const DEADLINE_COLUMNS: RuleColumns = {
  id: projectDeadlines.projectId,
  companyId: projectDeadlines.companyId,
  kind: projectDeadlines.kind,
  status: projectDeadlines.status,
  createdBy: projectDeadlines.createdBy,
};

/**
 * The one tenant condition of every project query: the viewer's tenant (their company, or the company an
 * administrator acts on behalf of), only real projects (kind PROJECT, never the draft project of a template or an
 * import), never a DELETED project, and — for users without MANAGE_ALL_PROJECTS ('Manage Assigned Projects', spec 1
 * §6) — only the projects they created or are assigned to (owner, domain expert, viewer or brokerage contact). Extra
 * conditions are ANDed.
 */
export function tenantProjects(viewer: Viewer, ...conditions: Array<SQL | undefined>): SQL | undefined {
  return tenantRule(PROJECT_COLUMNS, tenantOf(viewer), conditions);
}

/**
 * Whom the tenant rule is for: the viewer's company and user ids, or placeholders for them in a statement prepared
 * once per kind of viewer (`seesAll`).
 */
export interface TenantSubject {
  companyId: string | Placeholder;
  userId: string | Placeholder;
  seesAll: boolean;
}

export const tenantOf = (viewer: Viewer): TenantSubject => ({
  companyId: viewer.company.id,
  userId: viewer.user.id,
  seesAll: viewer.user.type === 'ADMIN' || viewer.privileges.has('MANAGE_ALL_PROJECTS'),
});

/** tenantProjects for a subject given as placeholders (a prepared statement's). */
export function tenantProjectsOf(subject: TenantSubject, ...conditions: Array<SQL | undefined>): SQL | undefined {
  return tenantRule(PROJECT_COLUMNS, subject, conditions);
}

function tenantRule(columns: RuleColumns, subject: TenantSubject, conditions: Array<SQL | undefined>) {
  return and(
    eq(columns.companyId, subject.companyId),
    eq(columns.kind, 'PROJECT'),
    ne(columns.status, 'DELETED'),
    subject.seesAll ? undefined : assignedTo(subject.userId, columns),
    ...conditions,
  );
}

/**
 * The supplier side's project list (spec 2 §2, role SUPPLIER): real projects past review to which one of the supplier
 * company's products is invited (neither blocked nor merely preselected). Extra conditions are ANDed.
 */
export function invitedProjects(supplierCompanyId: string, ...conditions: Array<SQL | undefined>): SQL | undefined {
  return invitedRule(PROJECT_COLUMNS, supplierCompanyId, conditions);
}

function invitedRule(
  columns: RuleColumns,
  supplierCompanyId: string,
  conditions: Array<SQL | undefined>,
): SQL | undefined {
  return and(
    eq(columns.kind, 'PROJECT'),
    notInArray(columns.status, PROJECT_STATUSES_HIDDEN_FROM_SUPPLIER),
    sql`exists (select 1 from ${projectProducts} join ${products} on ${products.id} = ${projectProducts.productId}
      where ${projectProducts.projectId} = ${columns.id} and ${products.companyId} = ${supplierCompanyId}
      and ${notInArray(projectProducts.participationStatus, PARTICIPATIONS_HIDDEN_FROM_SUPPLIER)})`,
    ...conditions,
  );
}

/** The projects the viewer relates to: a supplier company's invitations, else the tenant's (spec 2 §2 roles). */
export function visibleProjects(viewer: Viewer, ...conditions: Array<SQL | undefined>): SQL | undefined {
  return visibleRule(PROJECT_COLUMNS, viewer, conditions);
}

/** visibleProjects on project_deadlines' own copies of the project's columns: the deadline calendar reads no other. */
export function visibleDeadlines(viewer: Viewer, ...conditions: Array<SQL | undefined>): SQL | undefined {
  return visibleRule(DEADLINE_COLUMNS, viewer, conditions);
}

function visibleRule(columns: RuleColumns, viewer: Viewer, conditions: Array<SQL | undefined>): SQL | undefined {
  return viewer.company.kind === 'SUPPLIER'
    ? invitedRule(columns, viewer.company.id, conditions)
    : tenantRule(columns, tenantOf(viewer), conditions);
}

/**
 * Spec 2 §2 supplier list's New badge: one of the supplier company's products is invited and has not answered the
 * invitation yet (accepting or declining takes the badge away).
 */
export function newToSupplier(db: Database, supplierCompanyId: string): SQL<boolean> {
  const invited = db
    .select({ one: sql`1` })
    .from(projectProducts)
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .where(
      and(
        eq(projectProducts.projectId, projects.id),
        eq(products.companyId, supplierCompanyId),
        eq(projectProducts.participationStatus, 'INVITED'),
      ),
    );
  return sql<boolean>`${exists(invited)}`;
}

/**
 * The projects the user created or is assigned to: as member, brokerage contact, or owner or approver of a section or
 * question (spec 3 §6 lets them work on it). Correlated subqueries, tried in that order.
 */
function assignedTo(userId: string | Placeholder | AnyColumn, columns: RuleColumns = PROJECT_COLUMNS): SQL | undefined {
  const { id } = columns;
  return or(
    eq(columns.createdBy, userId),
    sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${id} and ${projectMembers.userId} = ${userId})`,
    sql`exists (select 1 from ${projectBrokerageContacts} where ${projectBrokerageContacts.projectId} = ${id} and ${projectBrokerageContacts.userId} = ${userId})`,
    sql`exists (select 1 from ${sections} where ${sections.projectId} = ${id} and (${sections.ownerId} = ${userId} or ${sections.approverId} = ${userId}))`,
    sql`exists (select 1 from ${projectQuestions} where ${projectQuestions.projectId} = ${id} and (${projectQuestions.ownerId} = ${userId} or ${projectQuestions.approverId} = ${userId}))`,
  );
}

/**
 * Which of `userIds` see the project under the tenant rule: active users of its company who see all projects or are
 * assigned to it. One statement.
 */
export async function usersSeeingProject(
  db: Database,
  project: Pick<ProjectRow, 'id' | 'companyId'>,
  userIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(userIds)].filter(isUuid);
  if (ids.length === 0) return new Set();
  const assigned = db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, project.id), assignedTo(users.id)));
  const rows = await db
    .select({ id: users.id, privileges: roles.privileges, assigned: sql<boolean>`${exists(assigned)}` })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, ids), eq(users.companyId, project.companyId), eq(users.status, 'ACTIVE')));
  const seesAll = (row: (typeof rows)[number]) =>
    privilegeClosure(row.privileges ?? []).includes('MANAGE_ALL_PROJECTS');
  return new Set(rows.filter((row) => row.assigned || seesAll(row)).map((row) => row.id));
}

/** A project of the viewer's tenant; another company's, a DELETED one or a malformed id answers as not found. */
export async function findProject(db: Database, viewer: Viewer, id: string): Promise<ProjectRow> {
  const row = await reachedProject(db, viewer, id);
  if (!row) throw notFound('Project');
  return row;
}

/** The project of the viewer's tenant (see findProject), or null. */
export async function reachedProject(db: Database, viewer: Viewer, id: string): Promise<ProjectRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(tenantProjects(viewer, eq(projects.id, id)));
  return row ?? null;
}

/**
 * Spec 2 §2 wizard: creating and running projects is for broker users of a buy-side company; an administrator
 * counts while acting on behalf of one (the tenant is then that broker company).
 */
export function assertBuySideUser(viewer: Viewer): void {
  if (!isBuySideUser(viewer)) throw forbidden();
}

export const isBuySideUser = (viewer: Viewer): boolean =>
  viewer.company.kind === 'BROKER' &&
  (viewer.user.type === 'BROKER' || (viewer.user.type === 'ADMIN' && viewer.actingOnBehalf));
