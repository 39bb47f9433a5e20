import { type ConflictState, conflictState, integrityOf, sharesSupplierDomain, websiteDomain } from '@shortlist/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import {
  companies,
  conflictAdmissions,
  conflictDeclarations,
  products,
  projectProducts,
  users,
  vendorProfiles,
} from '../../../db/schema/index.js';
import { supplierTitle } from '../../suppliers/index.js';

/** A supplier of the project; its buy side declares about the accepted ones (their answers may be read). */
export interface ConflictSupplier {
  id: string;
  name: string;
  accepted: boolean;
}

export type DeclarationRecord = typeof conflictDeclarations.$inferSelect;
export type AdmissionRecord = typeof conflictAdmissions.$inferSelect;

export const conflictsOn = (project: Pick<ProjectRow, 'settings'>) =>
  integrityOf(project.settings.integrity).conflictDeclarations;

/** The project's products, by name. One statement. */
export async function conflictSuppliers(db: Database, projectId: string): Promise<ConflictSupplier[]> {
  const rows = await db
    .select({
      id: projectProducts.id,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName}, '')`,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      email: projectProducts.email,
      accepted: sql<boolean>`${projectProducts.participationStatus} = 'ACCEPTED'`,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(eq(projectProducts.projectId, projectId))
    .orderBy(asc(projectProducts.createdAt), asc(projectProducts.id));
  return rows
    .map((row) => ({
      id: row.id,
      name: supplierTitle(row.vendorName, row.productName, row.email),
      accepted: row.accepted,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every declaration and admission of the project (or of one user in it), oldest first. Two statements. */
export async function conflictRecords(db: Database, projectId: string, userId?: string) {
  const [declarations, admissions] = await Promise.all([
    db
      .select()
      .from(conflictDeclarations)
      .where(
        and(
          eq(conflictDeclarations.projectId, projectId),
          userId ? eq(conflictDeclarations.userId, userId) : undefined,
        ),
      )
      .orderBy(asc(conflictDeclarations.createdAt), asc(conflictDeclarations.id)),
    db
      .select()
      .from(conflictAdmissions)
      .where(
        and(eq(conflictAdmissions.projectId, projectId), userId ? eq(conflictAdmissions.userId, userId) : undefined),
      )
      .orderBy(asc(conflictAdmissions.createdAt), asc(conflictAdmissions.id)),
  ]);
  return { declarations, admissions };
}

/** One user's standing with one supplier, from the records (the domain's rule). */
export function standing(
  records: { declarations: DeclarationRecord[]; admissions: AdmissionRecord[] },
  userId: string | null,
  productId: string,
): { state: ConflictState; latest: DeclarationRecord | null } {
  const declarations = records.declarations.filter(
    (row) => row.userId === userId && row.projectProductId === productId,
  );
  const admissions = records.admissions.filter((row) => row.userId === userId && row.projectProductId === productId);
  const latest = declarations.reduce<DeclarationRecord | null>(
    (last, row) => (!last || row.createdAt >= last.createdAt ? row : last),
    null,
  );
  return { state: conflictState({ declarations, admissions }), latest };
}

/**
 * The domains of each supplier (issue 37 item 2's flag): its company's website, its vendor profile's e-mail, its
 * users' e-mails and the address it was invited at. One statement.
 */
export async function supplierDomains(db: Database, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const domains = new Map<string, string[]>();
  if (productIds.length === 0) return domains;
  const rows = await db
    .select({
      id: projectProducts.id,
      invited: projectProducts.email,
      website: companies.website,
      profile: vendorProfiles.email,
      people: sql<
        string[]
      >`coalesce(array_agg(distinct ${users.email}) filter (where ${users.email} is not null), '{}')`,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .leftJoin(users, and(eq(users.companyId, companies.id), isNotNull(companies.id)))
    .where(inArray(projectProducts.id, [...productIds]))
    .groupBy(projectProducts.id, companies.website, vendorProfiles.email);
  const domainOf = (email: string | null) => (email?.includes('@') ? email.slice(email.lastIndexOf('@') + 1) : '');
  for (const row of rows) {
    const list = [
      websiteDomain(row.website),
      domainOf(row.invited),
      domainOf(row.profile),
      ...row.people.map(domainOf),
    ];
    domains.set(
      row.id,
      list.filter((domain) => domain !== ''),
    );
  }
  return domains;
}

/** Whether the declarant's e-mail domain is one of the supplier's. */
export const sameDomain = (domains: Map<string, string[]>, email: string, productId: string) =>
  sharesSupplierDomain(email, domains.get(productId) ?? []);

/** The newest first, for the owners' history and the report. */
export const newestFirst = <T extends { createdAt: Date; id: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
