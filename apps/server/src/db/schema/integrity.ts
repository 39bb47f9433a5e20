import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';

/**
 * Issue 37 sealed answers: each request to open a project's answers before their deadline, with its reason. Append
 * only (never updated or deleted while the project lives): the second distinct user's approval opens the answers
 * (`projects.answers_unsealed_at`), and the rows stay as the record of who opened them and why.
 */
export const unsealApprovals = pgTable(
  'unseal_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept so the record still names the approver once their account is gone.
    userName: text('user_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unseal_approvals_project_idx').on(table.projectId, table.createdAt)],
);
