import type { ConflictState } from '@shortlist/domain';
import type { BrokerProject } from '../../../core/tenancy/index.js';
import type { Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import {
  conflictRecords,
  conflictSuppliers,
  conflictsOn,
  type DeclarationRecord,
  newestFirst,
  sameDomain,
  standing,
  supplierDomains,
} from './conflict-records.js';

/** The viewer's standing with one supplier they declare about. */
export interface ViewerSupplierConflict {
  id: string;
  name: string;
  state: ConflictState;
  latest: DeclarationRecord | null;
}

/** One declaration as the project owners read it. */
export interface DeclarationView extends DeclarationRecord {
  supplierName: string;
  /** The declarant's e-mail domain is one of the supplier's. */
  sameDomain: boolean;
  /** It is the declarant's latest for the supplier, declares a conflict and was not let in: an owner may. */
  mayLetIn: boolean;
}

export interface AdmissionView {
  id: string;
  userId: string | null;
  userName: string;
  supplierId: string;
  supplierName: string;
  admittedByName: string;
  reason: string;
  createdAt: Date;
}

/** Issue 37 item 2: a project's conflicts of interest for the viewer; the records for its owners only. */
export interface ProjectConflicts {
  projectId: string;
  /** The project's conflictDeclarations feature. */
  enabled: boolean;
  isProjectOwner: boolean;
  suppliers: ViewerSupplierConflict[];
  /** Suppliers hidden until the viewer declares about them. */
  pendingCount: number;
  /** Suppliers hidden by the viewer's own declared conflict. */
  hiddenCount: number;
  declarations: DeclarationView[] | null;
  admissions: AdmissionView[] | null;
}

/**
 * The viewer's declarations state in the project and, for its owners, every declaration (newest first, with the
 * e-mail-domain flag) and admission. Three statements; four for an owner.
 */
export async function loadProjectConflicts(
  db: Database,
  viewer: Viewer,
  { project, isProjectOwner }: BrokerProject,
): Promise<ProjectConflicts> {
  const enabled = conflictsOn(project);
  const [supplierList, records] = await Promise.all([
    conflictSuppliers(db, project.id),
    conflictRecords(db, project.id, isProjectOwner ? undefined : viewer.user.id),
  ]);
  const names = new Map(supplierList.map((row) => [row.id, row.name]));
  const suppliers = supplierList
    .filter((row) => row.accepted)
    .map((row) => ({ id: row.id, name: row.name, ...standing(records, viewer.user.id, row.id) }));
  const base = {
    projectId: project.id,
    enabled,
    isProjectOwner,
    suppliers: enabled ? suppliers : [],
    pendingCount: enabled ? suppliers.filter((row) => row.state === 'UNDECLARED').length : 0,
    hiddenCount: enabled ? suppliers.filter((row) => row.state === 'CONFLICT').length : 0,
  };
  if (!isProjectOwner) return { ...base, declarations: null, admissions: null };
  const domains = await supplierDomains(db, [...new Set(records.declarations.map((row) => row.projectProductId))]);
  const userNames = new Map(records.declarations.map((row) => [row.userId, row.userName]));
  const declarations = newestFirst(records.declarations).map((row) => {
    const now = standing(records, row.userId, row.projectProductId);
    return {
      ...row,
      supplierName: names.get(row.projectProductId) ?? '',
      sameDomain: sameDomain(domains, row.userEmail, row.projectProductId),
      mayLetIn: now.latest?.id === row.id && now.state === 'CONFLICT' && row.userId !== null,
    };
  });
  const admissions = newestFirst(records.admissions).map((row) => ({
    id: row.id,
    userId: row.userId,
    userName: userNames.get(row.userId) ?? '',
    supplierId: row.projectProductId,
    supplierName: names.get(row.projectProductId) ?? '',
    admittedByName: row.admittedByName,
    reason: row.reason,
    createdAt: row.createdAt,
  }));
  return { ...base, declarations, admissions };
}
