import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import { companies, products, projectProducts, users } from '../../../db/schema/index.js';
import { afterCommit } from '../../../platform/after-commit.js';
import { deliverNotifications, type StoredNotifications, storeNotifications } from '../../notifications/notify.js';
import type { ProjectRow } from '../../projects/project-access.js';
import { notificationProjectOf } from '../../projects/project-notifications.js';
import { supplierTitle } from '../../suppliers/project-products.js';

/**
 * Stores, in `db` (a transaction's when the request must commit with it), an ANSWER_REQUEST notification (spec 1 §3
 * answer request, worded for a supplier) for the active users of each supplier company whose project product is
 * named: the broker asks for an answer's update, or for the product's answers. deliverSupplierNotices sends them.
 */
export async function storeAnswerRequestNotices(
  db: Database,
  project: ProjectRow,
  projectProductIds: readonly string[],
): Promise<StoredNotifications[]> {
  if (projectProductIds.length === 0) return [];
  const receivers = await db
    .select({
      projectProductId: projectProducts.id,
      productName: products.name,
      vendorName: companies.name,
      userId: users.id,
    })
    .from(projectProducts)
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.status, 'ACTIVE')))
    .where(and(eq(projectProducts.projectId, project.id), inArray(projectProducts.id, [...projectProductIds])));
  if (receivers.length === 0) return [];
  const notificationProject = await notificationProjectOf(db, project);
  const notices: StoredNotifications[] = [];
  for (const id of new Set(projectProductIds)) {
    const people = receivers.filter((receiver) => receiver.projectProductId === id);
    const [first] = people;
    if (!first) continue;
    const product = {
      id,
      name: supplierTitle(first.vendorName, first.productName, ''),
      productName: first.productName,
      vendorName: first.vendorName,
    };
    notices.push(
      await storeNotifications(
        db,
        people.map((person) => person.userId),
        {
          kind: 'ANSWER_REQUEST',
          projectId: project.id,
          productId: id,
          payload: { project: notificationProject, role: 'SUPPLIER', product },
        },
      ),
    );
  }
  return notices;
}

/** Live delivery and e-mail copies of stored notices, once their request has committed. */
export function deliverSupplierNotices(app: AppContext, what: string, notices: readonly StoredNotifications[]) {
  return afterCommit(what, async () => {
    for (const notice of notices) await deliverNotifications(app, notice);
  });
}
