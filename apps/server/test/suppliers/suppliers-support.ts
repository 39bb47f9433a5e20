import { DEFAULT_COMPANY_SETTINGS, type ParticipationStatus } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  companies,
  productServiceTypes,
  products,
  projectProducts,
  supplierServiceTypes,
  vendorProfiles,
} from '../../src/db/schema/index.js';

const PRODUCT = `id projectId productId name productName email purpose participationStatus displayStatus invitedAt
  winner vendor { id name contactName email phone industry } serviceTypes { id label }`;

export const SUPPLIER_OPERATIONS = {
  directory: `query Directory($projectId: ID!, $filter: VendorDirectoryFilter) {
    vendorDirectory(projectId: $projectId, filter: $filter) {
      id name vendorId vendorName industry isAdded serviceTypes { id label } } }`,
  industries: 'query Industries { vendorIndustries }',
  list: `query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {
    projectProducts(projectId: $projectId, filter: $filter) { ${PRODUCT} } }`,
  add: `mutation Add($projectId: ID!, $products: [SupplierProductInput!]!) {
    addProjectSuppliers(projectId: $projectId, products: $products) }`,
  remove: `mutation Delete($projectId: ID!, $products: [SupplierProductInput!]!) {
    deleteProjectSuppliers(projectId: $projectId, products: $products) }`,
  block: `mutation Block($projectId: ID!, $products: [SupplierProductInput!]!) {
    blockProjectSuppliers(projectId: $projectId, products: $products) }`,
  unblock: `mutation Unblock($projectId: ID!, $products: [SupplierProductInput!]!) {
    unblockProjectSuppliers(projectId: $projectId, products: $products) }`,
} as const;

export interface ProjectProductShape {
  id: string;
  productId: string | null;
  name: string;
  purpose: string;
  participationStatus: ParticipationStatus;
  displayStatus: string;
  invitedAt: string | null;
  vendor: { name: string; industry: string };
  serviceTypes: Array<{ id: string; label: string }>;
}

let vendors = 0;

/** A supplier company with a vendor profile and its products, each with the given service types (ids). */
export async function insertVendor(
  db: Database,
  vendor: { name?: string; industry?: string; products: Array<{ name: string; serviceTypeIds?: string[] }> },
) {
  vendors += 1;
  const [company] = await db
    .insert(companies)
    .values({ name: vendor.name ?? `Vendor ${vendors}`, kind: 'SUPPLIER', settings: DEFAULT_COMPANY_SETTINGS })
    .returning();
  if (!company) throw new Error('vendor not built');
  await db.insert(vendorProfiles).values({ companyId: company.id, industry: vendor.industry ?? '' });
  const rows = await db
    .insert(products)
    .values(vendor.products.map((product) => ({ companyId: company.id, name: product.name })))
    .returning();
  const links = rows.flatMap((row, index) =>
    (vendor.products[index]?.serviceTypeIds ?? []).map((serviceTypeId) => ({ productId: row.id, serviceTypeId })),
  );
  if (links.length > 0) await db.insert(productServiceTypes).values(links);
  return { company, products: rows };
}

/** Service types of a broker company, by label. */
export async function insertServiceTypes(db: Database, companyId: string, labels: string[]) {
  return db
    .insert(supplierServiceTypes)
    .values(labels.map((label) => ({ companyId, label })))
    .returning();
}

/** A product of a new vendor in the project with the participation given (default DRAFT), as seeded data would be. */
export async function insertProjectSupplier(
  db: Database,
  projectId: string,
  participationStatus: ParticipationStatus = 'DRAFT',
  productName = 'Payroll Suite',
) {
  const { products: built } = await insertVendor(db, { products: [{ name: productName }] });
  const [row] = await db
    .insert(projectProducts)
    .values({ projectId, productId: built[0]?.id, participationStatus })
    .returning();
  if (!row) throw new Error('project product not built');
  return row;
}

/** Every supplier of the project accepts its invitation (scoring starts only with one, spec 2 §5). */
export async function acceptProjectSuppliers(db: Database, projectId: string) {
  await db
    .update(projectProducts)
    .set({ participationStatus: 'ACCEPTED' })
    .where(eq(projectProducts.projectId, projectId));
}

/**
 * `count` suppliers of the project, each a product of its own vendor (with a profile) carrying two of the broker
 * company's service types of its own (the statement-count test).
 */
export async function insertProjectSuppliers(db: Database, projectId: string, brokerId: string, count: number) {
  for (let index = 0; index < count; index++) {
    const types = await insertServiceTypes(db, brokerId, [`Service ${index} a`, `Service ${index} b`]);
    const vendor = await insertVendor(db, {
      industry: `Industry ${index}`,
      products: [{ name: `Product ${index}`, serviceTypeIds: types.map((type) => type.id) }],
    });
    await db.insert(projectProducts).values({
      projectId,
      productId: vendor.products[0]?.id,
      participationStatus: index % 2 ? 'ACCEPTED' : 'INVITED',
      purpose: `Reason ${index}`,
    });
  }
}

export const projectProductsOf = (db: Database, projectId: string) =>
  db.select().from(projectProducts).where(eq(projectProducts.projectId, projectId));
