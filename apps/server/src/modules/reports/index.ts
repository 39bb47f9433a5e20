// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './reports.graphql.js';

export { expireReports, REPORT_KEPT_DAYS, scheduleReportExpiry } from './expire-reports.js';
export { type RenderedReport, type ReportRequest, renderReport } from './render/index.js';
export { questionsPerRead } from './render/report-answers.js';
export { sendReportJob, workReportJobs } from './report-job.js';
export { registerReportRoutes } from './reports.routes.js';
