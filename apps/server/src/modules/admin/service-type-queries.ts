import { serviceTypeSchema } from '@shortlist/domain';
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { supplierServiceTypes } from '../../db/schema/index.js';
import { notFound, parseInput } from '../../errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../graphql/paging.js';
import { isUuid, type Viewer } from '../accounts/viewer.js';
import { assertBuySideTenant, assertCanEditReferenceTypes } from './admin-access.js';

export type ServiceTypeRow = typeof supplierServiceTypes.$inferSelect;

const SORTABLE = {
  label: supplierServiceTypes.label,
  createdAt: supplierServiceTypes.createdAt,
};

function tenantTypes(viewer: Viewer, keyword: string): SQL | undefined {
  const pattern = likePattern(keyword);
  const matches = keyword ? ilike(supplierServiceTypes.label, pattern) : undefined;
  return and(eq(supplierServiceTypes.companyId, viewer.company.id), matches);
}

export async function listServiceTypes(
  app: AppContext,
  viewer: Viewer,
  args: PageArgs | null | undefined,
): Promise<Page<ServiceTypeRow>> {
  assertBuySideTenant(viewer);
  const window = pageWindow(args);
  const where = tenantTypes(viewer, window.keyword);
  const order = pageOrder(SORTABLE, args?.sort, { field: 'createdAt', direction: 'DESC' }, supplierServiceTypes.id);
  const results = await app.db
    .select()
    .from(supplierServiceTypes)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db.select({ total: count() }).from(supplierServiceTypes).where(where);
  return { results, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}

export async function getServiceType(app: AppContext, viewer: Viewer, id: string): Promise<ServiceTypeRow> {
  assertBuySideTenant(viewer);
  if (!isUuid(id)) throw notFound('Supplier service type');
  const [row] = await app.db
    .select()
    .from(supplierServiceTypes)
    .where(and(eq(supplierServiceTypes.id, id), eq(supplierServiceTypes.companyId, viewer.company.id)));
  if (!row) throw notFound('Supplier service type');
  return row;
}

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
