import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { HttpClient } from '../support/http-client.js';
import { upload } from '../support/upload.js';

/** An XLSX whose first sheet holds these rows (the first one the header), as a user saves it from a spreadsheet. */
export async function spreadsheetOf(rows: ReadonlyArray<ReadonlyArray<string | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Suppliers');
  rows.forEach((row, index) => {
    sheet.getRow(index + 1).values = row.map((cell) => cell ?? undefined);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook read back from the bytes of a download. */
export async function openSpreadsheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}

/** The first sheet of a downloaded workbook. */
export async function firstSheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const sheet = (await openSpreadsheet(bytes)).worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The cell texts of a sheet's rows, from the first. */
export function sheetTexts(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).text));
  });
  return rows;
}

/** Uploads the bytes as the web app's upload queue does (types=xlsx unless `types` says otherwise); its file id. */
export async function uploadedFileId(
  client: HttpClient,
  content: Buffer,
  options: { filename?: string; types?: string } = {},
) {
  const query = options.types === '' ? '' : `?types=${options.types ?? 'xlsx'}`;
  const stored = await upload(client, [{ name: 'file0', content, filename: options.filename ?? 'suppliers.xlsx' }], {
    query,
  });
  expect(stored.status).toBe(200);
  const [record] = stored.body;
  if (!record) throw new Error('nothing uploaded');
  return record.id;
}
