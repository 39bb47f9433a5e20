import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';
import { projectProducts } from './suppliers.js';

/**
 * Issue 37 conflict-of-interest declarations: what a buy-side user declared about one supplier (project product) of a
 * project. Append only: a new declaration is a new row and the latest per user and product counts; rows are never
 * updated or deleted while the project lives. `created_at` is the statement's clock (not the transaction's) so two
 * declarations in one transaction still keep their order.
 */
export const conflictDeclarations = pgTable(
  'conflict_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept so the record still names the declarant once their account is gone.
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    hasConflict: boolean('has_conflict').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('conflict_declarations_product_user_idx').on(table.projectProductId, table.userId, table.createdAt),
    index('conflict_declarations_project_idx').on(table.projectId, table.createdAt),
  ],
);

/**
 * A project owner let a user with a declared conflict read that supplier anyway, with a reason. Append only; it counts
 * for the declarant's declarations made before it (a later declaration of a conflict asks again).
 */
export const conflictAdmissions = pgTable(
  'conflict_admissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    admittedBy: uuid('admitted_by').references(() => users.id, { onDelete: 'set null' }),
    admittedByName: text('admitted_by_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('conflict_admissions_product_user_idx').on(table.projectProductId, table.userId, table.createdAt),
    index('conflict_admissions_project_idx').on(table.projectId, table.createdAt),
  ],
);
