import type { Row, Worksheet } from 'exceljs';

const SECTION_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } } as const;

/**
 * Rows grouped by section: the questions' rows are outlined one level under their section's title row, which stays
 * above them (a spreadsheet program folds a section under its title).
 */
export function groupBySection(sheet: Worksheet): void {
  sheet.properties.outlineProperties = { summaryBelow: false, summaryRight: false };
  sheet.properties.outlineLevelRow = 1;
}

/** A section's title row: its name, bold on a light fill across `width` columns. */
export function addSectionTitle(sheet: Worksheet, name: string, width: number): Row {
  const row = sheet.addRow([name]);
  row.font = { bold: true };
  for (let column = 1; column <= width; column++) row.getCell(column).fill = SECTION_FILL;
  return row;
}

/** A question's row, under its section's title. */
export function addQuestionRow(sheet: Worksheet, values: readonly unknown[]): Row {
  const row = sheet.addRow([...values]);
  row.outlineLevel = 1;
  return row;
}

/** Long texts wrap within their column, aligned to the top so a row reads from its first line. */
export function wrapColumns(sheet: Worksheet, columns: readonly number[]): void {
  for (const column of columns) sheet.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
}
