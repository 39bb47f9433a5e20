import { CLIENT_TABLE_MESSAGES, type ClientTableData } from '@shortlist/domain';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import type { FileReadRule } from '../../core/extensions/index.js';
import { invitedProjects, tenantProjects } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clientMembers, clientTables, files, projects } from '../../db/schema/index.js';
import { supplierCompanyOf } from '../suppliers/index.js';
import type { ClientTableRow } from './client-tables-access.js';

/** Every file a table's file cells name. */
export function tableFileIds(data: ClientTableData): string[] {
  return data.rows
    .flatMap((row) =>
      Object.values(row.cells).flatMap((cell) => (cell.value.type === 'file' ? cell.value.content.files : [])),
    )
    .map((file) => file.id);
}

/**
 * A file cell names files already in the stored table, or files the writer's company uploaded (their stored names
 * are kept as sent only for display). Anything else is refused, so a table cannot be used to reach another
 * company's files.
 */
export async function assertTableFiles(
  db: Database,
  viewer: Viewer,
  data: ClientTableData,
  stored: ClientTableRow | null,
): Promise<void> {
  const known = new Set(stored ? tableFileIds(stored.data as ClientTableData) : []);
  const added = [...new Set(tableFileIds(data))].filter((id) => !known.has(id));
  if (added.length === 0) return;
  const refused = () => badInput(CLIENT_TABLE_MESSAGES.malformed, { data: CLIENT_TABLE_MESSAGES.malformed });
  if (!added.every(isUuid)) throw refused();
  const own = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, added), eq(files.companyId, viewer.company.id)));
  if (own.length !== added.length) throw refused();
}

const inTable = (fileId: string) => sql`exists (
  select 1 from jsonb_array_elements(${clientTables.data}->'rows') as table_row,
    jsonb_each(table_row->'cells') as table_cell
  where table_cell.value->'value'->'content'->'files' @> ${JSON.stringify([{ id: fileId }])}::jsonb)`;

/** The buy side of a project, and its client members, open the files of its client tables. */
export const clientTableFileRule: FileReadRule = ({ db, viewer, fileId }) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(clientTables)
      .innerJoin(projects, eq(projects.id, clientTables.projectId))
      .where(
        and(
          inTable(fileId),
          sql`(${tenantProjects(viewer)} or exists (select 1 from ${clientMembers}
            where ${clientMembers.projectId} = ${projects.id} and ${clientMembers.userId} = ${viewer.user.id}))`,
        ),
      ),
  );

/** An invited supplier opens the files of the tables shown to vendors. */
export const vendorTableFileRule: FileReadRule = ({ db, viewer, fileId }) => {
  const companyId = supplierCompanyOf(viewer);
  if (!companyId) return null;
  return exists(
    db
      .select({ one: sql`1` })
      .from(clientTables)
      .innerJoin(projects, eq(projects.id, clientTables.projectId))
      .where(invitedProjects(companyId, eq(clientTables.visibleToVendor, true), inTable(fileId))),
  );
};
