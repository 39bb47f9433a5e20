import { mayKeepSupplierNotes, SUPPLIER_MESSAGES, SUPPLIER_NOTES_TEXTS, supplierNotesSchema } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, forbidden, parseInput } from '../../core/errors.js';
import { findBrokerProject, type ProjectRow } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projectProducts } from '../../db/schema/index.js';

/** A project of the viewer's tenant and whether the viewer keeps notes on its suppliers (spec 2 §6). */
export interface NotesProject {
  project: ProjectRow;
  keepsNotes: boolean;
}

/**
 * findSupplierProject's project (buy side only, the tenant rule; otherwise not found) with whether the viewer keeps
 * notes on its suppliers: MANAGE_ALL_SCORING or one of its owners, never on a Panel. One statement.
 */
export async function findNotesProject(db: Database, viewer: Viewer, projectId: string): Promise<NotesProject> {
  const { project, isProjectOwner } = await findBrokerProject(db, viewer, projectId);
  return {
    project,
    keepsNotes: mayKeepSupplierNotes({ privileges: viewer.privileges, isProjectOwner, projectType: project.type }),
  };
}

export interface ProductNotesInput {
  projectId: string;
  productId: string;
  notes: string;
  shareNotes: boolean;
}

/**
 * Spec 2 §7 Set notes on a product (project, product, notes, shareNotes): the broker's feedback on one of the
 * project's suppliers, shown to the supplier with its result only when shared. Refused on a Panel and without the
 * right; the notes are trimmed, at most SUPPLIER_NOTES_MAX characters.
 */
export async function setProductNotes(app: AppContext, viewer: Viewer, input: ProductNotesInput): Promise<true> {
  const { project, keepsNotes } = await findNotesProject(app.db, viewer, input.projectId);
  if (project.type === 'PANEL') throw badInput(SUPPLIER_NOTES_TEXTS.panel);
  if (!keepsNotes) throw forbidden();
  const { notes, shareNotes } = parseInput(supplierNotesSchema, input);
  if (!isUuid(input.productId)) throw badInput(SUPPLIER_MESSAGES.notInProject);
  const updated = await app.db
    .update(projectProducts)
    .set({ notes, shareNotes, updatedAt: new Date() })
    .where(and(eq(projectProducts.id, input.productId), eq(projectProducts.projectId, project.id)))
    .returning({ id: projectProducts.id });
  if (updated.length === 0) throw badInput(SUPPLIER_MESSAGES.notInProject);
  return true;
}
