import { clientMemberLockProblem, clientTablesLocked } from '@shortlist/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clientTables } from '../../db/schema/index.js';
import { findInvitations, type SupplierSideReader } from '../suppliers/index.js';
import { type ClientMemberView, listClientMembers } from './client-members.js';
import { brokerClientProject, type ClientTableRow, clientMemberProject } from './client-tables-access.js';

/** The project's tables in their order (the vendor's view: only those visible to vendors). */
export function listClientTables(
  db: Database,
  projectId: string,
  onlyVisibleToVendor = false,
): Promise<ClientTableRow[]> {
  return db
    .select()
    .from(clientTables)
    .where(
      and(
        eq(clientTables.projectId, projectId),
        onlyVisibleToVendor ? eq(clientTables.visibleToVendor, true) : undefined,
      ),
    )
    .orderBy(asc(clientTables.position), asc(clientTables.createdAt));
}

/** Spec 2 §2 /projects/{id}/discovery: the project's tables status and deadline, its tables and its members. */
export interface ClientDiscoveryView {
  project: ProjectRow;
  tables: ClientTableRow[];
  members: ClientMemberView[];
}

export async function loadClientDiscovery(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<ClientDiscoveryView> {
  const project = await brokerClientProject(app.db, viewer, projectId);
  return discoveryOf(app.db, project);
}

/** The discovery view of a project already authorised (after a change). */
export async function discoveryOf(db: Database, project: ProjectRow): Promise<ClientDiscoveryView> {
  const [tables, members] = await Promise.all([listClientTables(db, project.id), listClientMembers(db, project.id)]);
  return { project, tables, members };
}

/** Spec 2 §2 Client data page: the project as its client member sees it, and whether they may edit now. */
export interface ClientProjectView {
  project: ProjectRow;
  brokerageFirm: string;
  tables: ClientTableRow[];
  locked: boolean;
  /** Why the member cannot edit now (locked, or past the deadline); null when they can. */
  editProblem: string | null;
}

export async function loadClientProject(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<ClientProjectView> {
  const { project, brokerageFirm } = await clientMemberProject(app.db, viewer, projectId);
  return clientProjectOf(app.db, project, brokerageFirm);
}

export async function clientProjectOf(
  db: Database,
  project: ProjectRow,
  brokerageFirm: string,
): Promise<ClientProjectView> {
  const tables = await listClientTables(db, project.id);
  return {
    project,
    brokerageFirm,
    tables,
    locked: clientTablesLocked(project.clientTablesStatus, project.status),
    editProblem: clientMemberLockProblem({
      status: project.clientTablesStatus,
      projectStatus: project.status,
      deadline: project.clientTablesDeadline,
    }),
  };
}

/** Spec 2 §4: the tables marked visible to vendor, read-only on the supplier's project preview. */
export async function loadVendorClientTables(
  db: Database,
  reader: SupplierSideReader,
  projectId: string,
): Promise<ClientTableRow[]> {
  const { project } = await findInvitations(db, reader, projectId);
  return listClientTables(db, project.id, true);
}
