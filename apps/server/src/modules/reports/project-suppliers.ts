import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { answersSealed } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts } from '../../db/schema/index.js';

/**
 * A project's supplier products with their product's and company's names, as the procedure report and the OCDS
 * export read them (one statement): `all` in the order they were added, or `submitted` (those whose answers were
 * submitted) in the order they submitted.
 */
export function readProjectSuppliers(db: Database, projectId: string, which: 'all' | 'submitted') {
  const submitted = which === 'submitted';
  return db
    .select({
      id: projectProducts.id,
      productName: products.name,
      invitedName: projectProducts.productName,
      email: projectProducts.email,
      companyId: companies.id,
      companyName: companies.name,
      participationStatus: projectProducts.participationStatus,
      invitedAt: projectProducts.invitedAt,
      submittedAt: projectProducts.answersSubmittedAt,
      ownDeadline: projectProducts.answersSubmitDeadline,
      changedAt: projectProducts.updatedAt,
      winner: projectProducts.winner,
      /** Its answers are sealed now (issue 37). */
      sealed: answersSealed,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .where(
      submitted
        ? and(eq(projectProducts.projectId, projectId), isNotNull(projectProducts.answersSubmittedAt))
        : eq(projectProducts.projectId, projectId),
    )
    .orderBy(
      submitted ? asc(projectProducts.answersSubmittedAt) : asc(projectProducts.createdAt),
      asc(projectProducts.id),
    );
}
