import type { FaqStatus } from '@shortlist/domain';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { projects } from './projects.js';
import { projectQuestions, sections } from './questions.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec 2 §3 FAQ item: a question asked about a project (optionally about one of its questions or sections), or — with
 * a parent — a reply to it or a supplier's clarification question on it. `asked_by_company_id` is the company of the
 * person who wrote it: a private item (active, not public) is seen by the project's company and that company only.
 */
export const faqItems = pgTable(
  'faq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => faqItems.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<FaqStatus>().notNull().default('DRAFT'),
    rejectReason: text('reject_reason'),
    isPublic: boolean('is_public').notNull().default(true),
    askedByCompanyId: uuid('asked_by_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    questionId: uuid('question_id').references(() => projectQuestions.id, { onDelete: 'set null' }),
    sectionId: uuid('section_id').references(() => sections.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('faq_items_project_created_idx').on(table.projectId, table.createdAt),
    index('faq_items_parent_idx').on(table.parentId),
  ],
);
