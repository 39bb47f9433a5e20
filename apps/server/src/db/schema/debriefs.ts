import type { DebriefSummary } from '@shortlist/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';
import { projectProducts } from './suppliers.js';

/**
 * Issue 38 item 3: an assessment summary sent to an accepted supplier once the winners are chosen, kept as sent
 * (scores that change later leave it as it was). Sending again adds a row; the supplier reads the latest.
 */
export const supplierDebriefs = pgTable(
  'supplier_debriefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    // Kept so the record still names who sent it once their account is gone.
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    summary: jsonb('summary').$type<DebriefSummary>().notNull(),
  },
  (table) => [
    index('supplier_debriefs_product_idx').on(table.projectProductId, table.sentAt),
    index('supplier_debriefs_project_idx').on(table.projectId),
  ],
);
