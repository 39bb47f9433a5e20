import { emailDomain, INVITE_ERROR_CODES, INVITE_MESSAGES, type RegisteredVendorDetails } from '@shortlist/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts } from '../../db/schema/index.js';

/** A website's host without the scheme, 'www.', port or path, lower case ('https://www.acme.com/x' → 'acme.com'). */
const websiteHost = sql<string>`lower(substring(coalesce(${companies.website}, '') from '^(?:[a-zA-Z][a-zA-Z0-9+.-]*://)?(?:www\\.)?([^/:?#]+)'))`;

/**
 * The supplier companies that own one of the domains, by their website's host (spec 2 §5 'the domain you entered is
 * already registered'). A user's address is not taken as the company's domain: a supplier signed up with a free-mail
 * address would otherwise block every invitation to that provider.
 */
function vendorsOwning(db: Database, domains: string[]) {
  return db
    .select({ id: companies.id, name: companies.name, domain: websiteHost })
    .from(companies)
    .where(and(eq(companies.kind, 'SUPPLIER'), inArray(websiteHost, domains)))
    .orderBy(asc(companies.name));
}

/** The addresses among `emails` whose domain belongs to a registered vendor (spec 2 §5). */
export async function emailsOfRegisteredDomains(db: Database, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const vendors = await vendorsOwning(db, [...new Set(emails.map(emailDomain))]);
  const domains = new Set(vendors.map((vendor) => vendor.domain));
  return new Set(emails.filter((email) => domains.has(emailDomain(email))));
}

/**
 * Spec 2 §5: an address whose domain is a registered vendor's is refused with DOMAIN_IS_ALREADY_EXISTED; the refusal
 * names the first such address, its vendor and the vendor's products (each marked when it is in the project), so
 * the broker can add one of them instead.
 */
export async function refuseRegisteredDomains(db: Database, projectId: string, emails: readonly string[]) {
  const vendors = await vendorsOwning(db, [...new Set(emails.map(emailDomain))]);
  const email = emails.find((address) => vendors.some((vendor) => vendor.domain === emailDomain(address)));
  const vendor = vendors.find((candidate) => email && candidate.domain === emailDomain(email));
  if (!email || !vendor) return;
  const offered = await db
    .select({
      id: products.id,
      name: products.name,
      isAdded: sql<boolean>`${projectProducts.id} is not null`,
    })
    .from(products)
    .leftJoin(
      projectProducts,
      and(eq(projectProducts.productId, products.id), eq(projectProducts.projectId, projectId)),
    )
    .where(eq(products.companyId, vendor.id))
    .orderBy(asc(products.name), asc(products.id));
  const details: RegisteredVendorDetails = { email, vendor: { id: vendor.id, name: vendor.name }, products: offered };
  throw new AppError(400, INVITE_ERROR_CODES.domainExists, INVITE_MESSAGES.domainExists, undefined, { ...details });
}
