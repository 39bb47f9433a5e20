import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conflictAdmissions, conflictDeclarations, projectProducts, projects } from '../../db/schema/index.js';

/**
 * Issue 37 item 1, the SQL twin of `answersSealed` (@shortlist/domain), for the `project_products` row in scope: its
 * project has sealed answers on, was not opened early, and the product's deadline (its own, else the project's; none:
 * sealed until opened) is still ahead. A time comparison at read time: at the deadline the answers open by themselves.
 */
export const answersSealed: SQL<boolean> = sql<boolean>`exists (select 1 from ${projects} as sealing
  where sealing.id = ${projectProducts.projectId}
    and coalesce((sealing.settings -> 'integrity' ->> 'sealedAnswers')::boolean, false)
    and sealing.answers_unsealed_at is null
    and coalesce(${projectProducts.answersSubmitDeadline}, sealing.questions_submission_deadline, 'infinity')
      > now())`;

/**
 * A column of the `project_products` row in scope, always qualified: Drizzle leaves a single table's columns bare, and
 * a bare "id" inside the subqueries below would name the subquery's own row.
 */
const productColumn = (name: 'id' | 'project_id') => sql.raw(`"project_products"."${name}"`);

/**
 * Issue 37 item 2, the SQL twin of `maySeeSupplier` (@shortlist/domain) for the `project_products` row in scope and one
 * reader: its project has conflict declarations off, or the reader's latest declaration for the product says no
 * conflict, or a conflict that a project owner let them in on at or after it. Undeclared products are not clear, so a
 * new supplier asks again by itself. A null reader (a report whose requester is gone) is clear of nothing.
 */
export function conflictsClear(readerId: string | null | Placeholder): SQL<boolean> {
  const reader = readerId === null ? sql`null::uuid` : sql`${readerId}::uuid`;
  return sql<boolean>`(not exists (select 1 from ${projects} as declaring
    where declaring.id = ${productColumn('project_id')}
      and coalesce((declaring.settings -> 'integrity' ->> 'conflictDeclarations')::boolean, false))
  or exists (select 1 from (select declared.has_conflict, declared.created_at from ${conflictDeclarations} as declared
      where declared.project_product_id = ${productColumn('id')} and declared.user_id = ${reader}
      order by declared.created_at desc limit 1) as latest
    where not latest.has_conflict
      or exists (select 1 from ${conflictAdmissions} as admitted
        where admitted.project_product_id = ${productColumn('id')} and admitted.user_id = ${reader}
          and admitted.created_at >= latest.created_at)))`;
}

/**
 * Whether this buy-side reader may read the answers of the `project_products` row in scope. The one visibility rule
 * every buy-side read path of answers, files, answer counts, ratings and scores applies (in its own statement, or
 * through `someAnswersHidden`): not sealed (issue 37 item 1) and clear of conflicts (item 2); blind scoring joins here.
 */
export const answersReadableBy = (readerId: string | null): SQL<boolean> =>
  sql<boolean>`(not ${answersSealed} and ${conflictsClear(readerId)})`;

/** Whether some product's answers in the project are hidden now: whole-project outputs (reports, scoring) wait. */
export async function someAnswersHidden(db: Pick<Database, 'select'>, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projectProducts.id })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, projectId), answersSealed))
    .limit(1);
  return rows.length > 0;
}
