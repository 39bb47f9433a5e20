import { answerText, formatDateTime } from '@shortlist/domain';
import type { Workbook } from 'exceljs';
import type { AppContext } from '../../../app-context.js';
import type { Viewer } from '../../../core/viewer/index.js';
import { newWorkbook, type SpreadsheetFile, spreadsheetFileName, workbookBytes } from '../../../platform/xlsx/index.js';
import { ANSWER_COLUMNS, YES } from './answer-sheet-layout.js';
import { findReportAnswers, findReportSubject, type ReportAnswers } from './report-answers.js';
import { addQuestionRow, addSectionTitle, groupBySection, wrapColumns } from './sheet-sections.js';

const COLUMNS = [
  { header: ANSWER_COLUMNS.section.header, width: 28 },
  { header: ANSWER_COLUMNS.question.header, width: 56 },
  { header: ANSWER_COLUMNS.answer.header, width: 56 },
  { header: ANSWER_COLUMNS.notApplicable.header, width: 15 },
  { header: ANSWER_COLUMNS.notApplicableDescription.header, width: 40 },
];

/** The route the browser navigates to for a product's vendor report. */
export const vendorReportPath = (projectId: string, projectProductId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/products/${encodeURIComponent(projectProductId)}/vendor-report.xlsx`;

/**
 * The report's one sheet: the project, vendor, product and submission at the top, then the header (frozen with
 * them) and, per section, its title row and a row per question with the answer as text.
 */
export async function buildVendorReport(report: ReportAnswers): Promise<Workbook> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Vendor Report');
  sheet.columns = COLUMNS.map(({ width }) => ({ width }));
  groupBySection(sheet);
  wrapColumns(sheet, [2, 3, 5]);
  sheet.addRow(['Vendor Report']).font = { bold: true, size: 14 };
  const submitted = report.submittedAt ? formatDateTime(report.submittedAt) : 'Not submitted';
  for (const fact of [
    ['Project', report.projectName],
    ['Vendor', report.vendorName],
    ['Product', report.productName],
    ['Submitted', submitted],
  ]) {
    sheet.addRow(fact).getCell(1).font = { bold: true };
  }
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const section of report.sections) {
    addSectionTitle(sheet, section.name, COLUMNS.length);
    for (const { definition, answer } of section.questions) {
      const notApplicable = Boolean(answer?.notApplicable);
      addQuestionRow(sheet, [
        section.name,
        definition.label,
        answer && !notApplicable ? answerText(definition, answer) : null,
        notApplicable ? YES : null,
        notApplicable ? answer?.notApplicableDescription : null,
      ]);
    }
  }
  return workbook;
}

/**
 * Spec 2 §7 Reports, Vendor report (format XLSX, product id): a read-only XLSX of a product's answers for its
 * supplier and for the project's buy side, as '<project> - <vendor> - <product> - vendor report.xlsx'.
 */
export async function vendorReport(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<SpreadsheetFile> {
  const report = await findReportAnswers(app.db, viewer, projectId, projectProductId);
  return {
    filename: spreadsheetFileName([report.projectName, report.vendorName, report.productName, 'vendor report']),
    bytes: await workbookBytes(await buildVendorReport(report)),
  };
}

/**
 * The address of a product's vendor report once the viewer may read it (spec 2 §7: the browser navigates to it). An
 * administrator acting on behalf of a company carries the choice in the query, as a navigation sends no header.
 */
export async function vendorReportUrl(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<string> {
  await findReportSubject(app.db, viewer, projectId, projectProductId);
  const path = vendorReportPath(projectId, projectProductId);
  return viewer.actingOnBehalf ? `${path}?${new URLSearchParams({ onBehalfOf: viewer.company.id })}` : path;
}
