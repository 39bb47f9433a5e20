export {
  addSheetWithHeader,
  headerColumns,
  newWorkbook,
  readWorkbook,
  type SpreadsheetFile,
  spreadsheetFileName,
  workbookBytes,
} from './workbook.js';
export { ZIP_LIMITS } from './zip-limits.js';
