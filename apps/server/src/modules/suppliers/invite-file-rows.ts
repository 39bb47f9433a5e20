import { buffer } from 'node:stream/consumers';
import {
  INVITE_FILE_COLUMNS,
  INVITE_FILE_MAX_BYTES,
  INVITE_FILE_MESSAGES,
  INVITE_FILE_ROW_MAX,
  type InviteFileField,
  MESSAGES,
} from '@shortlist/domain';
import type { Worksheet } from 'exceljs';
import type { AppContext } from '../../app-context.js';
import type { files } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { readWorkbook } from '../../platform/xlsx/workbook.js';
import { FILE_TYPES } from '../files/file-types.js';

/** One data row of an invitation file, by the spreadsheet's own row number, its cells as text. */
export interface InviteFileRow {
  row: number;
  productName: string;
  email: string;
}

const FIELDS = Object.keys(INVITE_FILE_COLUMNS) as InviteFileField[];
const normalised = (text: string) => text.trim().toLowerCase();

/** The column number of each field, found by its header name (any case) in the first row; null when one is missing. */
function columnsOf(sheet: Worksheet): Record<InviteFileField, number> | null {
  const found: Partial<Record<InviteFileField, number>> = {};
  sheet.getRow(1).eachCell((cell, column) => {
    const field = FIELDS.find((name) => normalised(INVITE_FILE_COLUMNS[name]) === normalised(cell.text));
    if (field && found[field] === undefined) found[field] = column;
  });
  return FIELDS.every((field) => found[field] !== undefined) ? (found as Record<InviteFileField, number>) : null;
}

async function openSpreadsheet(app: AppContext, file: typeof files.$inferSelect) {
  if (file.mimetype !== FILE_TYPES.xlsx.mimetype) throw badInput(MESSAGES.spreadsheetOnly);
  if (file.size > INVITE_FILE_MAX_BYTES) throw badInput(INVITE_FILE_MESSAGES.tooLarge);
  const bytes = await buffer(app.storage.read(file.storageKey));
  return readWorkbook(bytes).catch(() => {
    throw badInput(MESSAGES.spreadsheetOnly);
  });
}

/**
 * The rows of an uploaded invitation file (spec 2 §7 Invite by file upload): the first sheet, its header row naming
 * the columns of the template, then one supplier per row; rows with neither cell filled are skipped. Refuses a file
 * that is no XLSX, lacks the header, has no rows or more than INVITE_FILE_ROW_MAX.
 */
export async function readInviteRows(app: AppContext, file: typeof files.$inferSelect): Promise<InviteFileRow[]> {
  const workbook = await openSpreadsheet(app, file);
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
