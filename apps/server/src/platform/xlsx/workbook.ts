import type { Workbook, Worksheet } from 'exceljs';

/** exceljs takes about a fifth of a second to load, so only a request that reads or writes a spreadsheet loads it. */
async function excel() {
  const { default: ExcelJS } = await import('exceljs');
  return ExcelJS;
}

export async function newWorkbook(): Promise<Workbook> {
  return new (await excel()).Workbook();
}

/** A workbook read from an XLSX file's bytes; rejects when they are no spreadsheet exceljs can open. */
export async function readWorkbook(bytes: Buffer): Promise<Workbook> {
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

export async function workbookBytes(workbook: Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
