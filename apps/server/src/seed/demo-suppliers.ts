import { DEFAULT_COMPANY_SETTINGS, type ParticipationStatus } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import {
  companies,
  productServiceTypes,
  products,
  projectProducts,
  supplierServiceTypes,
  users,
  vendorProfiles,
} from '../db/schema/index.js';
import { createSupplierRoles } from '../modules/suppliers/index.js';
import { DEMO_COMPETITOR_COMPANY, DEMO_COMPETITOR_USER, DEMO_SUPPLIER_COMPANY } from './demo-accounts.js';

/** The demo supplier's contact details (vendor profile). */
export const DEMO_SUPPLIER_PROFILE = {
  contactName: 'Sam Supplier',
  email: 'supplier@acme.example',
  phone: '+1 555 0100',
  industry: 'HR Software',
};

/** More supplier companies, so the administration Suppliers list has something to search and sort. */
export const DEMO_MORE_SUPPLIERS = [
  {
    company: { name: DEMO_COMPETITOR_COMPANY, website: 'https://globex.example' },
    profile: { contactName: 'Grace Globex', email: 'sales@globex.example', phone: '+1 555 0111', industry: 'Benefits' },
  },
  {
    company: { name: 'Initech Payroll', website: 'https://initech.example' },
    profile: {
      contactName: 'Ian Initech',
      email: 'hello@initech.example',
      phone: '+44 20 7946 0123',
      industry: 'Payroll',
    },
  },
];

/** Each demo supplier company's products with the labels of the broker's service types they offer. */
export const DEMO_PRODUCTS: Record<string, Array<{ name: string; serviceTypes: string[] }>> = {
  [DEMO_SUPPLIER_COMPANY.name]: [
    { name: 'Acme People HRIS', serviceTypes: ['HRIS', 'Benefits Enrolment'] },
    { name: 'Acme Payroll Cloud', serviceTypes: ['Payroll'] },
    { name: 'Acme Wellbeing', serviceTypes: ['Wellness'] },
    { name: 'Acme Talent Suite', serviceTypes: ['HRIS'] },
  ],
  [DEMO_COMPETITOR_COMPANY]: [
    { name: 'Globex Enrol', serviceTypes: ['Benefits Enrolment'] },
    { name: 'Globex Flex Spending', serviceTypes: ['Benefits Enrolment', 'Wellness'] },
  ],
  'Initech Payroll': [
    { name: 'Initech Payroll Pro', serviceTypes: ['Payroll'] },
    { name: 'Initech Time & Attendance', serviceTypes: ['Payroll', 'HRIS'] },
  ],
};

/**
 * Seeds the demo supplier's vendor profile and the other demo supplier companies with theirs (Globex with its
 * administrator's login), and every company's products tagged with the broker's service types.
 */
export async function seedDemoSuppliers(
  tx: Database,
  demoSupplierId: string,
  brokerId: string,
  passwordHash: string,
): Promise<void> {
  const others = await tx
    .insert(companies)
    .values(
      DEMO_MORE_SUPPLIERS.map(({ company }) => ({
        ...company,
        kind: 'SUPPLIER' as const,
        settings: DEFAULT_COMPANY_SETTINGS,
      })),
    )
    .returning();
  for (const company of others) {
    const adminRoleId = await createSupplierRoles(tx, company.id);
    if (company.name !== DEMO_COMPETITOR_COMPANY) continue;
    const login = { ...DEMO_COMPETITOR_USER, status: 'ACTIVE' as const, passwordHash };
    await tx.insert(users).values({ ...login, type: 'SUPPLIER', companyId: company.id, roleId: adminRoleId });
  }
  await tx
    .insert(vendorProfiles)
    .values([
      { ...DEMO_SUPPLIER_PROFILE, companyId: demoSupplierId },
      ...others.map((company, index) => ({ ...DEMO_MORE_SUPPLIERS[index]?.profile, companyId: company.id })),
    ]);
  const companyIds = new Map([
    [DEMO_SUPPLIER_COMPANY.name, demoSupplierId],
    ...others.map((c) => [c.name, c.id] as const),
  ]);
  const plans = Object.entries(DEMO_PRODUCTS).flatMap(([companyName, list]) =>
    list.map((product) => ({ ...product, companyId: companyIds.get(companyName) ?? '' })),
  );
  const rows = await tx
    .insert(products)
    .values(plans.map(({ name, companyId }) => ({ name, companyId })))
    .returning();
  const types = await tx.select().from(supplierServiceTypes).where(eq(supplierServiceTypes.companyId, brokerId));
  const typeId = new Map(types.map((type) => [type.label, type.id]));
  const links = rows.flatMap((row, index) =>
    (plans[index]?.serviceTypes ?? []).flatMap((label) => {
      const serviceTypeId = typeId.get(label);
      return serviceTypeId ? [{ productId: row.id, serviceTypeId }] : [];
    }),
  );
  if (links.length > 0) await tx.insert(productServiceTypes).values(links);
}

type DemoProjectSupplier = { product: string; status: ParticipationStatus; purpose: string; notes?: string };

/** The demo RFI's suppliers in review: two preselected with their reason for selection, one blocked. */
const DEMO_PROJECT_SUPPLIERS: DemoProjectSupplier[] = [
  {
    product: 'Acme People HRIS',
    status: 'DRAFT',
    purpose: 'Integrates with the client’s HRIS and runs open enrolment for a multi-state workforce.',
  },
  { product: 'Globex Enrol', status: 'DRAFT', purpose: 'Strong benefits enrolment track record in the region.' },
  { product: 'Initech Payroll Pro', status: 'BLOCKED', purpose: '' },
];

/**
 * The published demo RFP's suppliers: two products of the demo supplier invited (its invitation pages, with the
 * product switcher), a third already accepted (its questions read-only until answering opens) and a competitor that
 * has accepted, with the broker's notes (not shared).
 */
const DEMO_INVITED_SUPPLIERS: DemoProjectSupplier[] = [
  { product: 'Acme People HRIS', status: 'INVITED', purpose: 'Runs open enrolment for a multi-state workforce.' },
  { product: 'Acme Payroll Cloud', status: 'INVITED', purpose: 'Payroll in the same platform.' },
  { product: 'Acme Wellbeing', status: 'ACCEPTED', purpose: 'Wellbeing programmes alongside the benefits.' },
  {
    product: 'Globex Enrol',
    status: 'ACCEPTED',
    purpose: 'Strong benefits enrolment track record in the region.',
    notes: 'Quick to accept; ask for references from multi-state clients.',
  },
];

/** Adds the demo suppliers to a project: the demo RFI in review, or (`invited`) the published demo RFP. */
export async function seedDemoProjectSuppliers(tx: Database, project: ProjectRow, invited = false): Promise<void> {
  const suppliers = invited ? DEMO_INVITED_SUPPLIERS : DEMO_PROJECT_SUPPLIERS;
  const names = suppliers.map((supplier) => supplier.product);
  const rows = await tx.select().from(products).where(inArray(products.name, names));
  await tx.insert(projectProducts).values(
    suppliers.flatMap((supplier) => {
      const product = rows.find((row) => row.name === supplier.product);
      return product
        ? [
            {
              projectId: project.id,
              productId: product.id,
              participationStatus: supplier.status,
              purpose: supplier.purpose,
              notes: supplier.notes ?? '',
              invitedAt: invited ? project.createdAt : null,
            },
          ]
        : [];
    }),
  );
}
