import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { files, reports } from '../../db/schema/index.js';
import type { JobQueue, WorkOptions } from '../../platform/jobs/index.js';
import { renderReport } from './render/index.js';

export const REPORT_JOB = 'report';

export interface ReportJob {
  reportId: string;
}

/** A report of 30 products × 1,000 questions takes seconds; one still running after 5 minutes is taken as lost. */
export const REPORT_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 5 * 60 };

type ReportJobOptions = Omit<WorkOptions<ReportJob>, 'onFailed'>;

/** Where a report's file is stored: one key per report, so a retry overwrites what a killed attempt left. */
const reportStorageKey = (report: { companyId: string; id: string }) => `${report.companyId}/reports/${report.id}`;

/** One report job per report at a time, and never two waiting (the report id is the singleton key). */
export function sendReportJob(queue: JobQueue, reportId: string): Promise<boolean> {
  return queue.send(REPORT_JOB, { reportId } satisfies ReportJob, { singletonKey: reportId });
}

/** Stored only when the report is still PENDING: a job retried after another finished it changes nothing. */
class ReportAlreadySettled extends Error {}

/**
 * Renders the report into storage at its key, then in one transaction records the file and marks the report
 * SUCCESS, only while it is still PENDING. An attempt killed halfway leaves a partial file at the key and no row;
 * the retry overwrites the file and records it once.
 */
export async function makeReport(app: AppContext, reportId: string): Promise<void> {
  const [report] = await app.db.select().from(reports).where(eq(reports.id, reportId));
  if (report?.status !== 'PENDING') return;
  const key = reportStorageKey(report);
  const out = new PassThrough();
  const rendering = renderReport(app, report, out);
  rendering.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  const [rendered, size] = await Promise.all([rendering, app.storage.put(key, out)]);
  try {
    await app.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          companyId: report.companyId,
          uploadedBy: report.requestedBy,
          filename: rendered.fileName,
          mimetype: rendered.mimetype,
          size,
          description: 'Report',
          storageKey: key,
        })
        .returning({ id: files.id });
      const settled = await tx
        .update(reports)
        .set({ status: 'SUCCESS', fileId: file?.id, finishedAt: new Date() })
        .where(and(eq(reports.id, report.id), eq(reports.status, 'PENDING')))
        .returning({ id: reports.id });
      if (settled.length === 0) throw new ReportAlreadySettled();
    });
  } catch (error) {
    if (!(error instanceof ReportAlreadySettled)) throw error;
  }
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
