import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { projectQuestions, sections } from '../../db/schema/index.js';

/** The ordered tables of a questionnaire: positions are dense from 0 within a project (sections) or a section. */
type Ordered = typeof sections | typeof projectQuestions;
type Executor = Pick<Database, 'execute'>;

const position = sql.identifier('position');

/** The position a row appended to the scope gets: one past the last, as a subquery of the insert. */
export function nextPosition(table: Ordered, scope: SQL): SQL<number> {
  return sql<number>`(select coalesce(max(${table.position}), -1) + 1 from ${table} where ${scope})`;
}

/**
 * Gives the rows `ids` the positions 0, 1, 2… in that order (and `set`, e.g. their new section), in one statement.
 */
export async function renumber(tx: Executor, table: Ordered, ids: readonly string[], set?: SQL): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`update ${table} set ${position} = ordered.ord - 1${set ? sql`, ${set}` : sql``}
    from unnest(array[${list}]::uuid[]) with ordinality as ordered(id, ord)
    where ${table.id} = ordered.id`);
}

/** Closes the gaps a removed row left in the scope's positions, in one statement. */
export async function compact(tx: Executor, table: Ordered, scope: SQL): Promise<void> {
  await tx.execute(sql`update ${table} set ${position} = ranked.rank - 1
    from (select ${table.id} as id, row_number() over (order by ${table.position}, ${table.createdAt}) as rank
      from ${table} where ${scope}) as ranked
    where ${table.id} = ranked.id and ${table.position} <> ranked.rank - 1`);
}

/** `ids` with `id` taken out and put back at `index` (clamped to the list). */
export function placed(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The position a row appended to the scope gets, read once (for appending several rows in one insert). */
export async function positionAfterLast(db: Pick<Database, 'select'>, table: Ordered, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}), -1) + 1`.mapWith(Number) })
    .from(table)
    .where(scope);
  return row?.next ?? 0;
}
