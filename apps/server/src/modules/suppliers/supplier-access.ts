import { areSuppliersEditable, SUPPLIER_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { badInput, notFound } from '../../core/errors.js';
import { assertBuySideUser, findProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';

/**
 * The project whose suppliers the viewer manages: buy side only, a project of the viewer's tenant (the projects'
 * tenant rule); another company's, a DELETED one or a malformed id answers as not found. The field's access rule
 * has already required MANAGE_PROJECT_STATE.
 */
export function findSupplierProject(db: Database, viewer: Viewer, projectId: string): Promise<ProjectRow> {
  assertBuySideUser(viewer);
  return findProject(db, viewer, projectId);
}

/** Spec 2 §9 Suppliers tab: the project's suppliers change only in DRAFT, IN_REVIEW, PUBLISHED and AWAITING. */
export async function findEditableSupplierProject(db: Database, viewer: Viewer, projectId: string) {
  const project = await findSupplierProject(db, viewer, projectId);
  if (!areSuppliersEditable(project.status)) throw badInput(SUPPLIER_MESSAGES.locked);
  return project;
}

/**
 * The project row locked for the rest of the transaction, read again: a supplier change and a status change of the
 * same project take turns, so a supplier added while the project is published is invited by one or the other.
 */
export async function lockEditableProject(tx: Database, project: ProjectRow): Promise<ProjectRow> {
  const [current] = await tx.select().from(projects).where(eq(projects.id, project.id)).for('update');
  if (!current || current.status === 'DELETED') throw notFound('Project');
  if (!areSuppliersEditable(current.status)) throw badInput(SUPPLIER_MESSAGES.locked);
  return current;
}
