import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { answers } from './answers.js';
import { projects } from './projects.js';
import { projectProducts } from './suppliers.js';

/**
 * Issue 37 item 4: the rating a project owner records as agreed for an answer whose ratings disagree, with the
 * reason. Append only: a new consensus is a new row and the latest per answer counts; the ratings it settles stay.
 * A changed answer loses its consensus with its ratings (spec 2 §4).
 */
export const consensusRatings = pgTable(
  'consensus_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    // Kept so the record still names who decided once their account is gone.
    decidedByName: text('decided_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consensus_ratings_answer_idx').on(table.answerId, table.createdAt),
    index('consensus_ratings_project_idx').on(table.projectId),
  ],
);
