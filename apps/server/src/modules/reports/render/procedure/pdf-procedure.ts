import type { Writable } from 'node:stream';
import { formatDateTime, PROCEDURE_REPORT_TEXTS } from '@shortlist/domain';
import type { PdfContent } from 'pdfmake';
import { breakable, contents, reportDocument } from '../pdf-layout.js';
import { printPdf } from '../pdf-printer.js';
import {
  methodContent,
  overridesContent,
  peopleContent,
  scoresContent,
  suppliersContent,
  timelineContent,
  winnersContent,
} from './pdf-procedure-sections.js';
import type { ProcedureData } from './procedure-data.js';

/** 1. The title page: the project, its type, client and company, when the report was made. */
function titlePage(data: ProcedureData): PdfContent[] {
  const { project } = data;
  const facts: Array<[string, string]> = [
    ['Project', breakable(project.name)],
    ['Type', project.type],
    ['Client', breakable(project.clientName ?? '\u2014')],
    ['Company', breakable(project.companyName)],
    ['Generated at', formatDateTime(data.generatedAt)],
  ];
  return [
    { text: breakable(project.name), style: 'title' },
    { text: PROCEDURE_REPORT_TEXTS.title, style: 'subtitle' },
    {
      table: { widths: [150, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 16],
    },
  ];
}

/** Issue 38 item 2: the procedure report as PDF, written to `out` (which it ends): the eight sections in order. */
export async function writeProcedurePdf(data: ProcedureData, out: Writable) {
  const content: PdfContent[] = [
    ...titlePage(data),
    contents(),
    { text: '', pageBreak: 'after' },
    ...timelineContent(data),
    ...peopleContent(data),
    ...suppliersContent(data),
    ...methodContent(data),
    ...scoresContent(data),
    ...winnersContent(data),
    ...overridesContent(data),
  ];
  await printPdf(reportDocument(data, 'procedure report', content), out);
}
