import {
  REGISTRATION_PARTICIPATION,
  VENDOR_PROFILE_MESSAGES,
  type VendorRegistrationStep,
  vendorProfileSchema,
} from '@shortlist/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, forbidden, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import {
  companies,
  productServiceTypes,
  products,
  projectProducts,
  projects,
  supplierServiceTypes,
  vendorProfiles,
} from '../../db/schema/index.js';

/** The supplier company of the viewer: supplier users only, and only their own company (`companyId` when named). */
function ownSupplierCompany(viewer: Viewer, companyId?: string): string {
  if (viewer.user.type !== 'SUPPLIER' || viewer.company.kind !== 'SUPPLIER') throw forbidden();
  if (companyId !== undefined && companyId !== viewer.company.id) throw forbidden();
  return viewer.company.id;
}

/** The company's participations (its products in projects), oldest first. */
function participationsOf(db: Database, companyId: string) {
  return db
    .select({ id: projectProducts.id, projectId: projectProducts.projectId, brokerId: projects.companyId })
    .from(projectProducts)
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .where(eq(products.companyId, companyId))
    .orderBy(asc(projectProducts.createdAt));
}

/** The service types a product may have: those of the brokers whose projects the company is invited to. */
async function offeredServiceTypes(db: Database, companyId: string) {
  const brokerIds = [...new Set((await participationsOf(db, companyId)).map((row) => row.brokerId))];
  if (brokerIds.length === 0) return [];
  return db
    .select()
    .from(supplierServiceTypes)
    .where(inArray(supplierServiceTypes.companyId, brokerIds))
    .orderBy(asc(supplierServiceTypes.label));
}

async function productsOf(db: Database, companyId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.createdAt));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ productId: productServiceTypes.productId, type: supplierServiceTypes })
          .from(productServiceTypes)
          .innerJoin(supplierServiceTypes, eq(supplierServiceTypes.id, productServiceTypes.serviceTypeId))
          .where(
            inArray(
              productServiceTypes.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(supplierServiceTypes.label));
  return rows.map((row) => ({
    ...row,
    serviceTypes: links.filter((link) => link.productId === row.id).map((link) => link.type),
  }));
}

/** The registration profile of spec 2 §2 /account/company and /vendors/{id}. */
async function profileView(db: Database, companyId: string) {
  const [row] = await db
    .select({ company: companies, profile: vendorProfiles })
    .from(companies)
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw forbidden();
  const [participations, productRows, serviceTypeOptions] = await Promise.all([
    participationsOf(db, companyId),
    productsOf(db, companyId),
    offeredServiceTypes(db, companyId),
  ]);
  return {
    id: row.company.id,
    companyName: row.company.name,
    website: row.company.website ?? '',
    contactName: row.profile?.contactName ?? '',
    email: row.profile?.email ?? '',
    phone: row.profile?.phone ?? '',
    industry: row.profile?.industry ?? '',
    registrationStep: row.profile?.registrationStep ?? ('REGISTERED' as VendorRegistrationStep),
    products: productRows,
    serviceTypeOptions,
    invitationProjectId: participations[0]?.projectId ?? null,
  };
}
export type VendorRegistrationProfile = Awaited<ReturnType<typeof profileView>>;

export const companyProfile = (app: AppContext, viewer: Viewer) => profileView(app.db, ownSupplierCompany(viewer));

export const vendorProfile = (app: AppContext, viewer: Viewer, companyId: string) =>
  profileView(app.db, ownSupplierCompany(viewer, companyId));

/**
 * Moves the company from one registration step to the next (refused out of order) and its participations in the
 * earlier step's status along, in the caller's transaction.
 */
async function advanceStep(
  tx: Database,
  companyId: string,
  from: readonly VendorRegistrationStep[],
  to: VendorRegistrationStep,
) {
  const [moved] = await tx
    .update(vendorProfiles)
    .set({ registrationStep: to, updatedAt: new Date() })
    .where(and(eq(vendorProfiles.companyId, companyId), inArray(vendorProfiles.registrationStep, [...from])))
    .returning({ id: vendorProfiles.id });
  if (!moved) throw badInput(VENDOR_PROFILE_MESSAGES.wrongStep);
  const ids = (await participationsOf(tx, companyId)).map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .update(projectProducts)
    .set({ participationStatus: REGISTRATION_PARTICIPATION[to], updatedAt: new Date() })
    .where(
      and(
        inArray(projectProducts.id, ids),
        inArray(
          projectProducts.participationStatus,
          from.map((step) => REGISTRATION_PARTICIPATION[step]),
        ),
      ),
    );
}

/**
 * Spec 2 §4 Profile is Created (Create Profile): the company's name, website and contact details and its products
 * with the offered service types; saved again until the profile is submitted. Products are added or changed, never
 * removed here, so a product a project has invited stays. The company's invitations move to BP_DRAFT.
 */
export async function createCompanyProfile(app: AppContext, viewer: Viewer, input: unknown) {
  const companyId = ownSupplierCompany(viewer);
  const data = parseInput(vendorProfileSchema, input);
  const offered = new Set((await offeredServiceTypes(app.db, companyId)).map((type) => type.id));
  if (data.products.some((product) => product.serviceTypeIds.some((id) => !offered.has(id))))
    throw badInput(VENDOR_PROFILE_MESSAGES.unknownServiceType);
  await app.db.transaction(async (tx) => {
    await advanceStep(tx, companyId, ['REGISTERED', 'PROFILE_CREATED'], 'PROFILE_CREATED');
    await tx
      .update(companies)
      .set({ name: data.companyName, website: data.website, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    const { contactName, email, phone, industry } = data;
    await tx
      .update(vendorProfiles)
      .set({ contactName, email, phone, industry })
      .where(eq(vendorProfiles.companyId, companyId));
    for (const product of data.products) await saveProduct(tx, companyId, product);
  });
  return profileView(app.db, companyId);
}

async function saveProduct(
  tx: Database,
  companyId: string,
  product: { id?: string | null; name: string; description: string; serviceTypeIds: string[] },
) {
  const values = { name: product.name, description: product.description };
  const [saved] = product.id
    ? await tx
        .update(products)
        .set(values)
        .where(and(eq(products.id, product.id), eq(products.companyId, companyId)))
        .returning({ id: products.id })
    : await tx
        .insert(products)
        .values({ ...values, companyId })
        .returning({ id: products.id });
  if (!saved) throw forbidden();
  await tx.delete(productServiceTypes).where(eq(productServiceTypes.productId, saved.id));
  const serviceTypeIds = [...new Set(product.serviceTypeIds)];
  if (serviceTypeIds.length > 0)
    await tx
      .insert(productServiceTypes)
      .values(serviceTypeIds.map((serviceTypeId) => ({ productId: saved.id, serviceTypeId })));
}

/**
 * Spec 2 §4 Profile is Submitted (Submit Profile), then Awaiting for Approval: the company's invitations become
 * ordinary invitations (INVITED) the supplier can accept.
 */
export async function submitVendorProfile(app: AppContext, viewer: Viewer, companyId: string) {
  const own = ownSupplierCompany(viewer, companyId);
  await app.db.transaction((tx) => advanceStep(tx, own, ['PROFILE_CREATED'], 'SUBMITTED'));
  return profileView(app.db, own);
}
