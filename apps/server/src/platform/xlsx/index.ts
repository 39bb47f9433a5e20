export {
  addSheetWithHeader,
  headerColumns,
  newWorkbook,
  readWorkbook,
  spreadsheetFileName,
  workbookBytes,
  type SpreadsheetFile,
} from './workbook.js';
