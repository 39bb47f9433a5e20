import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts, users } from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { deliverNotifications, type StoredNotifications, storeNotifications } from '../notifications/index.js';
import { notificationProjectOf } from '../projects/index.js';
import { supplierTitle } from './project-products.js';
import { lockEditableProject } from './supplier-access.js';

/** What a block or delete returns of each supplier it took out of the project (`returning(LEAVING_COLUMNS)`). */
export const LEAVING_COLUMNS = {
  id: projectProducts.id,
  productId: projectProducts.productId,
  invitedAt: projectProducts.invitedAt,
};

export interface LeavingSupplier {
  id: string;
  productId: string | null;
  invitedAt: Date | null;
}

/**
 * A block or delete under the project's lock (lockEditableProject): `write` takes suppliers out of the project and
 * returns them. The users of each supplier company whose product had been invited hear of it (spec 1 §3 product
 * excluded, worded for a supplier) through notifications stored in the same transaction and delivered after the
 * commit; a supplier never invited (still preselected) never knew of the project and hears nothing.
 */
export async function excludeSuppliers(
  app: AppContext,
  project: ProjectRow,
  write: (tx: Database) => Promise<readonly LeavingSupplier[]>,
): Promise<true> {
  const notices = await app.db.transaction(async (tx) => {
    const current = await lockEditableProject(tx, project);
    return storeExclusionNotices(tx, current, await write(tx));
  });
  await afterCommit(`the exclusions of project ${project.id}`, async () => {
    for (const notice of notices) await deliverNotifications(app, notice);
  });
  return true;
}

async function storeExclusionNotices(
  tx: Database,
  project: ProjectRow,
  leaving: readonly LeavingSupplier[],
): Promise<StoredNotifications[]> {
  const invited = leaving.flatMap(({ id, productId, invitedAt }) =>
    invitedAt && productId ? [{ id, productId }] : [],
  );
  if (invited.length === 0) return [];
  const receivers = await tx
    .select({ productId: products.id, productName: products.name, vendorName: companies.name, userId: users.id })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.status, 'ACTIVE')))
    .where(
      inArray(
        products.id,
        invited.map((supplier) => supplier.productId),
      ),
    );
  const notificationProject = await notificationProjectOf(tx, project);
  const notices: StoredNotifications[] = [];
  for (const supplier of invited) {
    const people = receivers.filter((receiver) => receiver.productId === supplier.productId);
    const [first] = people;
    if (!first) continue;
    const product = {
      id: supplier.id,
      name: supplierTitle(first.vendorName, first.productName, ''),
      productName: first.productName,
      vendorName: first.vendorName,
    };
    const ids = people.map((person) => person.userId);
    notices.push(
      await storeNotifications(tx, ids, {
        kind: 'PRODUCT_EXCLUDED',
        projectId: project.id,
        productId: supplier.id,
        payload: { project: notificationProject, role: 'SUPPLIER', product },
      }),
    );
  }
  return notices;
}
