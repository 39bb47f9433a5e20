import {
  type ParticipationDisplay,
  participationDisplay,
  relatedLinksOf,
  VENDOR_DIRECTORY_MAX,
} from '@shortlist/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { keywordInAny } from '../../core/graphql/index.js';
import { assertBuySideUser } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { jsonRow, rowFromJson } from '../../db/json-rows.js';
import {
  companies,
  productServiceTypes,
  products,
  projectProducts,
  supplierServiceTypes,
  vendorProfiles,
} from '../../db/schema/index.js';
import { findSupplierProject } from './supplier-access.js';

export type ServiceTypeRow = typeof supplierServiceTypes.$inferSelect;

/** A row of the supplier search card: a supplier company's product. */
export interface VendorDirectoryRow {
  id: string;
  name: string;
  description: string;
  vendorId: string;
  vendorName: string;
  industry: string;
  serviceTypes: ServiceTypeRow[];
  /** The product is in the project already (any participation, blocked too). */
  isAdded: boolean;
  /** Its participation in the project, when it is in it (the candidate's Revoke and Block act on it). */
  projectProductId: string | null;
  /** Spec 2 §4 the candidate's label: NEW when not in the project, else its participation's display. */
  status: ParticipationDisplay;
  /** Spec 2 §3 search products' relatedLinks: the vendor's website. */
  relatedLinks: string[];
}

export interface VendorDirectoryFilter {
  keyword?: string | null;
  serviceTypeIds?: readonly string[] | null;
  industry?: string | null;
}

/**
 * A product's service types among the viewer's company's own (service types belong to a broker; another broker's
 * labels stay out of sight), as JSON ordered by label: a correlated subquery on the row's `products.id`. Read the
 * value with serviceTypesFromJson.
 */
export function productServiceTypesJson(companyId: string) {
  return sql<Array<
    Record<string, unknown>
  > | null>`(select json_agg(${jsonRow(supplierServiceTypes)} order by ${supplierServiceTypes.label})
    from ${productServiceTypes} join ${supplierServiceTypes} on ${supplierServiceTypes.id} = ${productServiceTypes.serviceTypeId}
    where ${productServiceTypes.productId} = ${products.id} and ${supplierServiceTypes.companyId} = ${companyId})`;
}

export const serviceTypesFromJson = (json: Array<Record<string, unknown>> | null): ServiceTypeRow[] =>
  (json ?? []).map((row) => rowFromJson(supplierServiceTypes, row));

function directoryMatching(filter: VendorDirectoryFilter | null | undefined): SQL | undefined {
  const keyword = filter?.keyword?.trim() ?? '';
  const serviceTypeIds = (filter?.serviceTypeIds ?? []).filter(isUuid);
  const industry = filter?.industry?.trim() ?? '';
  return and(
    eq(companies.kind, 'SUPPLIER'),
    keywordInAny(keyword, [products.name, companies.name]),
    serviceTypeIds.length > 0
      ? sql`exists (select 1 from ${productServiceTypes} where ${productServiceTypes.productId} = ${products.id} and ${inArray(productServiceTypes.serviceTypeId, serviceTypeIds)})`
      : undefined,
    industry ? sql`lower(${vendorProfiles.industry}) = lower(${industry})` : undefined,
  );
}

/**
 * Spec 2 §9 supplier picker: the products of supplier companies with their vendor, industry and service types,
 * filtered by a keyword on the product or vendor name, by service types (any of them) and by industry; unpaged,
 * sorted by name ascending, at most VENDOR_DIRECTORY_MAX rows. Each row says whether it is in the project already
 * and how (its participation, joined: a product is in a project at most once).
 */
export async function searchVendorDirectory(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  filter: VendorDirectoryFilter | null | undefined,
): Promise<VendorDirectoryRow[]> {
  const project = await findSupplierProject(app.db, viewer, projectId);
  const rows = await app.db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      vendorId: companies.id,
      vendorName: companies.name,
      industry: sql<string>`coalesce(${vendorProfiles.industry}, '')`,
      serviceTypes: productServiceTypesJson(viewer.company.id),
      website: companies.website,
      projectProductId: projectProducts.id,
      participationStatus: projectProducts.participationStatus,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .leftJoin(
      projectProducts,
      and(eq(projectProducts.projectId, project.id), eq(projectProducts.productId, products.id)),
    )
    .where(directoryMatching(filter))
    .orderBy(asc(products.name), asc(companies.name), asc(products.id))
    .limit(VENDOR_DIRECTORY_MAX);
  return rows.map(({ website, participationStatus, ...row }) => ({
    ...row,
    serviceTypes: serviceTypesFromJson(row.serviceTypes),
    isAdded: row.projectProductId !== null,
    status: participationStatus ? participationDisplay(participationStatus, project.status) : 'NEW',
    relatedLinks: relatedLinksOf(website),
  }));
}

/** The industries of the supplier companies' profiles (the search card's Industry options), sorted. */
export async function listVendorIndustries(db: Database, viewer: Viewer): Promise<string[]> {
  assertBuySideUser(viewer);
  const rows = await db
    .selectDistinct({ industry: vendorProfiles.industry })
    .from(vendorProfiles)
    .innerJoin(companies, eq(companies.id, vendorProfiles.companyId))
    .where(and(eq(companies.kind, 'SUPPLIER'), sql`${vendorProfiles.industry} <> ''`))
    .orderBy(asc(vendorProfiles.industry));
  return rows.map((row) => row.industry);
}
