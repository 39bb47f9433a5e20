import type { Database } from '../../db/client.js';
import { createSystemRoles, SUPPLIER_COMPANY_ROLES } from '../accounts/index.js';

/**
 * Issue 31: a new supplier company's system roles (Company Administrator, who manages its users, and Team Member,
 * the default). Answers the administrator role's id, for the company's first user.
 */
export function createSupplierRoles(db: Database, companyId: string): Promise<string> {
  return createSystemRoles(db, companyId, SUPPLIER_COMPANY_ROLES);
}
