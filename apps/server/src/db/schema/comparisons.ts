import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';
import { projectQuestions } from './questions.js';
import { branches } from './scoring.js';
import { projectProducts } from './suppliers.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec 2 §3 Comparison: a side-by-side view of chosen accepted products on chosen approved questions. Private ones are
 * their creator's alone. With branches on, a comparison is made in a branch (its ratings and notes are the branch's)
 * and is seen by that branch's members only; with branches off `branch_id` is null.
 */
export const comparisons = pgTable(
  'comparisons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    showNotes: boolean('show_notes').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('comparisons_project_idx').on(table.projectId, table.createdAt)],
);

/** The products a comparison shows, in its column order. */
export const comparisonProducts = pgTable(
  'comparison_products',
  {
    comparisonId: uuid('comparison_id')
      .notNull()
      .references(() => comparisons.id, { onDelete: 'cascade' }),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.comparisonId, table.projectProductId] })],
);

/** The questions a comparison shows (their sections follow from the questions). */
export const comparisonQuestions = pgTable(
  'comparison_questions',
  {
    comparisonId: uuid('comparison_id')
      .notNull()
      .references(() => comparisons.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => projectQuestions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.comparisonId, table.questionId] })],
);
