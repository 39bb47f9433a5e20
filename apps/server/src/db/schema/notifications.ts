import type { NotificationKind } from '@shortlist/domain';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** What a notification shows beside its kind; a snapshot taken when the event happened (spec 1 §3 Notification). */
export interface NotificationPayload {
  project?: {
    id: string;
    name: string;
    type: string;
    clientName: string | null;
    questionsSubmissionDeadline: string | null;
  };
  product?: { id: string; name: string; productName: string; vendorName: string };
  days?: number;
  role?: string;
  isProductOwner?: boolean;
  isDomainExpert?: boolean;
  resubmit?: boolean;
  /** Free text for kinds that carry one, e.g. a template name or a search keyword. */
  subject?: string;
}

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    // The projects and products tables arrive with their areas; these ids point into them.
    projectId: uuid('project_id'),
    productId: uuid('product_id'),
    payload: jsonb('payload').$type<NotificationPayload>().notNull().default({}),
    isNew: boolean('is_new').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc())],
);
