import { lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { reports } from '../../db/schema/index.js';
import type { JobScheduler } from '../../platform/jobs/index.js';
import { reportStorageKey } from './report-storage.js';

/** A report is made to be downloaded at once; its file is kept this long for a second download, then removed. */
export const REPORT_KEPT_DAYS = 7;
const DAY_MS = 86_400_000;
/** How often reports past their time are removed. */
export const EXPIRE_REPORTS_EVERY_MS = 60 * 60_000;

/**
 * Removes the reports asked for more than REPORT_KEPT_DAYS before `now`, rows first and then their files: a link
 * never leads to a missing file, and a file left by a crash in between is overwritten by no one and read by no route.
 * Any instance may run it at the same time as another: each row is deleted once, and removing a gone file is a no-op.
 */
export async function expireReports(app: AppContext, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REPORT_KEPT_DAYS * DAY_MS);
  const expired = await app.db
    .delete(reports)
    .where(lt(reports.createdAt, cutoff))
    .returning({ id: reports.id, companyId: reports.companyId });
  for (const report of expired) await app.storage.remove(reportStorageKey(report));
  return expired.length;
}

export function scheduleReportExpiry(app: AppContext, jobs: JobScheduler): void {
  jobs.every('expire-reports', EXPIRE_REPORTS_EVERY_MS, async () => {
    await expireReports(app, new Date());
  });
}
