import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { keywordInAny, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { companies, vendorProfiles } from '../../db/schema/index.js';
import { assertAdministrator } from './admin-access.js';

export interface SupplierListRow {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  createdAt: Date;
}

const SORTABLE = {
  companyName: companies.name,
  contactName: vendorProfiles.contactName,
  email: vendorProfiles.email,
  phone: vendorProfiles.phone,
  createdAt: companies.createdAt,
};

function suppliersMatching(keyword: string): SQL | undefined {
  return and(
    eq(companies.kind, 'SUPPLIER'),
    keywordInAny(keyword, [companies.name, vendorProfiles.contactName, vendorProfiles.email, vendorProfiles.phone]),
  );
}

/**
 * Spec 1 §2 Suppliers list (read only): every supplier company of the platform with its vendor profile's contact
 * details (empty when it has no profile yet); default sort by name ascending. Platform administrators only.
 */
export async function listSuppliers(
  app: AppContext,
  viewer: Viewer,
  args: PageArgs | null | undefined,
): Promise<Page<SupplierListRow>> {
  assertAdministrator(viewer);
  const window = pageWindow(args);
  const where = suppliersMatching(window.keyword);
  const order = pageOrder(SORTABLE, args?.sort, { field: 'companyName', direction: 'ASC' }, companies.id);
  const rows = await app.db
    .select({
      id: companies.id,
      companyName: companies.name,
      contactName: vendorProfiles.contactName,
      email: vendorProfiles.email,
      phone: vendorProfiles.phone,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db
    .select({ total: count() })
    .from(companies)
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(where);
  const results = rows.map((row) => ({
    ...row,
    contactName: row.contactName ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
  }));
  return { results, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}
