import { CLIENT_TABLE_MESSAGES, hasClientTables } from '@shortlist/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, badInput, conflict, notFound } from '../../core/errors.js';
import { tenantProjects } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { clientTables, projects } from '../../db/schema/index.js';
import { assertTableFiles } from './client-table-files.js';
import { validTable } from './client-table-input.js';
import { type ClientTableRow, findProjectTable, unlockedBrokerProject } from './client-tables-access.js';

export interface ClientTableInput {
  name: string;
  visibleToVendor: boolean;
  data?: unknown;
}

const RFP_RFI = ['RFP', 'RFI'] as const;

const nextPosition = (projectId: string) =>
  sql<number>`(select coalesce(max(${clientTables.position}) + 1, 0) from ${clientTables} where ${clientTables.projectId} = ${projectId})`;

/** Spec 2 §7 Create client table: the design dialog's table, last in the project's list. */
export async function createClientTable(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: ClientTableInput,
): Promise<ClientTableRow> {
  const project = await unlockedBrokerProject(app.db, viewer, projectId);
  const { name, data } = validTable(input.name, input.data);
  await assertTableFiles(app.db, viewer, data, null);
  const [created] = await app.db
    .insert(clientTables)
    .values({
      projectId: project.id,
      name,
      visibleToVendor: input.visibleToVendor,
      data,
      position: nextPosition(project.id),
      updatedBy: viewer.user.id,
    })
    .returning();
  if (!created) throw new Error('Client table was not created');
  return created;
}

/** Spec 2 §7 Update client table at the version the editor read; a stale version is a conflict and writes nothing. */
export async function updateClientTable(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  tableId: string,
  version: number,
  input: ClientTableInput,
): Promise<ClientTableRow> {
  const project = await unlockedBrokerProject(app.db, viewer, projectId);
  const stored = await findProjectTable(app.db, project.id, tableId);
  assertVersion('table', stored.version, version);
  const { name, data } = validTable(input.name, input.data);
  await assertTableFiles(app.db, viewer, data, stored);
  const [saved] = await app.db
    .update(clientTables)
    .set({
      name,
      visibleToVendor: input.visibleToVendor,
      data,
      version: version + 1,
      updatedBy: viewer.user.id,
      updatedAt: new Date(),
    })
    .where(and(eq(clientTables.id, stored.id), eq(clientTables.version, version)))
    .returning();
  if (!saved) throw conflict('table');
  return saved;
}

export async function deleteClientTable(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  tableId: string,
): Promise<void> {
  const project = await unlockedBrokerProject(app.db, viewer, projectId);
  const stored = await findProjectTable(app.db, project.id, tableId);
  await app.db.delete(clientTables).where(eq(clientTables.id, stored.id));
}

/**
 * Spec 2 §5 copy from another project: the chosen table of another of the tenant's RFP or RFI projects (both
 * required), copied with its design and content as a new table of this project.
 */
export async function copyClientTable(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  source: { projectId: string | null; tableId: string | null },
): Promise<ClientTableRow> {
  const project = await unlockedBrokerProject(app.db, viewer, projectId);
  if (!source.projectId || !source.tableId) {
    const fields = {
      ...(source.projectId ? {} : { sourceProjectId: CLIENT_TABLE_MESSAGES.required }),
      ...(source.tableId ? {} : { sourceTableId: CLIENT_TABLE_MESSAGES.required }),
    };
    throw badInput(CLIENT_TABLE_MESSAGES.copySourceRequired, fields);
  }
  if (!isUuid(source.projectId) || !isUuid(source.tableId)) throw notFound('Client table');
  const [original] = await app.db
    .select({ table: clientTables, type: projects.type })
    .from(clientTables)
    .innerJoin(projects, eq(projects.id, clientTables.projectId))
    .where(tenantProjects(viewer, eq(clientTables.id, source.tableId), eq(projects.id, source.projectId)));
  if (!original || !hasClientTables(original.type)) throw notFound('Client table');
  const [created] = await app.db
    .insert(clientTables)
    .values({
      projectId: project.id,
      name: original.table.name,
      visibleToVendor: original.table.visibleToVendor,
      data: original.table.data,
      position: nextPosition(project.id),
      updatedBy: viewer.user.id,
    })
    .returning();
  if (!created) throw new Error('Client table was not copied');
  return created;
}

/** Spec 2 §7 "projects with client tables": the tenant's other RFP and RFI projects that have tables, to copy from. */
export async function listCopySources(app: AppContext, viewer: Viewer, projectId: string) {
  const rows = await app.db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      tableId: clientTables.id,
      tableName: clientTables.name,
    })
    .from(clientTables)
    .innerJoin(projects, eq(projects.id, clientTables.projectId))
    .where(
      tenantProjects(
        viewer,
        isUuid(projectId) ? ne(projects.id, projectId) : undefined,
        inArray(projects.type, RFP_RFI),
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id), asc(clientTables.position), asc(clientTables.createdAt));
  const byProject = new Map<string, { id: string; name: string; tables: Array<{ id: string; name: string }> }>();
  for (const row of rows) {
    const entry = byProject.get(row.projectId) ?? { id: row.projectId, name: row.projectName, tables: [] };
    entry.tables.push({ id: row.tableId, name: row.tableName });
    byProject.set(row.projectId, entry);
  }
  return [...byProject.values()];
}
