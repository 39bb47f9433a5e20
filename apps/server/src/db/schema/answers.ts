import type { AnswerRequestStatus } from '@shortlist/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';
import { projectQuestions } from './questions.js';
import { projectProducts } from './suppliers.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const userColumn = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Spec 2 §3 Answer: a supplier's answer (through its participation, a project product) to a project question. `value`
 * and `secondary_value` hold the domain's AnswerValue and AnswerSecondaryValue for the question's type. `version` grows
 * with every change: a save names the version it was typed over, which makes a repeated save harmless and a save over
 * someone else's change a conflict. Its ratings live in answer_ratings (per scoring scope); a changed answer clears them (spec 2 §4 Answer states).
 */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => projectQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value'),
    secondaryValue: jsonb('secondary_value'),
    notApplicable: boolean('not_applicable').notNull().default(false),
    notApplicableDescription: text('not_applicable_description'),
    isDraft: boolean('is_draft').notNull().default(false),
    status: text('status').$type<AnswerRequestStatus>(),
    requestNote: text('request_note'),
    requestedAt: instant('requested_at'),
    requestedBy: userColumn('requested_by'),
    answeredAt: instant('answered_at'),
    answeredBy: userColumn('answered_by'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('answers_product_question_idx').on(table.projectProductId, table.questionId),
    index('answers_question_idx').on(table.questionId),
  ],
);

/**
 * Issue 37: a submission receipt, one row per submission or resubmission (never updated or deleted while the product
 * lasts). `submitted_at` is the instant written to the product's answers_submitted_at; `digest` the SHA-256 of the
 * answers then (domain receiptDigest); `submitted_by` null when answers closed at their own deadline.
 */
export const submissionReceipts = pgTable(
  'submission_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    submittedAt: instant('submitted_at').notNull(),
    digest: text('digest').notNull(),
    submittedBy: userColumn('submitted_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('submission_receipts_product_idx').on(table.projectProductId, table.submittedAt),
    index('submission_receipts_digest_idx').on(table.digest),
  ],
);
