import { INVITE_FILE_COLUMNS, SUPPLIER_LIMITS } from '@shortlist/domain';
import { addSheetWithHeader, newWorkbook, workbookBytes } from '../../platform/xlsx/index.js';

/**
 * Spec 2 §2 /assets/templates/invite_suppliers.xlsx: one sheet whose header names the columns the upload reads
 * (readInviteRows), each explained in a note. No example row: one left in by mistake would be invited.
 */
export async function buildInviteTemplate(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = addSheetWithHeader(workbook, 'Suppliers', [
    { header: INVITE_FILE_COLUMNS.productName, width: 40 },
    { header: INVITE_FILE_COLUMNS.email, width: 40 },
  ]);
  sheet.getCell('A1').note =
    `The supplier's name in the invitation e-mail, at most ${SUPPLIER_LIMITS.productName} characters`;
  sheet.getCell('B1').note = 'The address the invitation goes to, one row per supplier';
  return workbookBytes(workbook);
}
