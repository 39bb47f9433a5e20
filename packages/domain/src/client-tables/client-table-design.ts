import {
  CLIENT_TABLE_LIMITS,
  type ClientCellType,
  type ClientTableCell,
  type ClientTableData,
  emptyCell,
} from './client-table-data.js';

/** Makes the ids of new columns and rows (the web passes crypto.randomUUID). */
export type NewId = () => string;

/** Spec 2 §5: new columns are named 'Column {n}', n counting the columns including the new one. */
export const newColumnTitle = (data: ClientTableData) => `Column ${data.columns.length + 1}`;

/** A new table: one text column 'Column 1' and one empty row. */
export function newClientTableData(newId: NewId): ClientTableData {
  const column = { id: newId(), title: 'Column 1', meta: { clientResponse: false } };
  return { columns: [column], rows: [{ id: newId(), cells: { [column.id]: emptyCell('text') } }] };
}

/** Spec 2 §9 design mode: at most 4 columns and 50 rows. */
export const canAddColumn = (data: ClientTableData) => data.columns.length < CLIENT_TABLE_LIMITS.columns;
export const canAddRow = (data: ClientTableData) => data.rows.length < CLIENT_TABLE_LIMITS.rows;
/** Spec 2 §5: the only column cannot be deleted. */
export const canDeleteColumn = (data: ClientTableData) => data.columns.length > 1;

/** A new text column named 'Column {n}' with an empty cell in every row; unchanged at the limit. */
export function addColumn(data: ClientTableData, newId: NewId): ClientTableData {
  if (!canAddColumn(data)) return data;
  const column = { id: newId(), title: newColumnTitle(data), meta: { clientResponse: false } };
  return {
    columns: [...data.columns, column],
    rows: data.rows.map((row) => ({ ...row, cells: { ...row.cells, [column.id]: emptyCell('text') } })),
  };
}

/** The column and its cells removed; unchanged when it is the only column. */
export function removeColumn(data: ClientTableData, columnId: string): ClientTableData {
  if (!canDeleteColumn(data)) return data;
  return {
    columns: data.columns.filter((column) => column.id !== columnId),
    rows: data.rows.map((row) => {
      const { [columnId]: _removed, ...cells } = row.cells;
      return { ...row, cells };
    }),
  };
}

/**
 * A new row at the end; each of its cells takes the type and options of the column's last cell (a text cell when the
 * table has no rows), empty. Unchanged at the limit.
 */
export function addRow(data: ClientTableData, newId: NewId): ClientTableData {
  if (!canAddRow(data)) return data;
  const last = data.rows.at(-1);
  const cells: Record<string, ClientTableCell> = {};
  for (const column of data.columns) {
    const template = last?.cells[column.id];
    cells[column.id] = template ? emptyLike(template) : emptyCell('text');
  }
  return { ...data, rows: [...data.rows, { id: newId(), cells }] };
}

export const removeRow = (data: ClientTableData, rowId: string): ClientTableData => ({
  ...data,
  rows: data.rows.filter((row) => row.id !== rowId),
});

/** The cell's type and options with no content. */
export const emptyLike = (cell: ClientTableCell): ClientTableCell =>
  ({ value: emptyCell(cell.value.type).value, options: cell.options }) as ClientTableCell;

/** A cell of another type starts empty with that type's default options; the same type keeps the cell. */
export const withCellType = (cell: ClientTableCell, type: ClientCellType): ClientTableCell =>
  cell.value.type === type ? cell : emptyCell(type);

/** The table with one cell replaced. */
export function withCell(data: ClientTableData, rowId: string, columnId: string, cell: ClientTableCell) {
  return {
    ...data,
    rows: data.rows.map((row) => (row.id === rowId ? { ...row, cells: { ...row.cells, [columnId]: cell } } : row)),
  };
}
