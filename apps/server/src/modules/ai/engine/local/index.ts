import { parseClientTableData } from '@shortlist/domain';
import { and, eq, ilike, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import {
  clientTables,
  companies,
  libraryQuestions,
  products,
  projectProducts,
  projects,
  vendorProfiles,
} from '../../../../db/schema/index.js';
import type { AiProvider, SearchScope } from '../provider.js';

// A stand-in of i36-local's engine (replaced at merge): plain substring matches over what the company may see.
const like = (scope: SearchScope) => `%${scope.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createLocalEngine(db: Database): AiProvider {
  return {
    async suggestSuppliers(scope, limit) {
      const rows = await db
        .select({
          productId: products.id,
          name: products.name,
          vendor: companies.name,
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
            ilike(products.name, like(scope)),
            notExists(
              db
                .select({ id: projectProducts.id })
                .from(projectProducts)
                .where(and(eq(projectProducts.projectId, scope.projectId), eq(projectProducts.productId, products.id))),
            ),
          ),
        )
        .orderBy(products.name, products.id)
        .limit(limit);
      return rows.map(({ vendor, website, ...row }) => ({
        ...row,
        purpose: `${vendor}'s product '${row.name}' is named after '${scope.keyword}'.`,
        relatedLinks: website ? [website] : [],
      }));
    },
    async generateQuestions(scope) {
      const rows = await db
        .select({ definition: libraryQuestions.definition, isPublic: libraryQuestions.isPublic })
        .from(libraryQuestions)
        .where(
          and(
            or(eq(libraryQuestions.isPublic, true), eq(libraryQuestions.companyId, scope.companyId)),
            ilike(libraryQuestions.searchLabel, like(scope)),
          ),
        )
        .orderBy(libraryQuestions.searchLabel)
        .limit(20);
      if (rows.length === 0) return [];
      const questions = rows.map((row) => ({
        definition: row.definition,
        source: row.isPublic ? 'MeshVault' : 'Your library',
      }));
      return [{ name: scope.keyword, questions }];
    },
    async discoverClientTables(scope) {
      const rows = await db
        .select({ name: clientTables.name, data: clientTables.data, project: projects.name })
        .from(clientTables)
        .innerJoin(projects, eq(projects.id, clientTables.projectId))
        .where(
          and(
            eq(projects.companyId, scope.companyId),
            ne(projects.id, scope.projectId),
            eq(projects.kind, 'PROJECT'),
            ilike(clientTables.name, like(scope)),
          ),
        )
        .limit(10);
      return rows.flatMap((row) => {
        const data = parseClientTableData(row.data);
        return data ? [{ name: row.name, data, source: `Project '${row.project}'` }] : [];
      });
    },
  };
}
