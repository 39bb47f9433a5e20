import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import type { Database } from '../db/client.js';
import { companies, vendorProfiles } from '../db/schema/index.js';

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
    company: { name: 'Globex Benefits', website: 'https://globex.example' },
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

/** Seeds the demo supplier's vendor profile and the other demo supplier companies with theirs. */
export async function seedDemoSuppliers(db: Pick<Database, 'insert'>, demoSupplierId: string): Promise<void> {
  const others = await db
    .insert(companies)
    .values(
      DEMO_MORE_SUPPLIERS.map(({ company }) => ({
        ...company,
        kind: 'SUPPLIER' as const,
        settings: DEFAULT_COMPANY_SETTINGS,
      })),
    )
    .returning();
  await db
    .insert(vendorProfiles)
    .values([
      { ...DEMO_SUPPLIER_PROFILE, companyId: demoSupplierId },
      ...others.map((company, index) => ({ ...DEMO_MORE_SUPPLIERS[index]?.profile, companyId: company.id })),
    ]);
}
