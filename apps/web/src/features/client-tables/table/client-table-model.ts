import { type ClientTableColumn, type ClientTableData, parseClientTableData } from '@shortlist/domain';

/** The table's data as the domain reads it; a malformed value (never stored by the server) reads as empty. */
export const tableDataOf = (data: unknown): ClientTableData => parseClientTableData(data) ?? { columns: [], rows: [] };

/** A cell's accessible name: its column and row, e.g. 'Answer, row 2'. */
export const cellLabel = (column: ClientTableColumn, rowIndex: number) =>
  `${column.title || 'Untitled column'}, row ${rowIndex + 1}`;
