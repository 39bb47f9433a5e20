import { randomUUID } from 'node:crypto';
import {
  CLIENT_CELL_TYPES,
  CLIENT_TABLE_LIMITS,
  type ClientTableCell,
  type ClientTableData,
  clientTableProblems,
  emptyCell,
  normalizedTableData,
  parseClientTableData,
} from '@shortlist/domain';
import { z } from 'zod';
import type { ClientTableSuggestion } from '../provider.js';
import { MODEL_SOURCE } from './ground-questions.js';
import { itemsOf } from './ground-suppliers.js';

export const GENERATED_TABLES_MAX = 5;

/** The simple design the model is asked for: typed columns and rows of cell texts, one per column. */
const designSchema = z.object({
  name: z.string(),
  columns: z.array(
    z.object({
      title: z.string(),
      type: z.enum(CLIENT_CELL_TYPES).default('text'),
      options: z.array(z.string().trim()).default([]),
      clientResponse: z.boolean().default(false),
    }),
  ),
  rows: z.array(z.array(z.string().nullable())).default([]),
});
type Design = z.infer<typeof designSchema>;
type DesignColumn = Design['columns'][number];

function cellOf(column: DesignColumn, text: string | null | undefined): ClientTableCell {
  const content = text?.trim() ?? '';
  if (column.type === 'text') {
    return { value: { type: 'text', content }, options: { maxLength: CLIENT_TABLE_LIMITS.cellText } };
  }
  if (column.type === 'file') return emptyCell('file');
  return {
    value: { type: 'list', content: { options: column.options.includes(content) ? [content] : [], otherOption: null } },
    options: { options: column.options, otherOption: false },
  };
}

/** The design as client-table data, with new ids; null when the data schema refuses it. */
function tableDataOf(design: Design): ClientTableData | null {
  const columns = design.columns.map((column) => ({ ...column, id: randomUUID() }));
  return parseClientTableData({
    columns: columns.map(({ id, title, clientResponse }) => ({ id, title, meta: { clientResponse } })),
    rows: design.rows.map((texts) => ({
      id: randomUUID(),
      cells: Object.fromEntries(columns.map((column, index) => [column.id, cellOf(column, texts[index])])),
    })),
  });
}

/**
 * The model's table designs kept where they pass every rule of the Create Client Table dialog (title, 1 to 4
 * columns, at most 50 rows, cell texts and list options); an invalid one is dropped.
 */
export function groundClientTables(answer: Record<string, unknown>): ClientTableSuggestion[] {
  const tables: ClientTableSuggestion[] = [];
  for (const item of itemsOf(answer, 'tables')) {
    const design = designSchema.safeParse(item);
    const data = design.success ? tableDataOf(design.data) : null;
    if (!design.success || !data) continue;
    const name = design.data.name.trim();
    if (Object.keys(clientTableProblems(name, data)).length > 0) continue;
    tables.push({ name, data: normalizedTableData(data), source: MODEL_SOURCE });
    if (tables.length === GENERATED_TABLES_MAX) break;
  }
  return tables;
}
