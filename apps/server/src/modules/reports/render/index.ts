// A stand-in with the contract's signature (common34.md), replaced by i34-render's renderer at merge: one sheet, or
// one page, naming the project.
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { ReportFormat, ReportKind, ReportOptions } from '../../../db/schema/index.js';
import { projects } from '../../../db/schema/index.js';
import { newWorkbook, spreadsheetFileName } from '../../../platform/xlsx/index.js';

/** A report row as the job hands it to the renderer (rights were checked when it was asked for). */
export interface ReportRequest {
  id: string;
  projectId: string;
  companyId: string;
  branchId: string | null;
  kind: ReportKind;
  format: ReportFormat;
  options: ReportOptions;
  requestedBy: string | null;
}

export interface RenderedReport {
  fileName: string;
  mimetype: string;
}

/** A one-page PDF with one line of text (ASCII), its cross-reference table counted from the bytes. */
function onePagePdf(text: string): Buffer {
  const line = text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (char) => `\\${char}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the whole file to `out` and ends it; throws when it cannot (the job then fails or retries). */
export async function renderReport(app: AppContext, request: ReportRequest, out: Writable): Promise<RenderedReport> {
  const [project] = await app.db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, request.projectId));
  if (!project) throw new Error('The project of the report is gone');
  const fileName = spreadsheetFileName([project.name, 'report']);
  if (request.format === 'PDF') {
    out.end(onePagePdf(project.name));
    return { fileName: fileName.replace(/\.xlsx$/, '.pdf'), mimetype: 'application/pdf' };
  }
  const workbook = await newWorkbook();
  workbook.addWorksheet('Report').addRow(['Project', project.name]);
  await workbook.xlsx.write(out);
  out.end();
  return { fileName, mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
