import { CONFLICT_TEXTS } from '@shortlist/domain';
import { CONFLICT_COLUMNS, CONFLICT_SECTIONS, conflictTableRows, type ReportConflicts } from './report-conflicts.js';
import { addSectionRow, addTableSheet, commitRow, type SheetNamer, type WorkbookWriter } from './xlsx-sheets.js';

/** The "Conflicts of interest" sheet: who declared what about which supplier and when, then who was let in. */
export function addConflictsSheet(workbook: WorkbookWriter, conflicts: ReportConflicts | null, name: SheetNamer) {
  if (!conflicts) return;
  const widths = [20, 24, 30, 14, 60];
  const columns = CONFLICT_COLUMNS.map((header, index) => ({ header, width: widths[index] ?? 20, wrap: index > 0 }));
  const sheet = addTableSheet(workbook, name(CONFLICT_TEXTS.title), columns, 0);
  const { declarations, admissions } = conflictTableRows(conflicts);
  addSectionRow(sheet, CONFLICT_SECTIONS.declarations, columns.length);
  for (const row of declarations) commitRow(sheet, row);
  addSectionRow(sheet, CONFLICT_SECTIONS.admissions, columns.length);
  for (const row of admissions) commitRow(sheet, row);
  sheet.commit();
}
