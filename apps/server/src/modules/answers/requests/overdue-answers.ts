import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { projectProducts } from '../../../db/schema/index.js';
import type { JobScheduler } from '../../../platform/jobs/index.js';
import { mailReceipts } from '../receipts/receipt-mails.js';
import { recordReceipts } from '../receipts/receipt-records.js';

/** How often the job records the answers whose product deadline has passed (answering closes at the deadline itself). */
const OVERDUE_ANSWERS_EVERY_MS = 5 * 60_000;

/**
 * Spec 2 §5 Choice Products for Scoring: a product given its own answers deadline is submitted when the deadline
 * passes, at the deadline. The domain closes answering at that moment already (mayAnswerFreely); this records the
 * submission, so that lists and figures show it, with a receipt by nobody (issue 37), in one transaction, the receipts mailed to the suppliers after it; harmless
 * when run twice. Answers how many were closed.
 */
export async function submitOverdueAnswers(app: AppContext, now: Date = new Date()): Promise<number> {
  const { count, receipts } = await app.db.transaction(async (tx) => {
    const closed = await tx
      .update(projectProducts)
      .set({ answersSubmittedAt: sql`${projectProducts.answersSubmitDeadline}`, updatedAt: now })
      .where(
        and(
          isNull(projectProducts.answersSubmittedAt),
          isNotNull(projectProducts.answersSubmitDeadline),
          lte(projectProducts.answersSubmitDeadline, now),
          eq(projectProducts.participationStatus, 'ACCEPTED'),
        ),
      )
      .returning({
        projectId: projectProducts.projectId,
        projectProductId: projectProducts.id,
        submittedAt: projectProducts.answersSubmittedAt,
      });
    const submissions = closed.flatMap(({ submittedAt, ...row }) =>
      submittedAt ? [{ ...row, submittedAt, submittedBy: null }] : [],
    );
    return { count: closed.length, receipts: await recordReceipts(app.storage, tx, submissions) };
  });
  await mailReceipts(app, receipts);
  return count;
}

export function scheduleOverdueAnswers(app: AppContext, jobs: JobScheduler): void {
  jobs.every('overdue-answers', OVERDUE_ANSWERS_EVERY_MS, async () => {
    await submitOverdueAnswers(app);
  });
}
