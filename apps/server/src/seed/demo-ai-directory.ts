import { DEFAULT_COMPANY_SETTINGS, parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  companies,
  libraryGroupQuestions,
  libraryGroups,
  libraryQuestions,
  libraryQuestionVersions,
  productServiceTypes,
  products,
  supplierServiceTypes,
  vendorProfiles,
} from '../db/schema/index.js';
import { createSupplierRoles } from '../modules/suppliers/index.js';
import { AI_DEMO_DOMAINS_A, type AiDemoDomain } from './demo-ai-directory-content.js';
import { AI_DEMO_DOMAINS_B } from './demo-ai-directory-domains.js';

/** Every domain of the AI evaluation's directory. */
export const AI_DEMO_DOMAINS: AiDemoDomain[] = [...AI_DEMO_DOMAINS_A, ...AI_DEMO_DOMAINS_B];
/** The library group whose subgroups (one per domain) hold the domains' questions. */
export const AI_DEMO_GROUP = 'Supplier services';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function parsed(input: Record<string, unknown>): QuestionDefinition {
  const result = parseQuestionDefinition(input);
  if (!result.ok) throw new Error(`An AI demo question breaks the rules: ${JSON.stringify(result.fieldErrors)}`);
  return result.definition;
}

/** The supplier companies with their vendor profiles, products and the broker's service types they offer. */
async function seedVendors(tx: Database, brokerId: string): Promise<void> {
  const vendors = AI_DEMO_DOMAINS.flatMap((domain) => domain.vendors);
  const rows = await tx
    .insert(companies)
    .values(
      vendors.map((vendor) => ({
        name: vendor.name,
        kind: 'SUPPLIER' as const,
        website: `https://${slug(vendor.name)}.example`,
        settings: DEFAULT_COMPANY_SETTINGS,
      })),
    )
    .returning({ id: companies.id });
  for (const row of rows) await createSupplierRoles(tx, row.id);
  await tx.insert(vendorProfiles).values(
    vendors.map((vendor, index) => ({
      companyId: rows[index]?.id ?? '',
      contactName: vendor.contactName,
      email: `sales@${slug(vendor.name)}.example`,
      industry: vendor.industry,
    })),
  );
  const existing = await tx.select().from(supplierServiceTypes).where(eq(supplierServiceTypes.companyId, brokerId));
  const labels = new Set(existing.map((type) => type.label));
  const added = await tx
    .insert(supplierServiceTypes)
    .values(
      AI_DEMO_DOMAINS.filter((domain) => !labels.has(domain.serviceType)).map((domain) => ({
        label: domain.serviceType,
        companyId: brokerId,
      })),
    )
    .returning();
  const typeId = new Map([...existing, ...added].map((type) => [type.label, type.id]));
  const plans = vendors.flatMap((vendor, index) =>
    vendor.products.map((product) => ({ ...product, companyId: rows[index]?.id ?? '' })),
  );
  const productRows = await tx
    .insert(products)
    .values(plans.map(({ name, description, companyId }) => ({ name, description, companyId })))
    .returning({ id: products.id });
  await tx.insert(productServiceTypes).values(
    productRows.flatMap((row, index) =>
      (plans[index]?.serviceTypes ?? []).flatMap((label) => {
        const serviceTypeId = typeId.get(label);
        return serviceTypeId ? [{ productId: row.id, serviceTypeId }] : [];
      }),
    ),
  );
}

/** Each domain's questions in the broker's library, every other one public, in a subgroup named by the domain. */
async function seedQuestions(tx: Database, brokerId: string): Promise<void> {
  const [siblings] = await tx
    .select({ total: count() })
    .from(libraryGroups)
    .where(and(eq(libraryGroups.companyId, brokerId), isNull(libraryGroups.parentId)));
  const [parent] = await tx
    .insert(libraryGroups)
    .values({ companyId: brokerId, name: AI_DEMO_GROUP, position: siblings?.total ?? 0 })
    .returning({ id: libraryGroups.id });
  const groups = await tx
    .insert(libraryGroups)
    .values(
      AI_DEMO_DOMAINS.map((domain, position) => ({
        companyId: brokerId,
        parentId: parent?.id ?? null,
        name: domain.serviceType,
        position,
      })),
    )
    .returning({ id: libraryGroups.id });
  const entries = AI_DEMO_DOMAINS.flatMap((domain, index) =>
    domain.questions.map((question) => ({ groupId: groups[index]?.id ?? '', definition: parsed(question) })),
  );
  // A week older than the rest of the demo library, so that the library's first page stays as it was.
  const startedAt = Date.now() - WEEK_MS;
  const rows = await tx
    .insert(libraryQuestions)
    .values(
      entries.map((entry, index) => {
        const createdAt = new Date(startedAt - index * MINUTE_MS);
        return {
          companyId: brokerId,
          definition: entry.definition,
          isPublic: index % 2 === 0,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning();
  await tx
    .insert(libraryQuestionVersions)
    .values(
      rows.map((row) => ({ questionId: row.id, version: 1, definition: row.definition, updatedAt: row.updatedAt })),
    );
  await tx
    .insert(libraryGroupQuestions)
    .values(rows.map((row, index) => ({ groupId: entries[index]?.groupId ?? '', questionId: row.id })));
}

/**
 * Issue 36's evaluation directory: supplier companies of ten domains with products, service types, industries and
 * descriptions, and the domains' questions in the broker's library. A few batched inserts per table.
 */
export async function seedDemoAiDirectory(tx: Database, brokerId: string): Promise<void> {
  await seedVendors(tx, brokerId);
  await seedQuestions(tx, brokerId);
}
