import { CLIENT_TABLE_LIMITS, type ClientTableCell, type ClientTableData } from './client-table-data.js';
import { CLIENT_TABLE_MESSAGES as M } from './client-table-messages.js';

/** Field path → message, e.g. { name: 'Required', 'columns.c1.title': '…', 'rows.r1.c1': '…' }. */
export type ClientTableProblems = Record<string, string>;

/** Spec 2 §5: the table title is trimmed, required, at most 50 characters; null when it is fine. */
export function clientTableTitleProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return M.required;
  return trimmed.length > CLIENT_TABLE_LIMITS.title ? M.maxLength(CLIENT_TABLE_LIMITS.title) : null;
}

/** Spec 2 §5: the max-length option takes positive whole numbers only, up to 5 digits. */
export function maxLengthOptionProblem(value: number | string): string | null {
  const text = String(value).trim();
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1) return M.maxLengthOption;
  return null;
}

/** Spec 2 §5: list options are non-empty, and the same option twice (ignoring case) is refused by name. */
export function listOptionsProblem(options: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.trim().toLowerCase();
    if (key === '') return M.emptyOption;
    if (seen.has(key)) return M.duplicateOption(option.trim());
    seen.add(key);
  }
  return null;
}

/** What is wrong with a cell's options and content under its type's rules; null when nothing is. */
export function cellProblem(cell: ClientTableCell): string | null {
  const { value, options } = cell;
  if (value.type === 'text' && 'maxLength' in options) {
    const optionProblem = maxLengthOptionProblem(options.maxLength);
    if (optionProblem) return optionProblem;
    return value.content.length > options.maxLength ? M.maxLength(options.maxLength) : null;
  }
  if (value.type === 'list' && 'options' in options) {
    const optionsProblem = listOptionsProblem(options.options);
    if (optionsProblem) return optionsProblem;
    if (!value.content.options.every((chosen) => options.options.includes(chosen))) return M.unknownOption;
    if (value.content.otherOption !== null && !options.otherOption) return M.otherNotOffered;
    return (value.content.otherOption?.length ?? 0) > CLIENT_TABLE_LIMITS.cellText
      ? M.maxLength(CLIENT_TABLE_LIMITS.cellText)
      : null;
  }
  if (value.type === 'file' && 'multiple' in options) {
    return !options.multiple && value.content.files.length > 1 ? M.oneFile : null;
  }
  return M.malformed;
}

/** Spec 2 §5, §9 design mode: 1 to 4 columns with titles of at most 200 characters, at most 50 rows. */
export function tableShapeProblems(data: ClientTableData): ClientTableProblems {
  const problems: ClientTableProblems = {};
  if (data.columns.length === 0) problems.columns = M.onlyColumn;
  if (data.columns.length > CLIENT_TABLE_LIMITS.columns)
    problems.columns = M.tooManyColumns(CLIENT_TABLE_LIMITS.columns);
  if (data.rows.length > CLIENT_TABLE_LIMITS.rows) problems.rows = M.tooManyRows(CLIENT_TABLE_LIMITS.rows);
  for (const column of data.columns) {
    if (column.title.trim().length > CLIENT_TABLE_LIMITS.columnTitle) {
      problems[`columns.${column.id}.title`] = M.maxLength(CLIENT_TABLE_LIMITS.columnTitle);
    }
  }
  return problems;
}

/** Every cell's problem, keyed 'rows.{rowId}.{columnId}'. */
export function cellProblems(data: ClientTableData): ClientTableProblems {
  const problems: ClientTableProblems = {};
  for (const row of data.rows) {
    for (const column of data.columns) {
      const cell = row.cells[column.id];
      const problem = cell ? cellProblem(cell) : M.malformed;
      if (problem) problems[`rows.${row.id}.${column.id}`] = problem;
    }
  }
  return problems;
}

/** Spec 2 §5 Client tables, everything the Create/Edit Client Table dialog checks: title, shape and cells. */
export function clientTableProblems(name: string, data: ClientTableData): ClientTableProblems {
  const title = clientTableTitleProblem(name);
  return { ...(title ? { name: title } : {}), ...tableShapeProblems(data), ...cellProblems(data) };
}

/** The data as stored: column titles trimmed, list options trimmed. */
export function normalizedTableData(data: ClientTableData): ClientTableData {
  return {
    columns: data.columns.map((column) => ({ ...column, title: column.title.trim() })),
    rows: data.rows.map((row) => ({
      ...row,
      cells: Object.fromEntries(Object.entries(row.cells).map(([key, cell]) => [key, normalizedCell(cell)])),
    })),
  };
}

function normalizedCell(cell: ClientTableCell): ClientTableCell {
  if (cell.value.type !== 'list' || !('options' in cell.options)) return cell;
  const trim = (options: readonly string[]) => options.map((option) => option.trim());
  const { content } = cell.value;
  return {
    value: { type: 'list', content: { ...content, options: trim(content.options) } },
    options: { ...cell.options, options: trim(cell.options.options) },
  };
}
