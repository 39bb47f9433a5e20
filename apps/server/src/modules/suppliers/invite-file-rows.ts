import {
  INVITE_FILE_COLUMNS,
  INVITE_FILE_MAX_BYTES,
  INVITE_FILE_MESSAGES,
  INVITE_FILE_ROW_MAX,
  type InviteFileField,
} from '@shortlist/domain';
import type { Worksheet } from 'exceljs';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { headerColumns } from '../../platform/xlsx/index.js';
import { type FileRow, openUploadedSpreadsheet } from '../files/index.js';

/** One data row of an invitation file, by the spreadsheet's own row number, its cells as text. */
export interface InviteFileRow {
  row: number;
  productName: string;
  email: string;
}

const FIELDS = Object.keys(INVITE_FILE_COLUMNS) as InviteFileField[];

/** The column number of each field, found by its header name in the first row; null when one is missing. */
function columnsOf(sheet: Worksheet): Record<InviteFileField, number> | null {
  const found = headerColumns(sheet, INVITE_FILE_COLUMNS);
  return FIELDS.every((field) => found[field] !== undefined) ? (found as Record<InviteFileField, number>) : null;
}

/**
 * The rows of an uploaded invitation file (spec 2 §7 Invite by file upload): the first sheet, its header row naming
 * the columns of the template, then one supplier per row; rows with neither cell filled are skipped. Refuses a file
 * that is no XLSX, lacks the header, has no rows or more than INVITE_FILE_ROW_MAX.
 */
export async function readInviteRows(app: AppContext, file: FileRow): Promise<InviteFileRow[]> {
  const workbook = await openUploadedSpreadsheet(app, file, {
    bytes: INVITE_FILE_MAX_BYTES,
    message: INVITE_FILE_MESSAGES.tooLarge,
  });
  const sheet = workbook.worksheets[0];
  const columns = sheet ? columnsOf(sheet) : null;
  if (!sheet || !columns) throw badInput(INVITE_FILE_MESSAGES.noHeader);
  const rows: InviteFileRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const productName = row.getCell(columns.productName).text;
    const email = row.getCell(columns.email).text;
    if (productName.trim() || email.trim()) rows.push({ row: number, productName, email });
  });
  if (rows.length === 0) throw badInput(INVITE_FILE_MESSAGES.noRows);
  if (rows.length > INVITE_FILE_ROW_MAX) throw badInput(INVITE_FILE_MESSAGES.tooManyRows);
  return rows;
}
