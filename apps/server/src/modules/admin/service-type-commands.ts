import { serviceTypeSchema } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { supplierServiceTypes } from '../../db/schema/index.js';
import { assertCanEditReferenceTypes } from './admin-access.js';
import { getServiceType, type ServiceTypeRow } from './service-type-queries.js';

export async function createServiceType(app: AppContext, viewer: Viewer, input: unknown): Promise<ServiceTypeRow> {
  assertCanEditReferenceTypes(viewer);
  const values = parseInput(serviceTypeSchema, input);
  const [row] = await app.db
    .insert(supplierServiceTypes)
    .values({ ...values, companyId: viewer.company.id })
    .returning();
  if (!row) throw new Error('Supplier service type was not created');
  return row;
}

export async function updateServiceType(
  app: AppContext,
  viewer: Viewer,
  id: string,
  input: unknown,
): Promise<ServiceTypeRow> {
  assertCanEditReferenceTypes(viewer);
  await getServiceType(app, viewer, id);
  const values = parseInput(serviceTypeSchema, input);
  const [row] = await app.db
    .update(supplierServiceTypes)
    .set(values)
    .where(and(eq(supplierServiceTypes.id, id), eq(supplierServiceTypes.companyId, viewer.company.id)))
    .returning();
  if (!row) throw notFound('Supplier service type');
  return row;
}

/** Spec 1 §2: deleting a supplier service type unassigns it from all projects (the projects and suppliers areas clear their references). */
export async function deleteServiceType(app: AppContext, viewer: Viewer, id: string): Promise<void> {
  assertCanEditReferenceTypes(viewer);
  await getServiceType(app, viewer, id);
  await app.db
    .delete(supplierServiceTypes)
    .where(and(eq(supplierServiceTypes.id, id), eq(supplierServiceTypes.companyId, viewer.company.id)));
}
