import { relatedLinksOf } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import {
  aiSearches,
  companies,
  products,
  projectProducts,
  projects,
  type StoredSupplierSuggestion,
  vendorProfiles,
} from '../db/schema/index.js';

/** The demo draft RFP's finished supplier search: what each suggestion is and why it matched. */
const DEMO_SEARCH = {
  keyword: 'benefits enrolment',
  suggestions: [
    { product: 'Globex Enrol', purpose: 'Globex Enrol is a benefits enrolment product of a Benefits vendor.' },
    { product: 'Acme People HRIS', purpose: 'Acme People HRIS offers Benefits Enrolment beside its HRIS.' },
    { product: 'Globex Flex Spending', purpose: 'Globex Flex Spending adds flexible spending to the enrolment.' },
  ],
  /** Already invited from the results, with its purpose as the reason for selection (Preselected in a draft). */
  invited: 'Globex Enrol',
} as const;

/**
 * Spec 2 §3 Search (AI) in the demo: the draft RFP holds a finished PRODUCTS search with three suggested suppliers,
 * the first already added with its purpose, and the project's counter shows the one attempt used (the Professional
 * plan allows 50).
 */
export async function seedDemoAiSearches(tx: Database, seeded: readonly ProjectRow[]): Promise<void> {
  const project = seeded.find((row) => row.type === 'RFP' && row.status === 'DRAFT');
  if (!project) return;
  const names = DEMO_SEARCH.suggestions.map((suggestion) => suggestion.product);
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      website: companies.website,
      contactName: vendorProfiles.contactName,
      email: vendorProfiles.email,
      industry: vendorProfiles.industry,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(inArray(products.name, names));
  const suggestions = DEMO_SEARCH.suggestions.flatMap(({ product, purpose }): StoredSupplierSuggestion[] => {
    const row = rows.find((candidate) => candidate.name === product);
    return row
      ? [
          {
            productId: row.id,
            name: row.name,
            email: row.email,
            contactName: row.contactName,
            industry: row.industry,
            purpose,
            relatedLinks: relatedLinksOf(row.website),
          },
        ]
      : [];
  });
  const finishedAt = new Date();
  await tx.insert(aiSearches).values({
    projectId: project.id,
    companyId: project.companyId,
    type: 'PRODUCTS',
    keyword: DEMO_SEARCH.keyword,
    status: 'SUCCESS',
    results: suggestions,
    createdBy: project.createdBy,
    createdAt: new Date(finishedAt.getTime() - 4_000),
    finishedAt,
  });
  const invited = suggestions.find((suggestion) => suggestion.name === DEMO_SEARCH.invited);
  if (invited) {
    await tx.insert(projectProducts).values({
      projectId: project.id,
      productId: invited.productId,
      purpose: invited.purpose,
      participationStatus: 'DRAFT',
    });
  }
  await tx.update(projects).set({ aiSuppliersSearchCount: 1 }).where(eq(projects.id, project.id));
}
