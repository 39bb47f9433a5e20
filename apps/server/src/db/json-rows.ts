import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row of `table` as a JSON object keyed by its property names, for aggregating related rows into one column of a
 * statement (`json_agg(jsonRow(table))`); rowFromJson turns each object back into the row Drizzle would have read.
 */
export function jsonRow(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The row of a jsonRow object: timestamps come back as Dates, as the table's columns map them. */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}
