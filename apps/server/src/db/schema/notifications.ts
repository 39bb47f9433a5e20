import type { NotificationKind } from '@shortlist/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';

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
  /** A supplier's participation has accepted the invitation (AWAITING_ANSWERS: it answers, or must accept first). */
  accepted?: boolean;
  /** WINNERS_SELECTED: the supplier's product is one of the winners. */
  winner?: boolean;
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

/** What a claim of a reminder holds besides what it reminds of: the deadline, how many days before, whom, when. */
export const reminderClaimColumns = () => ({
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  days: integer('days').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per deadline reminder sent: the key (project, kind, deadline, days, user) is claimed with ON CONFLICT DO
 * NOTHING before notifying, so two server instances running the reminder job never send one twice. The deadline is
 * part of the key so a moved deadline is reminded of again.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    ...reminderClaimColumns(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.kind, table.deadline, table.days, table.userId] })],
);
