import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projectMembers, projects } from '../../db/schema/index.js';
import { notFound } from '../errors.js';
import { isUuid, type Viewer } from '../viewer/index.js';
import { assertBuySideUser, type ProjectRow, tenantProjects } from './project-access.js';

/** A project of the viewer's tenant and whether the viewer is one of its owners (spec 2 §6). */
export interface BrokerProject {
  project: ProjectRow;
  isProjectOwner: boolean;
}

/** A column: whether the viewer is an owner (PROJECT_MANAGER member) of the selected project. */
export function ownsProject(db: Pick<Database, 'select'>, viewer: Viewer): SQL<boolean> {
  const owner = db
    .select({ one: sql`1` })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projects.id),
        eq(projectMembers.userId, viewer.user.id),
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
  const where = brokerProjectWhere(viewer, projectId);
  const [row] = await db
    .select({ project: projects, isProjectOwner: ownsProject(db, viewer) })
    .from(projects)
    .where(where);
  if (!row) throw notFound('Project');
  return row;
}
