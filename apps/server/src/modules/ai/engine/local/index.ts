import { relatedLinksOf } from '@shortlist/domain';
import { and, asc, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { companies, products, projectProducts, vendorProfiles } from '../../../../db/schema/index.js';
import type { AiProvider, SearchScope } from '../provider.js';

/**
 * A minimal stand-in of the local engine (i36-local's replaces this file at merge): supplier products whose name or
 * description holds the keyword, and no questions or client tables.
 */
export function createLocalEngine(db: Database): AiProvider {
  return {
    async suggestSuppliers(scope: SearchScope, limit: number) {
      const pattern = `%${scope.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const rows = await db
        .select({
          productId: products.id,
          name: products.name,
          email: sql<string>`coalesce(${vendorProfiles.email}, '')`,
          contactName: sql<string>`coalesce(${vendorProfiles.contactName}, '')`,
          industry: sql<string>`coalesce(${vendorProfiles.industry}, '')`,
          website: companies.website,
        })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
        .where(
          and(
            eq(companies.kind, 'SUPPLIER'),
            or(ilike(products.name, pattern), ilike(products.description, pattern)),
            notExists(
              db
                .select({ id: projectProducts.id })
                .from(projectProducts)
                .where(and(eq(projectProducts.projectId, scope.projectId), eq(projectProducts.productId, products.id))),
            ),
          ),
        )
        .orderBy(asc(products.name), asc(products.id))
        .limit(limit);
      return rows.map(({ website, ...row }) => ({
        ...row,
        purpose: `Its name or description mentions '${scope.keyword}'.`,
        relatedLinks: relatedLinksOf(website),
      }));
    },
    generateQuestions: async () => [],
    discoverClientTables: async () => [],
  };
}
