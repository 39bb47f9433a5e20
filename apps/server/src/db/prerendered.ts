import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant fragment (no parameters) rendered to its SQL text once. Drizzle walks every chunk of a fragment each
 * time a statement that holds it is built; for the project view's part subqueries that walk cost more CPU than the
 * rest of the list request.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('A prerendered fragment cannot hold parameters');
  return sql.raw(text);
}
