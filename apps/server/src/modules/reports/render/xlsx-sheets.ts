import type { Writable } from 'node:stream';
import { formatDate, formatDateTime } from '@shortlist/domain';
import type { Alignment, CellValue, Fill, Font, Row, stream, Worksheet } from 'exceljs';
import { clientColumnHeader } from './report-client-tables.js';
import type { ReportData } from './report-data.js';
import type { AnswerContent } from './report-text.js';
import { optionLines } from './report-text.js';

export type WorkbookWriter = stream.xlsx.WorkbookWriter;

/**
 * A workbook written row by row to `out` (exceljs's streaming writer): a committed row leaves memory, so a report of
 * any size holds one row at a time. exceljs loads only when a report is written (it is slow to load).
 */
export async function streamingWorkbook(out: Writable): Promise<WorkbookWriter> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
}

const HEADER_FONT: Partial<Font> = { bold: true, color: { argb: 'FFFFFFFF' } };
const HEADER_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF37474F' } };
const SECTION_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0E0E0' } };
export const WRAPPED: Partial<Alignment> = { wrapText: true, vertical: 'top' };

export interface SheetColumn {
  header: string;
  /** In characters. */
  width: number;
  /** Long text: wrapped in its cells. */
  wrap?: boolean;
}

/**
 * A worksheet whose first row names the columns (bold white on dark, wrapped), frozen with the first `frozenColumns`
 * columns while the rest scrolls; each column its width, long-text columns wrapped.
 */
export function addTableSheet(
  workbook: WorkbookWriter,
  name: string,
  columns: readonly SheetColumn[],
  frozenColumns: number,
): Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', xSplit: frozenColumns, ySplit: 1, activeCell: 'A2' }],
  });
  sheet.columns = columns.map(({ width, wrap }) => ({ width, style: wrap ? { alignment: WRAPPED } : {} }));
  addHeaderRow(
    sheet,
    columns.map((column) => column.header),
  );
  return sheet;
}

/** A row of column names: bold white on dark, wrapped. */
function addHeaderRow(sheet: Worksheet, names: string[]) {
  const header = sheet.addRow(names);
  header.eachCell((cell) => {
    cell.font = HEADER_FONT;
    cell.fill = HEADER_FILL;
    cell.alignment = { wrapText: true, vertical: 'middle' };
  });
  header.commit();
}

/** A section's group row: its name, bold, on a grey fill across the sheet's columns. */
export function addSectionRow(sheet: Worksheet, name: string, width: number) {
  const row = sheet.addRow([name]);
  for (let column = 1; column <= width; column += 1) {
    const cell = row.getCell(column);
    cell.font = { bold: true };
    cell.fill = SECTION_FILL;
    cell.alignment = { vertical: 'top' };
  }
  row.commit();
}

/** An answer as a cell: its text, a link when it carries one, its links listed under it when it carries several. */
export function answerCell({ text, links }: AnswerContent): CellValue {
  const [link] = links;
  if (links.length === 1 && link) return { text: text || link.text, hyperlink: link.url };
  if (links.length > 1) return [text, ...links.map((each) => `${each.text}: ${each.url}`)].join('\n');
  return text || null;
}

/** Adds a row and commits it (it leaves memory). */
export function commitRow(sheet: Worksheet, values: CellValue[]): Row {
  const row = sheet.addRow(values);
  row.commit();
  return row;
}

const ROWS_BETWEEN_PAUSES = 100;

/**
 * Every hundred rows, lets the event loop run, so that the committed rows are compressed and written out while the
 * next ones are made: without it a sheet's rows would wait in memory until the whole sheet is made.
 */
export const pauseNow = (row: Row) =>
  row.number % ROWS_BETWEEN_PAUSES === 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined;

const SHEET_NAME_MAX = 31;

/** Names sheets as Excel allows (at most 31 characters, none of []:*?/\, each once). */
export function sheetNamer() {
  const used = new Set<string>();
  return (wanted: string) => {
    const base =
      wanted
        .replace(/[[\]:*?/\\]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || 'Sheet';
    let name = base.slice(0, SHEET_NAME_MAX);
    for (let copy = 2; used.has(name.toLowerCase()); copy += 1) {
      const suffix = ` (${copy})`;
      name = `${base.slice(0, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  };
}

export type SheetNamer = ReturnType<typeof sheetNamer>;

const SUMMARY_WIDTHS = [40, 60, 12, 16, 16];
const PRODUCT_HEADERS = ['Product', 'Vendor', 'Score', 'Rated answers', 'Answers'];

/**
 * The Summary sheet: the project (name, client, type, date, its dates, description) and the options the report was
 * made with, then the chosen products with their scores and how many of their answers are rated.
 */
export function addSummarySheet(workbook: WorkbookWriter, data: ReportData, name: SheetNamer) {
  const sheet = workbook.addWorksheet(name('Summary'));
  sheet.columns = SUMMARY_WIDTHS.map((width) => ({ width, style: { alignment: WRAPPED } }));
  const title = sheet.addRow([`${data.project.name}: report`]);
  title.font = { bold: true, size: 14 };
  title.commit();
  const fact = (label: string, value: CellValue) => {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  };
  const { project } = data;
  fact('Project', project.name);
  fact('Client', project.clientName ?? '');
  fact('Type', project.type);
  fact('Date', formatDateTime(new Date()));
  for (const date of project.dates) fact(date.label, formatDate(date.value));
  if (project.description !== null) fact('Description', project.description);
  for (const [label, value] of optionLines(data)) fact(label, value);
  commitRow(sheet, []);
  addHeaderRow(sheet, PRODUCT_HEADERS);
  for (const product of data.products) {
    commitRow(sheet, [
      product.productName || product.name,
      product.vendorName,
      product.score,
      product.rated,
      product.total,
    ]);
  }
  sheet.commit();
}

/** A sheet per client table: its columns (the client's marked) and rows. */
export function addClientTableSheets(workbook: WorkbookWriter, data: ReportData, name: SheetNamer) {
  for (const table of data.clientTables) {
    const columns = table.columns.map((column) => ({ header: clientColumnHeader(column), width: 36, wrap: true }));
    const sheet = addTableSheet(workbook, name(`Table - ${table.name}`), columns, 0);
    for (const row of table.rows) commitRow(sheet, row);
    sheet.commit();
  }
}
