import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { isUuid } from '../../core/viewer/index.js';
import { notifications } from '../../db/schema/index.js';
import { unreadCount } from './notification-queries.js';

/**
 * Marks notifications read (isNew false) or unread. Spec 1 §7: empty ids with isNew false means all of them.
 * Only the user's own notifications change; the new unread count is returned and pushed to their open pages.
 */
export async function changeReadState(
  app: AppContext,
  userId: string,
  input: { ids: readonly string[]; isNew: boolean },
): Promise<number> {
  const all = input.ids.length === 0;
  if (all && input.isNew) throw badInput('Name the notifications to mark as unread');
  if (!input.ids.every(isUuid)) throw badInput('Unknown notification');
  const own = eq(notifications.userId, userId);
  await app.db
    .update(notifications)
    .set({ isNew: input.isNew })
    .where(all ? own : and(own, inArray(notifications.id, [...input.ids])));
  app.pubsub.publish('notification:user', userId, {
    type: 'READ_STATE',
    ids: [...input.ids],
    isNew: input.isNew,
    all,
  });
  return unreadCount(app, userId);
}
