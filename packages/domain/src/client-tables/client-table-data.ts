import { z } from 'zod';

/** Spec 2 §3 Client table: the kinds of cell value (text, list, file). */
export const CLIENT_CELL_TYPES = ['text', 'list', 'file'] as const;
export type ClientCellType = (typeof CLIENT_CELL_TYPES)[number];

/** Spec 2 §9: cell text default max 1000; the max-length option takes up to 5 digits. */
export const CLIENT_TABLE_LIMITS = {
  title: 50,
  columnTitle: 200,
  cellText: 1000,
  maxLengthOption: 99_999,
  columns: 4,
  rows: 50,
} as const;

const id = z.string().min(1).max(64);
const fileRef = z.strictObject({ id: z.string().min(1).max(64), filename: z.string().max(1000) });

const textCell = z.strictObject({
  value: z.strictObject({ type: z.literal('text'), content: z.string() }),
  options: z.strictObject({ maxLength: z.number() }),
});
const listCell = z.strictObject({
  value: z.strictObject({
    type: z.literal('list'),
    content: z.strictObject({ options: z.array(z.string()), otherOption: z.string().nullable() }),
  }),
  options: z.strictObject({ options: z.array(z.string()), otherOption: z.boolean() }),
});
const fileCell = z.strictObject({
  value: z.strictObject({ type: z.literal('file'), content: z.strictObject({ files: z.array(fileRef) }) }),
  options: z.strictObject({ multiple: z.boolean() }),
});
const cell = z.union([textCell, listCell, fileCell]);

const column = z.strictObject({
  id,
  title: z.string(),
  meta: z.strictObject({ clientResponse: z.boolean() }),
});
const row = z.strictObject({ id, cells: z.record(z.string(), cell) });

const dataSchema = z.strictObject({ columns: z.array(column), rows: z.array(row) });

export type ClientTableData = z.infer<typeof dataSchema>;
export type ClientTableColumn = ClientTableData['columns'][number];
export type ClientTableRow = ClientTableData['rows'][number];
export type ClientTableCell = z.infer<typeof cell>;
export type ClientTextCell = z.infer<typeof textCell>;
export type ClientListCell = z.infer<typeof listCell>;
export type ClientFileCell = z.infer<typeof fileCell>;
export type ClientCellFile = z.infer<typeof fileRef>;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * Spec 2 §3: columns {id, title, meta.clientResponse}, rows {id, cells keyed by column id}, cells {value, options}
 * with a value and options of the same type. Anything else — unknown keys, repeated ids, a row whose cells are not
 * exactly the columns, a cell whose options belong to another type — is malformed: null.
 */
export function parseClientTableData(input: unknown): ClientTableData | null {
  const parsed = dataSchema.safeParse(input);
  if (!parsed.success) return null;
  const data = parsed.data;
  const columnIds = data.columns.map((each) => each.id);
  if (!unique(columnIds) || !unique(data.rows.map((each) => each.id))) return null;
  const wellFormedRow = (each: ClientTableRow) => {
    const keys = Object.keys(each.cells);
    return keys.length === columnIds.length && columnIds.every((columnId) => columnId in each.cells);
  };
  return data.rows.every(wellFormedRow) ? data : null;
}

/** An empty cell of a type with its default options (text: the default max length; list: no options; one file). */
export function emptyCell(type: ClientCellType): ClientTableCell {
  if (type === 'list') {
    return {
      value: { type, content: { options: [], otherOption: null } },
      options: { options: [], otherOption: false },
    };
  }
  if (type === 'file') return { value: { type, content: { files: [] } }, options: { multiple: false } };
  return { value: { type, content: '' }, options: { maxLength: CLIENT_TABLE_LIMITS.cellText } };
}

/** Whether a cell holds anything (text, a chosen option or other text, a file). */
export function cellHasContent(source: ClientTableCell): boolean {
  const { value } = source;
  if (value.type === 'text') return value.content.trim() !== '';
  if (value.type === 'list') return value.content.options.length > 0 || Boolean(value.content.otherOption?.trim());
  return value.content.files.length > 0;
}
