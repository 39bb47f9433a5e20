import {
  type AuditKind,
  addedParticipation,
  addSuppliersSchema,
  blockSuppliersSchema,
  SUPPLIER_MESSAGES,
  supplierProductsSchema,
} from '@shortlist/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, parseInput } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts } from '../../db/schema/index.js';
import { findEditableSupplierProject, lockEditableProject } from './supplier-access.js';
import { auditSuppliers, supplierLabels } from './supplier-audit.js';
import { excludeSuppliers, LEAVING_COLUMNS, type LeavingSupplier } from './supplier-exclusions.js';
import { issueInvitations, sendInvitationsOrRefuse } from './supplier-invitations.js';

type SupplierChange = Parameters<typeof auditSuppliers>[5];

/**
 * Issue 38: the audit entry of a supplier decision (invited, blocked, unblocked, excluded), one per supplier row it
 * touched, in the decision's transaction.
 */
function recordSupplierDecision(
  tx: Database,
  viewer: Viewer,
  project: ProjectRow,
  kind: AuditKind,
  rows: ReadonlyArray<{ id: string }>,
  change?: SupplierChange,
): Promise<void> {
  return auditSuppliers(
    tx,
    viewer,
    project,
    kind,
    rows.map((row) => row.id),
    change,
  );
}

/** Records each supplier a block took out of the project (or added blocked), and hands them on. */
async function auditBlocked(tx: Database, viewer: Viewer, project: ProjectRow, leaving: LeavingSupplier[]) {
  await recordSupplierDecision(tx, viewer, project, 'supplier.blocked', leaving, { after: { status: 'BLOCKED' } });
  return leaving;
}

export interface SupplierProductsInput {
  products: ReadonlyArray<{ id: string; purpose?: string | null }>;
}

const uniqueIds = (rows: ReadonlyArray<{ id: string }>) => [...new Set(rows.map((row) => row.id))];

/** Every id is a product of a supplier company ('Please choose an existing product'). */
async function assertSupplierProducts(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(inArray(products.id, [...ids]), eq(companies.kind, 'SUPPLIER')));
  if (known.length !== ids.length) throw badInput(SUPPLIER_MESSAGES.unknownProduct);
}

/**
 * A change of the project's suppliers under the project's lock (lockEditableProject): `write` makes it and returns the
 * suppliers it put into the project, or back into it. Past review these are invited at once (spec 2 §4) in the same
 * transaction, and their e-mails go out after the commit ('Unable to send the invite' when one cannot be sent).
 */
export async function changeSuppliers(
  app: AppContext,
  viewer: Viewer,
  project: ProjectRow,
  write: (tx: Database, current: ProjectRow) => Promise<readonly string[]>,
): Promise<true> {
  const { current, issued } = await app.db.transaction(async (tx) => {
    const current = await lockEditableProject(tx, project);
    const joined = await write(tx, current);
    const invite = addedParticipation(current.status) === 'INVITED';
    const issued = invite ? await issueInvitations(tx, project.id, joined) : [];
    await recordSupplierDecision(tx, viewer, current, 'supplier.invited', issued);
    return { current, issued };
  });
  await sendInvitationsOrRefuse(app, current, issued);
  return true;
}

/**
 * Spec 2 §7 Add supplier (products [{id, purpose}], project id): existing products of supplier companies, none in the
 * project yet, all or nothing. They join as DRAFT (Preselected) in DRAFT and IN_REVIEW, invited when the project is
 * published; once it is past review they are invited at once (spec 2 §4), with the reason for selection as purpose.
 */
export async function addSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
): Promise<true> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const { products: chosen } = parseInput(addSuppliersSchema, input);
  const ids = chosen.map((product) => product.id);
  if (new Set(ids).size !== ids.length) throw badInput(SUPPLIER_MESSAGES.alreadyAdded);
  await assertSupplierProducts(app.db, ids);
  return changeSuppliers(app, viewer, project, async (tx) => {
    const added = await tx
      .insert(projectProducts)
      .values(
        chosen.map((product) => ({
          projectId: project.id,
          productId: product.id,
          purpose: product.purpose,
          participationStatus: 'DRAFT' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: projectProducts.id });
    // A product already in the project (or added meanwhile) undoes the whole call.
    if (added.length !== chosen.length) throw badInput(SUPPLIER_MESSAGES.alreadyAdded);
    return added.map((row) => row.id);
  });
}

/** The project product ids of a delete, block, unblock or resend call, each once. */
const requestedSupplierIds = (input: SupplierProductsInput) =>
  uniqueIds(parseInput(supplierProductsSchema, input).products);

/** The condition naming the project's suppliers among `ids`: all must be the project's ('The supplier is not in the project'). */
async function suppliersOfProject(db: Database, project: ProjectRow, ids: readonly string[]) {
  const where = and(eq(projectProducts.projectId, project.id), inArray(projectProducts.id, [...ids]));
  const found = await db.select({ id: projectProducts.id }).from(projectProducts).where(where);
  if (found.length !== ids.length) throw badInput(SUPPLIER_MESSAGES.notInProject);
  return where;
}

/**
 * The editable project and the condition naming its suppliers among the ids given: all of them must be the project's
 * ('The supplier is not in the project').
 */
export async function chosenSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
) {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const where = await suppliersOfProject(app.db, project, requestedSupplierIds(input));
  return { project, where };
}

