import type { ScoringType } from '../enums.js';

/** Spec 1 §3 Report format. */
export const REPORT_FORMATS = ['PDF', 'XLSX', 'XLSX_2'] as const;
export type ReportFormatName = (typeof REPORT_FORMATS)[number];

/** Spec 1 §3 Job state, as a report shows it. */
export const REPORT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type ReportStatusName = (typeof REPORT_STATUSES)[number];

/** How the dialog names a report's job state while the user waits for it. */
export const REPORT_STATUS_LABELS: Record<ReportStatusName, string> = {
  PENDING: 'Generating',
  SUCCESS: 'Exported',
  FAILED: 'Failed',
};

export const REPORT_FORMAT_LABELS: Record<ReportFormatName, string> = {
  PDF: 'PDF',
  XLSX: 'XLSX',
  XLSX_2: 'XLSX (one sheet per product)',
};

/** Spec 2 §8 Report, and ours for the refusals the spec gives no wording for. */
export const REPORT_MESSAGES = {
  exported: 'The report has been exported',
  failed: 'The system is unable to generate the report, try again later',
  /** Spec 2 §5 Reports: at least one product (worded as spec 2 §5 Comparison words it). */
  noProduct: 'Please select at least one product',
  productNotReady: 'Only accepted products with submitted answers can be in a report',
  pdfTooLarge:
    'A PDF report holds at most 5,000 answers (products × questions). Choose fewer products or a comparison, or export XLSX',
} as const;

/**
 * The most answers (products × questions) a PDF report lays out. A PDF is laid out whole in the server's memory:
 * 5 products × 500 questions take about 1.5 s, 30 × 1,000 took 30 s and 720 MB (bench/RESULTS.md); a spreadsheet
 * streams any size.
 */
export const PDF_REPORT_MAX_ANSWERS = 5_000;

export const pdfReportTooLarge = (products: number, questions: number): boolean =>
  products * questions > PDF_REPORT_MAX_ANSWERS;

/** The flags of the report dialog (spec 2 §7 Generate project report). */
export interface ReportFlags {
  skipDescription: boolean;
  includeAnswerScore: boolean;
  includeQuestionWeight: boolean;
  includeNotes: boolean;
  includeClientTables: boolean;
}

/** Every flag off: the dialog's start, and a client tables report's. */
export const NO_REPORT_FLAGS: ReportFlags = {
  skipDescription: false,
  includeAnswerScore: false,
  includeQuestionWeight: false,
  includeNotes: false,
  includeClientTables: false,
};

/** What decides which flags a format offers. */
export interface ReportContext {
  /** The scoring type of the report's scope (the branch's with branches on). */
  scoringType: ScoringType;
  /** The project has client tables. */
  hasClientTables: boolean;
}

/**
 * Spec 2 §7 Report dialog: PDF offers answer score, question weight (NUMBERS scoring only) and client tables (when
 * the project has any); XLSX (and XLSX_2, its other layout) offers notes, answer score, client tables and weight.
 * Skip description is offered by every format.
 */
export function offeredReportFlags(
  format: ReportFormatName,
  context: ReportContext,
): Record<keyof ReportFlags, boolean> {
  const spreadsheet = format !== 'PDF';
  return {
    skipDescription: true,
    includeAnswerScore: true,
    includeQuestionWeight: spreadsheet || context.scoringType === 'NUMBERS',
    includeNotes: spreadsheet,
    includeClientTables: context.hasClientTables,
  };
}

/** The flags asked for, each kept only where the format offers it (the server stores what the dialog could send). */
export function reportFlagsOffered(format: ReportFormatName, context: ReportContext, asked: ReportFlags): ReportFlags {
  const offered = offeredReportFlags(format, context);
  return {
    skipDescription: asked.skipDescription && offered.skipDescription,
    includeAnswerScore: asked.includeAnswerScore && offered.includeAnswerScore,
    includeQuestionWeight: asked.includeQuestionWeight && offered.includeQuestionWeight,
    includeNotes: asked.includeNotes && offered.includeNotes,
    includeClientTables: asked.includeClientTables && offered.includeClientTables,
  };
}
