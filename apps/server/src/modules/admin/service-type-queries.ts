import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { supplierServiceTypes } from '../../db/schema/index.js';
import { assertBuySideTenant } from './admin-access.js';

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
