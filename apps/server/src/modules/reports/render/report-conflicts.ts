import { CONFLICT_TEXTS, formatDateTime, integrityOf } from '@shortlist/domain';
import type { BlindView, ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import { conflictRecords, conflictSuppliers } from '../../answers/index.js';

/** Issue 37: the project's conflict-of-interest records as a report section, newest first. */
export interface ReportConflicts {
  declarations: Array<{
    at: Date;
    productId: string;
    name: string;
    email: string;
    supplier: string;
    hasConflict: boolean;
    description: string | null;
  }>;
  admissions: Array<{ at: Date; productId: string; name: string; supplier: string; by: string; reason: string }>;
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
        productId: row.projectProductId,
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
        productId: row.projectProductId,
        name: people.get(row.userId) ?? '',
        supplier: names.get(row.projectProductId) ?? '',
        by: row.admittedByName,
        reason: row.reason,
      }))
      .sort(newestFirst),
  };
}

/** The records with each supplier named by its alias, for a blind report (issue 37 blind scoring). */
export function blindConflicts(conflicts: ReportConflicts, blind: BlindView): ReportConflicts {
  const alias = <Row extends { productId: string; supplier: string }>(row: Row): Row => ({
    ...row,
    supplier: blind.aliasOf(row.productId),
  });
  return { declarations: conflicts.declarations.map(alias), admissions: conflicts.admissions.map(alias) };
}

/** The two parts of the report's conflicts table. */
export const CONFLICT_SECTIONS = { declarations: 'Declarations', admissions: 'Let in by a project owner' };

/** The headers of the report's conflicts table, in the XLSX sheet and the PDF section alike. */
export const CONFLICT_COLUMNS = ['When', 'Who', 'Supplier', 'Declaration', 'Description or reason'];

/** The declarations, then the admissions, as the rows of the report's conflicts table. */
export function conflictTableRows(conflicts: ReportConflicts): { declarations: string[][]; admissions: string[][] } {
  return {
    declarations: conflicts.declarations.map((row) => [
      formatDateTime(row.at),
      `${row.name} (${row.email})`,
      row.supplier,
      row.hasConflict ? CONFLICT_TEXTS.conflict : CONFLICT_TEXTS.noConflict,
      row.description ?? '',
    ]),
    admissions: conflicts.admissions.map((row) => [
      formatDateTime(row.at),
      row.name,
      row.supplier,
      `Let in by ${row.by}`,
      row.reason,
    ]),
  };
}
