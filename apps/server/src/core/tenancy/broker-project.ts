import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { projectMembers, projects } from '../../db/schema/index.js';
import { notFound } from '../errors.js';
import { isUuid, type Viewer } from '../viewer/index.js';
import { assertBuySideUser, type ProjectRow, tenantOf, tenantProjects, tenantProjectsOf } from './project-access.js';

/** A project of the viewer's tenant and whether the viewer is one of its owners (spec 2 §6). */
export interface BrokerProject {
  project: ProjectRow;
  isProjectOwner: boolean;
}

/** A column: whether the viewer is an owner (PROJECT_MANAGER member) of the selected project. */
export function ownsProject(db: Pick<Database, 'select'>, viewer: Viewer): SQL<boolean> {
  return ownsProjectAs(db, viewer.user.id);
}

/** ownsProject for a user id given as a value or a prepared statement's placeholder. */
export function ownsProjectAs(db: Pick<Database, 'select'>, userId: string | Placeholder): SQL<boolean> {
  const owner = db
    .select({ one: sql`1` })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projects.id),
        eq(projectMembers.userId, userId),
        eq(projectMembers.role, 'PROJECT_MANAGER'),
      ),
    );
  return sql<boolean>`${exists(owner)}`;
}

/**
 * The condition of the buy side's project for its suppliers' answers: broker users only (else forbidden), the tenant
 * rule; a malformed id answers as not found.
 */
export function brokerProjectWhere(viewer: Viewer, projectId: string): SQL | undefined {
  assertBuySideUser(viewer);
  if (!isUuid(projectId)) throw notFound('Project');
  return tenantProjects(viewer, eq(projects.id, projectId));
}

/** The buy side's project (another company's or a DELETED one answers as not found), with the owner flag. */
export async function findBrokerProject(db: Database, viewer: Viewer, projectId: string): Promise<BrokerProject> {
  assertBuySideUser(viewer);
  if (!isUuid(projectId)) throw notFound('Project');
  const { companyId, userId, seesAll } = tenantOf(viewer);
  const [row] = await brokerProjectStatement[seesAll ? 'all' : 'assigned'](db).execute({
    companyId,
    userId,
    projectId,
  });
  if (!row) throw notFound('Project');
  return row;
}

/**
 * findBrokerProject's statement, prepared once for each kind of viewer (sees all projects, or assigned ones only):
 * every scoring, answer and supplier call of a project runs it, and building it cost more than running it.
 */
const brokerProjectStatement = {
  all: preparedBrokerProject(true),
  assigned: preparedBrokerProject(false),
};

function preparedBrokerProject(seesAll: boolean) {
  return preparedOnce((db) => {
    const subject = { companyId: sql.placeholder('companyId'), userId: sql.placeholder('userId'), seesAll };
    return db
      .select({ project: projects, isProjectOwner: ownsProjectAs(db, subject.userId) })
      .from(projects)
      .where(tenantProjectsOf(subject, eq(projects.id, sql.placeholder('projectId'))))
      .prepare(seesAll ? 'broker_project_all' : 'broker_project_assigned');
  });
}
