import { integrityOf } from '@shortlist/domain';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import { conflictRecords, conflictSuppliers } from '../../answers/index.js';

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
