import type { Viewer } from '../../core/viewer/index.js';
import type { ReportFormat, ReportStatus } from '../../db/schema/index.js';
import type { ReadableReport, ReportRow } from './report-access.js';

/** A report as the dialog follows it (spec 1 §3 Job state). */
export interface ReportView {
  id: string;
  status: ReportStatus;
  format: ReportFormat;
  fileName: string | null;
  url: string | null;
}

/** The route a report's file is downloaded from (reports.routes.ts). */
export const reportFilePath = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/file`;

/**
 * The address the browser navigates to once the file is there. An administrator acting on behalf of a company carries
 * the choice in the query, as a navigation sends no header (files/spreadsheet-download.ts).
 */
function reportUrl(viewer: Viewer, reportId: string): string {
  const path = reportFilePath(reportId);
  return viewer.actingOnBehalf ? `${path}?${new URLSearchParams({ onBehalfOf: viewer.company.id })}` : path;
}

export function reportView(viewer: Viewer, report: ReportRow, file: ReadableReport['file'] = null): ReportView {
  const done = report.status === 'SUCCESS' && file !== null;
  return {
    id: report.id,
    status: report.status,
    format: report.format,
    fileName: done ? file.filename : null,
    url: done ? reportUrl(viewer, report.id) : null,
  };
}
