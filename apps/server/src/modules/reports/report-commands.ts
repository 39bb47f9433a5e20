import {
  NO_REPORT_FLAGS,
  type ReportFlags,
  type ReportFormatName,
  reportFlagsOffered,
  SEALED_ANSWERS_MESSAGES,
} from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import { someAnswersHidden } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { type ReportKind, type ReportOptions, reports } from '../../db/schema/index.js';
import { brokerClientProject } from '../client-tables/index.js';
import { findVisibleComparison } from '../comparisons/index.js';
import { scoringReader } from '../scoring/index.js';
import { type ReportRow, reportProducts } from './report-access.js';
import { projectHasClientTables } from './report-choices.js';
import { failReport, sendReportJob } from './report-job.js';
import { refuseOversizedPdf } from './report-size.js';

/** Spec 2 §7 Generate project report. */
export interface ProjectReportInput extends ReportFlags {
  projectId: string;
  branchId: string | null;
  format: ReportFormatName;
  productIds: readonly string[];
  comparisonId: string | null;
}

interface ReportToMake {
  projectId: string;
  branchId: string | null;
  kind: ReportKind;
  format: ReportFormatName;
  options: ReportOptions;
}

/** Records the report as PENDING and sends its job; the caller gets the row at once (the job makes the file). */
export async function requestReport(app: AppContext, viewer: Viewer, report: ReportToMake): Promise<ReportRow> {
  const [row] = await app.db
    .insert(reports)
    .values({ ...report, companyId: viewer.company.id, requestedBy: viewer.user.id })
    .returning();
  if (!row) throw new Error('The report was not recorded');
  await sendReportJob(app.jobs, row.id).catch(async (error: unknown) => {
    await failReport(app, row.id);
    throw error;
  });
  return row;
}

/** The comparison a report follows (spec 2 §7 projectComparisonId): one the viewer sees, in their scope. */
async function reportComparison(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  comparisonId: string,
  branchId: string | null,
): Promise<string> {
  const comparison = await findVisibleComparison(app.db, viewer, projectId, comparisonId, branchId);
  if (!comparison) throw notFound('Comparison');
  return comparison.id;
}

/**
 * Spec 2 §7 Generate project report: the viewer may read the project's scoring (in their branch with branches on);
 * the products are accepted ones with submitted answers, the comparison one the viewer sees; a PDF holds at most
 * PDF_REPORT_MAX_ANSWERS answers; none while some answers are sealed (issue 37); the flags are kept where the format offers them (spec 2 §7 Report dialog).
 */
export async function generateProjectReport(app: AppContext, viewer: Viewer, input: ProjectReportInput) {
  const { project, ...scope } = await scoringReader(app.db, viewer, input.projectId, input.branchId);
  if (await someAnswersHidden(app.db, project.id)) throw badInput(SEALED_ANSWERS_MESSAGES.reportSealed);
  const productIds = await reportProducts(app.db, viewer, project.id, input.productIds);
  const comparisonId = input.comparisonId
    ? await reportComparison(app, viewer, project.id, input.comparisonId, scope.branchId)
    : null;
  if (input.format === 'PDF') await refuseOversizedPdf(app.db, project.id, productIds, comparisonId);
  const context = { scoringType: scope.scoringType, hasClientTables: await projectHasClientTables(app.db, project.id) };
  const flags = reportFlagsOffered(input.format, context, input);
  return requestReport(app, viewer, {
    projectId: project.id,
    branchId: scope.branchId,
    kind: 'PROJECT',
    format: input.format,
    options: { productIds, comparisonId, ...flags, ...(scope.blind ? { blind: true } : {}) },
  });
}

/** Spec 2 §7 Client tables report (PDF): as the discovery page (MANAGE_PROJECT_STATE, checked by the field). */
export async function generateClientTablesReport(app: AppContext, viewer: Viewer, projectId: string) {
  const project = await brokerClientProject(app.db, viewer, projectId);
  return requestReport(app, viewer, {
    projectId: project.id,
    branchId: null,
    kind: 'CLIENT_TABLES',
    format: 'PDF',
    options: { productIds: [], comparisonId: null, ...NO_REPORT_FLAGS },
  });
}
