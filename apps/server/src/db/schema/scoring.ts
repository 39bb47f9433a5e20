import type { ScoringType } from '@shortlist/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { answers } from './answers.js';
import { projects } from './projects.js';
import { projectQuestions } from './questions.js';
import { projectProducts } from './suppliers.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const userColumn = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Spec 2 §3 Branch: a private scoring of a project (enableBranches) by its members, in its own scoring type, fixed at
 * creation. Its ratings, weights and notes are seen inside it only.
 */
export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scoringType: text('scoring_type').$type<ScoringType>().notNull(),
    createdBy: userColumn('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('branches_project_idx').on(table.projectId)],
);

/** A branch's members (its creator among them). */
export const branchMembers = pgTable(
  'branch_members',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.userId] }),
    index('branch_members_user_idx').on(table.userId),
  ],
);

/** The scope a scoring row belongs to: a branch, or null for the project's shared scoring (branches off). */
const branchColumn = () => uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' });

/** What a rating and a note have in common: one answer (and its product, so a product's figures read one table) in one scope. */
const answerScopeColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  branchId: branchColumn(),
  answerId: uuid('answer_id')
    .notNull()
    .references(() => answers.id, { onDelete: 'cascade' }),
  projectProductId: uuid('project_product_id')
    .notNull()
    .references(() => projectProducts.id, { onDelete: 'cascade' }),
});

/**
 * An answer's rating (spec 2 §9: -1 No Rate, 0 Failed, 1 to 5) in one scope. A changed answer loses its ratings in
 * every scope (spec 2 §4); the answer's product is kept beside it so a product's score reads one table.
 */
export const answerRatings = pgTable(
  'answer_ratings',
  {
    ...answerScopeColumns(),
    rating: integer('rating').notNull(),
    ratedBy: userColumn('rated_by'),
    ratedAt: instant('rated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('answer_ratings_scope_answer_key').on(table.branchId, table.answerId).nullsNotDistinct(),
    index('answer_ratings_answer_idx').on(table.answerId),
    index('answer_ratings_product_idx').on(table.projectProductId),
  ],
);

/** Spec 2 §3 Answer notes (value, updatedAt, updatedBy) kept while scoring, in one scope. */
export const answerNotes = pgTable(
  'answer_notes',
  {
    ...answerScopeColumns(),
    notes: text('notes').notNull(),
    updatedBy: userColumn('updated_by'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('answer_notes_scope_answer_key').on(table.branchId, table.answerId).nullsNotDistinct(),
    index('answer_notes_answer_idx').on(table.answerId),
  ],
);

/**
 * A question's weight inside a branch (spec 2 §6: with branches on, weights are set per branch); without a row the
 * question's own weight (project_questions.weight, the shared scoring's) applies.
 */
export const branchQuestionWeights = pgTable(
  'branch_question_weights',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => projectQuestions.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull(),
    updatedBy: userColumn('updated_by'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.questionId] }),
    index('branch_question_weights_question_idx').on(table.questionId),
  ],
);
