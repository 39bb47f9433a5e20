import { and, asc, eq, sql } from 'drizzle-orm';
import { answersReadableBy } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts, projectQuestions, sections } from '../../db/schema/index.js';
import { scoringReader } from '../scoring/index.js';
import { supplierTitle } from '../suppliers/index.js';

/** What the 'Add New Comparison' dialog offers: the accepted products and the approved questions by section. */
export interface ComparisonChoices {
  products: Array<{ id: string; name: string; vendorName: string }>;
  sections: Array<{ id: string; name: string; questions: Array<{ id: string; label: string }> }>;
}

const productName = sql<string>`coalesce(${products.name}, ${projectProducts.productName})`;

/** Spec 2 §5 Comparison: the choices of the viewer's scope (rights as the list). Four statements (five with a branch). */
export async function comparisonChoices(
  db: Database,
  viewer: Viewer,
  projectId: string,
  branchId: string | null | undefined,
): Promise<ComparisonChoices> {
  const { project, readerId, blind } = await scoringReader(db, viewer, projectId, branchId);
  const [productRows, questionRows] = await Promise.all([
    db
      .select({
        id: projectProducts.id,
        productName,
        vendorName: sql<string>`coalesce(${companies.name}, '')`,
        email: projectProducts.email,
      })
      .from(projectProducts)
      .leftJoin(products, eq(products.id, projectProducts.productId))
      .leftJoin(companies, eq(companies.id, products.companyId))
      .where(
        and(
          eq(projectProducts.projectId, project.id),
          eq(projectProducts.participationStatus, 'ACCEPTED'),
          answersReadableBy(readerId),
        ),
      )
      .orderBy(asc(productName), asc(projectProducts.id)),
    db
      .select({
        sectionId: sections.id,
        sectionName: sections.name,
        id: projectQuestions.id,
        label: sql<string>`${projectQuestions.definition}->>'label'`,
      })
      .from(sections)
      .innerJoin(
        projectQuestions,
        and(
          eq(projectQuestions.sectionId, sections.id),
          eq(projectQuestions.status, 'APPROVED'),
          eq(projectQuestions.isPrivate, false),
        ),
      )
      .where(eq(sections.projectId, project.id))
      .orderBy(asc(sections.position), asc(sections.id), asc(projectQuestions.position), asc(projectQuestions.id)),
  ]);
  const bySection = new Map<string, ComparisonChoices['sections'][number]>();
  for (const row of questionRows) {
    const section = bySection.get(row.sectionId) ?? { id: row.sectionId, name: row.sectionName, questions: [] };
    bySection.set(section.id, section);
    section.questions.push({ id: row.id, label: row.label ?? '' });
  }
  return {
    products: productRows
      .map((row) =>
        blind
          ? { id: row.id, name: blind.aliasOf(row.id), vendorName: '' }
          : { id: row.id, name: supplierTitle('', row.productName, row.email), vendorName: row.vendorName },
      )
      .sort((left, right) => (blind ? left.name.length - right.name.length || left.name.localeCompare(right.name) : 0)),
    sections: [...bySection.values()],
  };
}
