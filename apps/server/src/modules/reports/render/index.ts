import type { Writable } from 'node:stream';
import type { AppContext } from '../../../app-context.js';
import type { ReportFormat, ReportKind, ReportOptions } from '../../../db/schema/index.js';
import { writeClientTablesPdf, writePdfReport } from './pdf-report.js';
import { writeProcedurePdf } from './procedure/pdf-procedure.js';
import { readProcedureData } from './procedure/procedure-data.js';
import { readClientTablesData, readReportData } from './report-data.js';
import { reportFileName } from './report-text.js';
import { writeXlsxReport } from './xlsx-report.js';

/** A report row as the job hands it to the renderer (rights were checked when it was asked for). */
export interface ReportRequest {
  id: string;
  projectId: string;
  companyId: string;
  /** The scope whose ratings, weights and notes the report holds. */
  branchId: string | null;
  kind: ReportKind;
  /** CLIENT_TABLES: PDF only. */
  format: ReportFormat;
  /** productIds (accepted, submitted products of the project), comparisonId, flags. */
  options: ReportOptions;
  requestedBy: string | null;
}

export interface RenderedReport {
  /** What the browser saves, e.g. "Benefits Platform RFP 2026 - report.xlsx". */
  fileName: string;
  mimetype: string;
}

const MIMETYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Writes the whole file to `out` and ends it; throws when it cannot (the job then fails or retries). PROJECT: PDF, XLSX
 * (a summary sheet and an answers matrix) or XLSX_2 (a summary sheet and a sheet per product); CLIENT_TABLES and
 * PROCEDURE (issue 38): PDF.
 */
export async function renderReport(app: AppContext, request: ReportRequest, out: Writable): Promise<RenderedReport> {
  const { publicUrl } = app.config;
  if (request.kind === 'CLIENT_TABLES') {
    if (request.format !== 'PDF') throw new Error(`A client tables report is a PDF, not ${request.format}`);
    const data = await readClientTablesData(app.db, request);
    await writeClientTablesPdf(data, out);
    return { fileName: reportFileName(data.project.name, 'pdf'), mimetype: MIMETYPES.pdf };
  }
  if (request.kind === 'PROCEDURE') {
    if (request.format !== 'PDF') throw new Error(`A procedure report is a PDF, not ${request.format}`);
    const data = await readProcedureData(app.db, request);
    await writeProcedurePdf(data, out);
    return { fileName: reportFileName(data.project.name, 'pdf', 'procedure report'), mimetype: MIMETYPES.pdf };
  }
  const data = await readReportData(app.db, request);
  if (request.format === 'PDF') {
    await writePdfReport(data, publicUrl, out);
    return { fileName: reportFileName(data.project.name, 'pdf'), mimetype: MIMETYPES.pdf };
  }
  await writeXlsxReport(data, request.format === 'XLSX' ? 'MATRIX' : 'PER_PRODUCT', publicUrl, out);
  return { fileName: reportFileName(data.project.name, 'xlsx'), mimetype: MIMETYPES.xlsx };
}
