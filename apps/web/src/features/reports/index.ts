import { lazyNamed } from '../../lib/lazy-named';

/** The report buttons, loaded with their dialog the first time a page shows one (one chunk); render in Suspense. */
const buttons = () => import('./report-buttons');
export const ExportReportButton = lazyNamed(buttons, 'ExportReportButton');
export const ClientTablesReportButton = lazyNamed(buttons, 'ClientTablesReportButton');
export const ProcedureReportButton = lazyNamed(buttons, 'ProcedureReportButton');
// For tests of the pages that show a report button: the request they mock and the download they expect.
export { reportDownload } from './report-download';
export { GenerateProcedureReportDocument } from './reports-documents';
