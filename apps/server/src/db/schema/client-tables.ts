import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const projectColumn = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * Spec 2 §3 Client table: a data table of a project's client discovery, its columns, rows and cells in `data`.
 * `version` grows with every save, so that the later of two people saving one table is told of the conflict.
 */
export const clientTables = pgTable(
  'client_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectColumn(),
    name: text('name').notNull(),
    visibleToVendor: boolean('visible_to_vendor').notNull().default(false),
    data: jsonb('data').notNull(),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('client_tables_project_idx').on(table.projectId, table.position)],
);

/**
 * Spec 2 §3 Client member: a person of the end client invited by e-mail to fill a project's client tables. `user_id`
 * is set once the invitee has an account (registered through the invitation, or already had one).
 */
export const clientMembers = pgTable(
  'client_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectColumn(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: instant('invited_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('client_members_project_email_idx').on(table.projectId, table.email),
    index('client_members_user_idx').on(table.userId),
  ],
);
