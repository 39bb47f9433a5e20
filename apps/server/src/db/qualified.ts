import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column named with its table ("tags"."id"), whatever the statement around it. Drizzle qualifies columns in a raw
 * fragment only when the outer select has joins, so a fragment reused in a statement without joins may otherwise
 * name an ambiguous column.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