export interface BlockSuppliersInput extends SupplierProductsInput {
  /** Spec 2 §4 candidates: products of the vendor directory, which join the project blocked. */
  candidates?: SupplierProductsInput['products'] | null;
}

/**
 * Spec 2 §7 block ({products [{id}], project}) and spec 2 §4 candidate Block: in one transaction the project's
 * suppliers given are blocked and the candidates join the project as BLOCKED (one in it already is blocked as well).
 * Blocked suppliers are hidden from the list unless filtered; those invited before hear of it (excludeSuppliers).
 */
export async function blockSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: BlockSuppliersInput,
): Promise<true> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const parsed = parseInput(blockSuppliersSchema, input);
  const supplierIds = uniqueIds(parsed.products);
  const candidateIds = uniqueIds(parsed.candidates);
  const where = supplierIds.length > 0 ? await suppliersOfProject(app.db, project, supplierIds) : null;
  await assertSupplierProducts(app.db, candidateIds);
  const blocked = { participationStatus: 'BLOCKED' as const, updatedAt: new Date() };
  const notBlocked = ne(projectProducts.participationStatus, 'BLOCKED');
  return excludeSuppliers(app, project, async (tx) => {
    const leaving = where
      ? await tx.update(projectProducts).set(blocked).where(and(where, notBlocked)).returning(LEAVING_COLUMNS)
      : [];
    if (candidateIds.length === 0) return auditBlocked(tx, viewer, project, leaving);
    const joined = await tx
      .insert(projectProducts)
      .values(candidateIds.map((productId) => ({ projectId: project.id, productId, ...blocked })))
      .onConflictDoUpdate({
        target: [projectProducts.projectId, projectProducts.productId],
        set: blocked,
        setWhere: notBlocked,
      })
      .returning(LEAVING_COLUMNS);
    return auditBlocked(tx, viewer, project, [...leaving, ...joined]);
  });
}

/**
 * Spec 2 §7 unblock: a blocked supplier takes the participation of a supplier added now (DRAFT until the project is
 * past review, else INVITED); the others given are left as they are. Past review, one that was never invited (it
 * was blocked while preselected) is invited now; one invited before keeps its invitation.
 */
export async function unblockSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
): Promise<true> {
  const { project, where } = await chosenSuppliers(app, viewer, projectId, input);
  return changeSuppliers(app, viewer, project, async (tx, current) => {
    const status = addedParticipation(current.status);
    const unblocked = await tx
      .update(projectProducts)
      .set({ participationStatus: status, updatedAt: new Date() })
      .where(and(where, eq(projectProducts.participationStatus, 'BLOCKED')))
      .returning({ id: projectProducts.id, tokenHash: projectProducts.invitationTokenHash });
    await recordSupplierDecision(tx, viewer, current, 'supplier.unblocked', unblocked, {
      before: { status: 'BLOCKED' },
      after: { status },
    });
    return unblocked.filter((row) => !row.tokenHash).map((row) => row.id);
  });
}

/**
 * Spec 2 §7 delete supplier ({products [{id}], project}): the suppliers leave the project; those invited before hear
 * of it (excludeSuppliers).
 */
export async function deleteSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: SupplierProductsInput,
): Promise<true> {
  const { project, where } = await chosenSuppliers(app, viewer, projectId, input);
  return excludeSuppliers(app, project, async (tx) => {
    const chosen = await tx.select({ id: projectProducts.id }).from(projectProducts).where(where);
    const labels = await supplierLabels(
      tx,
      chosen.map((row) => row.id),
    );
    const leaving = await tx.delete(projectProducts).where(where).returning(LEAVING_COLUMNS);
    await recordSupplierDecision(tx, viewer, project, 'supplier.excluded', leaving, { labels });
    return leaving;
  });
}
