import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projectProducts, projects } from '../../db/schema/index.js';

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
 * Whether the buy side may read the answers of the `project_products` row in scope. The one visibility rule every
 * buy-side read path of answers, files, answer counts, ratings and scores applies (in its own statement, or through
 * `someAnswersHidden`); per-viewer rules (conflict declarations, blind scoring) join it here.
 */
export const answersReadable: SQL<boolean> = sql<boolean>`not ${answersSealed}`;

/** Whether some product's answers in the project are hidden now: whole-project outputs (reports, scoring) wait. */
export async function someAnswersHidden(db: Pick<Database, 'select'>, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projectProducts.id })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, projectId), answersSealed))
    .limit(1);
  return rows.length > 0;
}
