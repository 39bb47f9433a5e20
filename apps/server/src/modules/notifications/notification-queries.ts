import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { isUuid } from '../../core/viewer/index.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationList {
  results: NotificationRow[];
  /** How many notifications match the filter (all of the user's, or only the unread ones). */
  total: number;
  unread: number;
}

export const NOTIFICATION_PAGE_SIZE = 20;
const NOTIFICATION_PAGE_MAX = 100;

/**
 * The user's notifications, newest first. Older ones are fetched with `before`, the id of the last one shown
 * (spec 1 §4); an id that is not the user's is refused.
 */
export async function listNotifications(
  app: AppContext,
  userId: string,
  options: { onlyNew?: boolean | null; before?: string | null; first?: number | null },
): Promise<NotificationList> {
  const first = options.first ?? NOTIFICATION_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > NOTIFICATION_PAGE_MAX) {
    throw badInput(`Ask for between 1 and ${NOTIFICATION_PAGE_MAX} notifications`);
  }
  const own = eq(notifications.userId, userId);
  const filter = options.onlyNew ? and(own, eq(notifications.isNew, true)) : own;
  const cursor = options.before ? await olderThan(app, userId, options.before) : undefined;
  const [results, [totals], unread] = await Promise.all([
    app.db
      .select()
      .from(notifications)
      .where(and(filter, cursor))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(first),
    app.db.select({ value: count() }).from(notifications).where(filter),
    unreadCount(app, userId),
  ]);
  return { results, total: totals?.value ?? 0, unread };
}

async function olderThan(app: AppContext, userId: string, before: string): Promise<SQL | undefined> {
  const [last] = isUuid(before)
    ? await app.db
        .select({ createdAt: notifications.createdAt, id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, before), eq(notifications.userId, userId)))
    : [];
  if (!last) throw badInput('The cursor does not name one of your notifications');
  return or(
    lt(notifications.createdAt, last.createdAt),
    and(eq(notifications.createdAt, last.createdAt), lt(notifications.id, last.id)),
  );
}

export async function unreadCount(app: AppContext, userId: string): Promise<number> {
  const [unread] = await app.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isNew, true)));
  return unread?.value ?? 0;
}

export async function findNotification(app: AppContext, userId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
}
