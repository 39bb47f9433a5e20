import type { Database } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';
import { COMPANY_ADMIN_ROLE, SUPPLIER_ROLE_TEMPLATES } from '../accounts/default-roles.js';

/**
 * Issue 31: a new supplier company's system roles (Company Administrator, who manages its users, and Team Member,
 * the default). Answers the administrator role's id, for the company's first user.
 */
export async function createSupplierRoles(db: Database, companyId: string): Promise<string> {
  const created = await db
    .insert(roles)
    .values(SUPPLIER_ROLE_TEMPLATES.map((template) => ({ ...template, companyId, isSystem: true })))
    .returning({ id: roles.id, name: roles.name });
  const admin = created.find((role) => role.name === COMPANY_ADMIN_ROLE);
  if (!admin) throw new Error('Supplier roles were not created');
  return admin.id;
}
