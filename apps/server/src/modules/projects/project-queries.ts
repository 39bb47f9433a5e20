import { type ProjectMemberRole, type ProjectRelation, privilegeClosure } from '@shortlist/domain';
import { and, asc, count, eq, exists, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { clientMemberProjects, newToSupplier, tenantProjects, visibleProjects } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { pageTotal } from '../../db/page-total.js';
import { clients, projectProjectTypes, projects, projectTypes, roles, users } from '../../db/schema/index.js';
import type { ProjectFiltersShape } from './project-objects.graphql.js';
import {
  findProjectView,
  type ProjectUser,
  type ProjectView,
  type ProjectViewPart,
  projectViewColumns,
  toProjectUser,
  toProjectView,
} from './project-view.js';

export function getProject(
  app: AppContext,
  viewer: Viewer,
  id: string,
  parts: ReadonlySet<ProjectViewPart>,
): Promise<ProjectView> {
  return findProjectView(app.db, viewer, id, parts);
}

export interface ProjectFilterArgs {
  keyword?: string | null;
  role?: ProjectRelation | null;
  clientId?: string | null;
  projectServiceTypeIds?: ReadonlyArray<string> | null;
  archived?: boolean | null;
}

const SORTABLE = { name: projects.name, type: projects.type, status: projects.status, createdAt: projects.createdAt };

/** The list's conditions beside the tenant; null when the filter can match nothing. */
function filterConditions(
  db: Database,
  filter: ProjectFilterArgs | null | undefined,
  keyword: string,
  relation: ProjectRelation,
): SQL[] | null {
  const conditions: SQL[] = [];
  if (!filter?.archived) conditions.push(ne(projects.status, 'ARCHIVED'));
  // A company relates to projects one way: a broker's are buy side, a supplier's are those it is invited to.
  if (filter?.role && filter.role !== relation) return null;
  if (keyword) conditions.push(ilike(projects.name, likePattern(keyword)));
  if (filter?.clientId) {
    if (!isUuid(filter.clientId)) return null;
    conditions.push(eq(projects.clientId, filter.clientId));
  }
  const typeIds = filter?.projectServiceTypeIds ?? [];
  if (typeIds.length > 0) {
    const valid = typeIds.filter(isUuid);
    if (valid.length === 0) return null;
    const link = db
      .select({ one: projectProjectTypes.projectId })
      .from(projectProjectTypes)
      .where(and(eq(projectProjectTypes.projectId, projects.id), inArray(projectProjectTypes.projectTypeId, valid)));
    conditions.push(exists(link));
  }
  return conditions;
}

/**
 * Spec 2 §2 project list: tenant, filters, keyword (in the filter or the paging), sort and paging. The page, its
 * total and the `parts` its fields read are one statement.
 */
export async function listProjects(
  app: AppContext,
  viewer: Viewer,
  pagination: PageArgs | null | undefined,
  filter: ProjectFilterArgs | null | undefined,
  parts: ReadonlySet<ProjectViewPart>,
): Promise<Page<ProjectView>> {
  const window = pageWindow(pagination);
  const keyword = filter?.keyword?.trim() || window.keyword;
  const relation = relationOf(viewer, filter?.role);
  const conditions = filterConditions(app.db, filter, keyword, relation);
  if (!conditions) return { results: [], total: 0, page: window.page, pageSize: window.pageSize };
  const where =
    relation === 'CLIENT' ? clientMemberProjects(viewer, ...conditions) : visibleProjects(viewer, ...conditions);
  const counted = app.db.select({ total: count() }).from(projects).where(where);
  const readable = relation === 'BUY_SIDE' ? parts : [...parts].filter((part) => SUPPLIER_PARTS.has(part));
  const rows = await app.db
    .select({
      ...projectViewColumns(new Set(readable)),
      ...(relation === 'SUPPLIER' ? { isNew: newToSupplier(app.db, viewer.company.id) } : {}),
      total: sql`(${counted})`.mapWith(Number),
    })
    .from(projects)
    .where(where)
    .orderBy(...pageOrder(SORTABLE, pagination?.sort, { field: 'createdAt', direction: 'DESC' }, projects.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(rows, window.offset, async () => (await counted)[0]?.total ?? 0);
  const results = rows.map(({ isNew, ...row }) => ({ ...toProjectView(row), role: relation, isNew }));
  return { results, total, page: window.page, pageSize: window.pageSize };
}

/**
 * The viewer's relationship to the listed projects: client users, and anyone asking for the client role, see the
 * projects they are a client member of (spec 2 §2); a supplier company its invitations; everyone else the buy side.
 */
function relationOf(viewer: Viewer, role: ProjectRelation | null | undefined): ProjectRelation {
  if (viewer.user.type === 'CLIENT' || role === 'CLIENT') return 'CLIENT';
  return viewer.company.kind === 'SUPPLIER' ? 'SUPPLIER' : 'BUY_SIDE';
}

/** What a supplier's or client's list may read of a broker's project: no people, client, files or other suppliers. */
const SUPPLIER_PARTS: ReadonlySet<ProjectViewPart> = new Set(['companyName', 'serviceTypes', 'projectServiceTypes']);

/** The project types and clients that the tenant's (not deleted) projects use, by name. */
export async function listProjectFilters(app: AppContext, viewer: Viewer): Promise<ProjectFiltersShape> {
  const used = app.db.select({ id: projects.id }).from(projects).where(tenantProjects(viewer));
  const usedClients = app.db.select({ id: projects.clientId }).from(projects).where(tenantProjects(viewer));
  const [typeRows, clientRows] = await Promise.all([
    app.db
      .selectDistinct({ type: projectTypes })
      .from(projectTypes)
      .innerJoin(projectProjectTypes, eq(projectProjectTypes.projectTypeId, projectTypes.id))
      .where(and(eq(projectTypes.companyId, viewer.company.id), inArray(projectProjectTypes.projectId, used)))
      .orderBy(asc(projectTypes.label)),
    app.db
      .select()
      .from(clients)
      .where(and(eq(clients.companyId, viewer.company.id), inArray(clients.id, usedClients)))
      .orderBy(asc(clients.name)),
  ]);
  return { projectServiceTypes: typeRows.map((row) => row.type), clients: clientRows };
}

/**
 * The tenant's active buy-side users who may take a project role: PROJECT_MANAGER needs MANAGE_PROJECT_STATE,
 * DOMAIN_EXPERT needs MANAGE_PROJECT_QUESTIONS and the company's experts feature, VIEWER is any of them.
 */
export async function listProjectUsers(
  app: AppContext,
  viewer: Viewer,
  role: ProjectMemberRole,
): Promise<ProjectUser[]> {
  if (role === 'DOMAIN_EXPERT' && !viewer.company.settings.enableExperts) return [];
  const rows = await app.db
    .select({ user: users, privileges: roles.privileges })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, viewer.company.id), eq(users.status, 'ACTIVE'), eq(users.type, 'BROKER')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const needed =
    role === 'PROJECT_MANAGER' ? 'MANAGE_PROJECT_STATE' : role === 'DOMAIN_EXPERT' ? 'MANAGE_PROJECT_QUESTIONS' : null;
  return rows
    .filter((row) => needed === null || privilegeClosure(row.privileges ?? []).includes(needed))
    .map((row) => toProjectUser(row.user));
}
