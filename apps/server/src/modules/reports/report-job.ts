import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { reports } from '../../db/schema/index.js';
import type { JobQueue, WorkOptions } from '../../platform/jobs/index.js';
import { renderReport } from './render/index.js';
import { reportStorageKey } from './report-storage.js';

export const REPORT_JOB = 'report';

export interface ReportJob {
  reportId: string;
}

/** A report of 30 products × 1,000 questions takes seconds; one still running after 5 minutes is taken as lost. */
export const REPORT_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 5 * 60 };

type ReportJobOptions = Omit<WorkOptions<ReportJob>, 'onFailed'>;

/** One report job per report at a time, and never two waiting (the report id is the singleton key). */
export function sendReportJob(queue: JobQueue, reportId: string): Promise<boolean> {
  return queue.send(REPORT_JOB, { reportId } satisfies ReportJob, { singletonKey: reportId });
}

/**
 * Renders the report into storage at its key, then in one statement describes the file on the report and marks it
 * SUCCESS, only while it is still PENDING. An attempt killed halfway leaves a partial file at the key and a PENDING
 * report; the retry overwrites the file and records it once.
 */
export async function makeReport(app: AppContext, reportId: string): Promise<void> {
  const [report] = await app.db.select().from(reports).where(eq(reports.id, reportId));
  if (report?.status !== 'PENDING') return;
  const key = reportStorageKey(report);
  const out = new PassThrough();
  const rendering = renderReport(app, report, out);
  rendering.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  const [rendered, size] = await Promise.all([rendering, app.storage.put(key, out)]);
  await app.db
    .update(reports)
    .set({ status: 'SUCCESS', fileName: rendered.fileName, mimetype: rendered.mimetype, size, finishedAt: new Date() })
    .where(and(eq(reports.id, report.id), eq(reports.status, 'PENDING')));
}

/** After the last attempt failed (or when the job could not be sent): FAILED, and no partial file kept. */
export async function failReport(app: AppContext, reportId: string): Promise<void> {
  const [failed] = await app.db
    .update(reports)
    .set({ status: 'FAILED', finishedAt: new Date() })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'PENDING')))
    .returning({ id: reports.id, companyId: reports.companyId });
  if (failed) await app.storage.remove(reportStorageKey(failed));
}

/**
 * Registers the report worker at start. A queue that loses its jobs at a stop (in-process, on PGlite) is sent again
 * every report still PENDING: the reports table is the truth.
 */
export async function workReportJobs(
  app: AppContext,
  queue: JobQueue = app.jobs,
  options: ReportJobOptions = REPORT_JOB_OPTIONS,
): Promise<void> {
  await queue.work<ReportJob>(REPORT_JOB, ({ reportId }) => makeReport(app, reportId), {
    ...options,
    onFailed: ({ reportId }) => failReport(app, reportId),
  });
  if (queue.durable) return;
  const pending = await app.db.select({ id: reports.id }).from(reports).where(eq(reports.status, 'PENDING'));
  for (const { id } of pending) await sendReportJob(queue, id);
}
