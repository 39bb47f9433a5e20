import { CLIENT_TABLE_MESSAGES, clientTablesLocked, hasClientTables } from '@shortlist/domain';
import { and, eq, ne } from 'drizzle-orm';
import { badInput, forbidden, notFound } from '../../core/errors.js';
import { findProject, isBuySideUser, type ProjectRow } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clientMembers, clientTables, companies, projects } from '../../db/schema/index.js';

export type ClientTableRow = typeof clientTables.$inferSelect;

/**
 * Spec 2 §2 /projects/{id}/discovery: a buy-side user of the project's company (the GraphQL rule asks for
 * MANAGE_PROJECT_STATE), whose company has enableClientTables on, on an RFP or RFI of the tenant. Another company's
 * project answers as not found.
 */
export async function brokerClientProject(db: Database, viewer: Viewer, projectId: string): Promise<ProjectRow> {
  if (!isBuySideUser(viewer)) throw forbidden();
  if (!viewer.company.settings.enableClientTables) throw forbidden();
  const project = await findProject(db, viewer, projectId);
  if (!hasClientTables(project.type)) throw badInput(CLIENT_TABLE_MESSAGES.wrongProjectType);
  return project;
}

/** The broker's project, refused while its client tables are locked (spec 2 §4: locked tables change no more). */
export async function unlockedBrokerProject(db: Database, viewer: Viewer, projectId: string): Promise<ProjectRow> {
  const project = await brokerClientProject(db, viewer, projectId);
  if (clientTablesLocked(project.clientTablesStatus, project.status)) throw badInput(CLIENT_TABLE_MESSAGES.locked);
  return project;
}

/** A table of the project; one of another project (or a malformed id) answers as not found. */
export async function findProjectTable(db: Database, projectId: string, tableId: string): Promise<ClientTableRow> {
  if (!isUuid(tableId)) throw notFound('Client table');
  const [row] = await db
    .select()
    .from(clientTables)
    .where(and(eq(clientTables.id, tableId), eq(clientTables.projectId, projectId)));
  if (!row) throw notFound('Client table');
  return row;
}

/** The project as its client member reads it, with its brokerage firm's name. */
export interface ClientProject {
  project: ProjectRow;
  brokerageFirm: string;
}

/**
 * Spec 2 §2 /client-projects/{id}: any signed-in user who is a client member of the project (linked to their
 * account). Anyone else — the broker's other projects, another project's member — gets not found.
 */
export async function clientMemberProject(db: Database, viewer: Viewer, projectId: string): Promise<ClientProject> {
  if (!isUuid(projectId)) throw notFound('Project');
  const [row] = await db
    .select({ project: projects, brokerageFirm: companies.name })
    .from(clientMembers)
    .innerJoin(projects, eq(projects.id, clientMembers.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      and(
        eq(clientMembers.projectId, projectId),
        eq(clientMembers.userId, viewer.user.id),
        eq(projects.kind, 'PROJECT'),
        ne(projects.status, 'DELETED'),
      ),
    );
  if (!row) throw notFound('Project');
  return row;
}
