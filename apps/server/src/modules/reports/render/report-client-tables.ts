import { type ClientTableCell, parseClientTableData } from '@shortlist/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { clientTables } from '../../../db/schema/index.js';

/** A client table as a report shows it: its title, its columns (the client's own marked) and its rows as text. */
export interface ReportClientTable {
  name: string;
  columns: Array<{ title: string; clientResponse: boolean }>;
  /** A row's cells in column order, each as text. */
  rows: string[][];
}

/** A cell as text: the text, the chosen options and the other option's text, or the file names. */
export function clientCellText(cell: ClientTableCell | undefined): string {
  if (!cell) return '';
  const { value } = cell;
  if (value.type === 'text') return value.content;
  if (value.type === 'list') {
    const other = value.content.otherOption?.trim();
    return [...value.content.options, ...(other ? [`Other: ${other}`] : [])].join(', ');
  }
  return value.content.files.map((file) => file.filename).join(', ');
}

/** The column header of a client table: its title, said to be the client's to answer when it is. */
export const clientColumnHeader = (column: ReportClientTable['columns'][number]) =>
  column.clientResponse ? `${column.title} (client response)` : column.title;

/** The project's client tables in their order (one whose data is malformed shows no rows). One statement. */
export async function readClientTables(db: Database, projectId: string): Promise<ReportClientTable[]> {
  const rows = await db
    .select({ name: clientTables.name, data: clientTables.data })
    .from(clientTables)
    .where(eq(clientTables.projectId, projectId))
    .orderBy(asc(clientTables.position), asc(clientTables.createdAt));
  return rows.map((row) => {
    const data = parseClientTableData(row.data);
    if (!data) return { name: row.name, columns: [], rows: [] };
    return {
      name: row.name,
      columns: data.columns.map((column) => ({ title: column.title, clientResponse: column.meta.clientResponse })),
      rows: data.rows.map((each) => data.columns.map((column) => clientCellText(each.cells[column.id]))),
    };
  });
}
