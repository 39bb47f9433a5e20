import { randomUUID } from 'node:crypto';
import { addedParticipation } from '@shortlist/domain';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { ProjectCopier } from '../../core/extensions/index.js';
import { projectProducts } from '../../db/schema/index.js';
import { NOT_TAKING_PART } from './service-type-issues.js';

/**
 * Spec 2 §7 copy settings, copyProducts: the base's suppliers that have a product and take part (neither blocked nor
 * declined) join the new project with their reason for selection as a freshly added supplier does (Preselected in
 * DRAFT), in two statements. Nothing of their participation in the base comes along (no invitation, notes, answers),
 * and no mail goes out: they are invited when the new project is published.
 */
export const copySuppliers: ProjectCopier = async ({ tx, base, created, options, copied }) => {
  if (!options.copyProducts) return;
  const suppliers = await tx
    .select({ id: projectProducts.id, productId: projectProducts.productId, purpose: projectProducts.purpose })
    .from(projectProducts)
    .where(
      and(
        eq(projectProducts.projectId, base.id),
        isNotNull(projectProducts.productId),
        notInArray(projectProducts.participationStatus, NOT_TAKING_PART),
      ),
    );
  if (suppliers.length === 0) return;
  const participationStatus = addedParticipation(created.status);
  const rows = suppliers.map(({ id, ...supplier }) => {
    const copyId = randomUUID();
    copied.projectProducts.set(id, copyId);
    return { ...supplier, id: copyId, projectId: created.id, participationStatus };
  });
  await tx.insert(projectProducts).values(rows);
};
