import { CONFLICT_TEXTS, formatDateTime } from '@shortlist/domain';
import type { ReportConflicts } from './report-conflicts.js';
import { addSectionRow, addTableSheet, commitRow, type SheetNamer, type WorkbookWriter } from './xlsx-sheets.js';

/** The "Conflicts of interest" sheet: who declared what about which supplier and when, then who was let in. */
export function addConflictsSheet(workbook: WorkbookWriter, conflicts: ReportConflicts | null, name: SheetNamer) {
  if (!conflicts) return;
  const columns = [
    { header: 'When', width: 20 },
    { header: 'Who', width: 24, wrap: true },
    { header: 'Supplier', width: 30, wrap: true },
    { header: 'Declaration', width: 14 },
    { header: 'Description or reason', width: 60, wrap: true },
  ];
  const sheet = addTableSheet(workbook, name(CONFLICT_TEXTS.title), columns, 0);
  addSectionRow(sheet, 'Declarations', columns.length);
  for (const row of conflicts.declarations) {
    commitRow(sheet, [
      formatDateTime(row.at),
      `${row.name} (${row.email})`,
      row.supplier,
      row.hasConflict ? CONFLICT_TEXTS.conflict : CONFLICT_TEXTS.noConflict,
      row.description,
    ]);
  }
  addSectionRow(sheet, 'Let in by a project owner', columns.length);
  for (const row of conflicts.admissions) {
    commitRow(sheet, [formatDateTime(row.at), row.name, row.supplier, `Let in by ${row.by}`, row.reason]);
  }
  sheet.commit();
}
