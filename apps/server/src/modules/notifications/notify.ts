import { type NotificationKind, notificationLink, notificationSwitchOf, notificationText } from '@shortlist/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { type NotificationPayload, notifications, users } from '../../db/schema/index.js';
import { notificationMail } from '../../platform/mail/index.js';

export interface NewNotification {
  kind: NotificationKind;
  projectId?: string;
  productId?: string;
  payload?: NotificationPayload;
}

type UserRow = typeof users.$inferSelect;

const SWITCH_COLUMN = {
  projectStatusUpdate: 'notifyProjectStatusUpdate',
  newNotification: 'notifyNewNotification',
  newFaqQuestion: 'notifyNewFaqQuestion',
} as const satisfies Record<string, keyof UserRow>;

/**
 * The one function every area calls when something happens that users should hear about: stores a notification per
 * receiver, delivers it live to their open pages (on any server instance) and e-mails a copy to those whose switch
 * for this kind is on.
 */
export async function notify(app: AppContext, userIds: readonly string[], notification: NewNotification) {
  const stored = await storeNotifications(app.db, userIds, notification);
  await deliverNotifications(app, stored);
  return stored.rows;
}

export type StoredNotifications = Awaited<ReturnType<typeof storeNotifications>>;

/**
 * Stores a notification per receiver in `db` — a transaction's, when the notification must commit with the change it
 * tells of. deliverNotifications sends them once committed.
 */
export async function storeNotifications(db: Database, userIds: readonly string[], notification: NewNotification) {
  const receivers = [...new Set(userIds)];
  const payload = notification.payload ?? {};
  const rows =
    receivers.length === 0
      ? []
      : await db
          .insert(notifications)
          .values(
            receivers.map((userId) => ({
              userId,
              kind: notification.kind,
              projectId: notification.projectId ?? payload.project?.id ?? null,
              productId: notification.productId ?? payload.product?.id ?? null,
              payload,
            })),
          )
          .returning();
  return { kind: notification.kind, payload, receivers, rows };
}

/** Live delivery to the receivers' open pages and the e-mail copies of stored notifications. */
export async function deliverNotifications(app: AppContext, stored: StoredNotifications) {
  if (stored.rows.length === 0) return;
  for (const row of stored.rows) {
    app.pubsub.publish('notification:user', row.userId, { type: 'CREATED', notificationId: row.id });
  }
  await mailCopies(app, stored.receivers, stored.kind, stored.payload);
}

async function mailCopies(app: AppContext, userIds: string[], kind: NotificationKind, payload: NotificationPayload) {
  const column = SWITCH_COLUMN[notificationSwitchOf(kind)];
  const receivers = await app.db.select().from(users).where(inArray(users.id, userIds));
  const content = { kind, ...payload, product: payload.product ?? null, project: payload.project ?? null };
  const text = notificationText(content);
  const url = `${app.config.publicUrl}${notificationLink(content) ?? '/'}`;
  for (const user of receivers) {
    if (user.status !== 'ACTIVE' || !user[column]) continue;
    await app.mailer.send(notificationMail(user.email, user.firstName, text, url));
  }
}
