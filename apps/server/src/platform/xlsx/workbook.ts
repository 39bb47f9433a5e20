import type { Workbook, Worksheet } from 'exceljs';
import { assertSafeZip } from './zip-limits.js';

/** exceljs takes about a fifth of a second to load, so only a request that reads or writes a spreadsheet loads it. */
async function excel() {
  const { default: ExcelJS } = await import('exceljs');
  return ExcelJS;
}

export async function newWorkbook(): Promise<Workbook> {
  return new (await excel()).Workbook();
}

/**
 * A workbook read from an XLSX file's bytes; rejects when they are no spreadsheet exceljs can open, or a zip bomb
 * (assertSafeZip, checked before exceljs inflates anything).
 */
export async function readWorkbook(bytes: Buffer): Promise<Workbook> {
  await assertSafeZip(bytes);
  const workbook = await newWorkbook();
  // exceljs's declared Buffer type predates Node's generic Buffer; the bytes are what it reads.
  await workbook.xlsx.load(bytes as unknown as Parameters<Workbook['xlsx']['load']>[0]);
  return workbook;
}

export interface SheetColumn {
  header: string;
  /** In characters. */
  width: number;
}

/** A worksheet whose first row names the columns in bold and stays in view (frozen) while the rows scroll. */
export function addSheetWithHeader(workbook: Workbook, name: string, columns: readonly SheetColumn[]): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** A spreadsheet to send as a download. */
export interface SpreadsheetFile {
  filename: string;
  bytes: Buffer;
}

export async function workbookBytes(workbook: Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A file name any browser and file system takes: the parts in letters, digits, spaces, dots and dashes, joined by
 * ' - ' (empty parts left out), with the .xlsx extension.
 */
export function spreadsheetFileName(parts: readonly string[]): string {
  const words = parts
    .map((part) =>
      part
        .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 120),
    )
    .filter(Boolean);
  return `${words.join(' - ') || 'export'}.xlsx`;
}

/**
 * The column number of each field, found by its header name (any case, spaces around ignored) in the sheet's first
 * row: the first column of that name. A field whose header is missing is left out.
 */
export function headerColumns<Field extends string>(
  sheet: Worksheet,
  headers: Readonly<Record<Field, string>>,
): Partial<Record<Field, number>> {
  const normalised = (text: string) => text.trim().toLowerCase();
  const fields = Object.keys(headers) as Field[];
  const found: Partial<Record<Field, number>> = {};
  sheet.getRow(1).eachCell((cell, column) => {
    const field = fields.find((name) => normalised(headers[name]) === normalised(cell.text));
    if (field && found[field] === undefined) found[field] = column;
  });
  return found;
}
