import { CONFLICT_TEXTS, formatDateTime, integrityOf } from '@shortlist/domain';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import { conflictRecords, conflictSuppliers } from '../../answers/index.js';
import { addSectionRow, addTableSheet, commitRow, type SheetNamer, type WorkbookWriter } from './xlsx-sheets.js';

/** Issue 37: the project's conflict-of-interest records as a report section, newest first. */
export interface ReportConflicts {
  declarations: Array<{
    at: Date;
    name: string;
    email: string;
    supplier: string;
    hasConflict: boolean;
    description: string | null;
  }>;
  admissions: Array<{ at: Date; name: string; supplier: string; by: string; reason: string }>;
}

const newestFirst = (a: { at: Date }, b: { at: Date }) => b.at.getTime() - a.at.getTime();

/** The records, when the project has declarations on (null otherwise). Three statements. */
export async function readReportConflicts(
  db: Database,
  project: Pick<ProjectRow, 'id' | 'settings'>,
): Promise<ReportConflicts | null> {
  if (!integrityOf(project.settings.integrity).conflictDeclarations) return null;
  const [suppliers, records] = await Promise.all([conflictSuppliers(db, project.id), conflictRecords(db, project.id)]);
  const names = new Map(suppliers.map((row) => [row.id, row.name]));
  const people = new Map(records.declarations.map((row) => [row.userId, row.userName]));
  return {
    declarations: records.declarations
      .map((row) => ({
        at: row.createdAt,
        name: row.userName,
        email: row.userEmail,
        supplier: names.get(row.projectProductId) ?? '',
        hasConflict: row.hasConflict,
        description: row.description,
      }))
      .sort(newestFirst),
    admissions: records.admissions
      .map((row) => ({
        at: row.createdAt,
        name: people.get(row.userId) ?? '',
        supplier: names.get(row.projectProductId) ?? '',
        by: row.admittedByName,
        reason: row.reason,
      }))
      .sort(newestFirst),
  };
}

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
