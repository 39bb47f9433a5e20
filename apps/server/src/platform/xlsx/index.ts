export {
  addSheetWithHeader,
  headerColumns,
  newWorkbook,
  readWorkbook,
  type SpreadsheetFile,
  spreadsheetFileName,
  workbookBytes,
} from './workbook.js';
