import {
  addedParticipation,
  addSuppliersSchema,
  type ParticipationStatus,
  SUPPLIER_MESSAGES,
  supplierProductsSchema,
} from '@shortlist/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts } from '../../db/schema/index.js';
import { badInput, parseInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ProjectRow } from '../projects/project-access.js';
import { findEditableSupplierProject } from './supplier-access.js';

export interface SupplierProductsInput {
  products: ReadonlyArray<{ id: string | number; purpose?: string | null }>;
}

const idsOf = (input: SupplierProductsInput) => ({
  products: input.products.map((product) => ({ ...product, id: String(product.id) })),
});

/**
 * Spec 2 §7 Add supplier (products [{id, purpose}], project id): existing products of supplier companies, none in the
 * project yet, all or nothing. They join as DRAFT (Preselected) in DRAFT and IN_REVIEW and as INVITED once the
 * project is past review (spec 2 §4), with the reason for selection as purpose.
 */
export async function addSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
): Promise<true> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const { products: chosen } = parseInput(addSuppliersSchema, idsOf(input));
  const ids = chosen.map((product) => product.id);
  if (new Set(ids).size !== ids.length) throw badInput(SUPPLIER_MESSAGES.alreadyAdded);
  const known = await app.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(inArray(products.id, ids), eq(companies.kind, 'SUPPLIER')));
  if (known.length !== ids.length) throw badInput(SUPPLIER_MESSAGES.unknownProduct);
  const participationStatus = addedParticipation(project.status);
  const invitedAt = participationStatus === 'INVITED' ? new Date() : null;
  await app.db.transaction(async (tx) => {
    const added = await tx
      .insert(projectProducts)
      .values(
        chosen.map((product) => ({
          projectId: project.id,
          productId: product.id,
          purpose: product.purpose,
          participationStatus,
          invitedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: projectProducts.id });
    // A product already in the project (or added meanwhile) undoes the whole call.
    if (added.length !== chosen.length) throw badInput(SUPPLIER_MESSAGES.alreadyAdded);
  });
  return true;
}

/** The project's suppliers among the ids given (all of them, or 'The supplier is not in the project'). */
async function suppliersOfProject(db: Database, project: ProjectRow, input: SupplierProductsInput) {
  const ids = [...new Set(parseInput(supplierProductsSchema, idsOf(input)).products.map((product) => product.id))];
  const where = and(eq(projectProducts.projectId, project.id), inArray(projectProducts.id, ids));
  const found = await db.select({ id: projectProducts.id }).from(projectProducts).where(where);
  if (found.length !== ids.length) throw badInput(SUPPLIER_MESSAGES.notInProject);
  return where;
}

async function setParticipation(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
  status: (project: ProjectRow) => { to: ParticipationStatus; only?: SQL },
): Promise<true> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const where = await suppliersOfProject(app.db, project, input);
  const { to, only } = status(project);
  // A supplier that becomes INVITED keeps the time of its first invitation.
  const invitedAt = to === 'INVITED' ? { invitedAt: sql`coalesce(${projectProducts.invitedAt}, now())` } : {};
  await app.db
    .update(projectProducts)
    .set({ participationStatus: to, updatedAt: new Date(), ...invitedAt })
    .where(and(where, only));
  return true;
}

/** Spec 2 §7 block ({products [{id}], project}): the suppliers are hidden from the list unless filtered. */
export const blockSuppliers = (app: AppContext, viewer: Viewer, projectId: string, input: SupplierProductsInput) =>
  setParticipation(app, viewer, projectId, input, () => ({ to: 'BLOCKED' }));

/**
 * Spec 2 §7 unblock: a blocked supplier takes the participation of a supplier added now (DRAFT until the project is
 * past review, else INVITED); the others given are left as they are.
 */
export const unblockSuppliers = (app: AppContext, viewer: Viewer, projectId: string, input: SupplierProductsInput) =>
  setParticipation(app, viewer, projectId, input, (project) => ({
    to: addedParticipation(project.status),
    only: eq(projectProducts.participationStatus, 'BLOCKED'),
  }));

/** Spec 2 §7 delete supplier ({products [{id}], project}): the suppliers leave the project. */
export async function deleteSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
): Promise<true> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  await app.db.delete(projectProducts).where(await suppliersOfProject(app.db, project, input));
  return true;
}
