import type { NotificationKind, ParticipationStatus } from '@shortlist/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import { companies, type NotificationPayload, products, projectProducts, users } from '../../../db/schema/index.js';
import { afterCommit } from '../../../platform/after-commit.js';
import { deliverNotifications, type StoredNotifications, storeNotifications } from '../../notifications/index.js';
import { notificationProjectOf } from '../../projects/index.js';
import { supplierTitle } from '../../suppliers/index.js';

/** What a notice's extra payload may depend on: the participation as read in `db`. */
export interface NoticedParticipation {
  participationStatus: ParticipationStatus;
  winner: boolean;
}

/**
 * Stores, in `db` (a transaction's when the notices must commit with their change), a notification of `kind` worded
 * for a supplier for the active users of each supplier company whose participation in the project `participations`
 * selects, one per participation (it names the product); `extra` adds to a participation's payload.
 * deliverSupplierNotices sends them.
 */
export async function storeSupplierNotices(
  db: Database,
  project: ProjectRow,
  participations: SQL | undefined,
  kind: NotificationKind,
  extra: (participation: NoticedParticipation) => Pick<NotificationPayload, 'accepted' | 'winner'> = () => ({}),
): Promise<StoredNotifications[]> {
  const receivers = await db
    .select({
      projectProductId: projectProducts.id,
      participationStatus: projectProducts.participationStatus,
      winner: projectProducts.winner,
      productName: products.name,
      vendorName: companies.name,
      userId: users.id,
    })
    .from(projectProducts)
    .innerJoin(products, eq(products.id, projectProducts.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.status, 'ACTIVE')))
    .where(and(eq(projectProducts.projectId, project.id), participations));
  if (receivers.length === 0) return [];
  const notificationProject = await notificationProjectOf(db, project);
  const notices: StoredNotifications[] = [];
  for (const id of new Set(receivers.map((receiver) => receiver.projectProductId))) {
    const people = receivers.filter((receiver) => receiver.projectProductId === id);
    const [first] = people;
    if (!first) continue;
    const product = {
      id,
      name: supplierTitle(first.vendorName, first.productName, ''),
      productName: first.productName,
      vendorName: first.vendorName,
    };
    const payload = { project: notificationProject, role: 'SUPPLIER', product, ...extra(first) };
    const userIds = people.map((person) => person.userId);
    notices.push(await storeNotifications(db, userIds, { kind, projectId: project.id, productId: id, payload }));
  }
  return notices;
}

/**
 * An ANSWER_REQUEST notification (spec 1 §3 answer request, worded for a supplier) for each supplier company whose
 * project product is named: the broker asks for an answer's update, or for the product's answers.
 */
export function storeAnswerRequestNotices(
  db: Database,
  project: ProjectRow,
  projectProductIds: readonly string[],
): Promise<StoredNotifications[]> {
  if (projectProductIds.length === 0) return Promise.resolve([]);
  return storeSupplierNotices(db, project, inArray(projectProducts.id, [...projectProductIds]), 'ANSWER_REQUEST');
}

/** Live delivery and e-mail copies of stored notices, once their request has committed. */
export function deliverSupplierNotices(app: AppContext, what: string, notices: readonly StoredNotifications[]) {
  return afterCommit(what, async () => {
    for (const notice of notices) await deliverNotifications(app, notice);
  });
}
