import type { QuestionDefinition, QuestionStatus } from '@shortlist/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { libraryQuestions } from './library.js';
import { projects } from './projects.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const userColumn = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Spec 3 §3 Project section: the sections of a project's questionnaire, in `position` order (dense, from 0). A
 * section that comes from a template is `is_readonly` (it cannot be amended). The owner's due date is a project date
 * (a New York day at midday UTC).
 */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ownerId: userColumn('owner_id'),
    approverId: userColumn('approver_id'),
    ownerDeadline: instant('owner_deadline'),
    isReadonly: boolean('is_readonly').notNull().default(false),
    // The QUESTIONS search that wrote the section (its questions are AI suggestions): a mark, kept when that search's
    // row is replaced or cancelled (no foreign key); the project's next QUESTIONS search replaces every marked section.
    aiSearchId: uuid('ai_search_id'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sections_project_position_idx').on(table.projectId, table.position),
    // The tenant rule finds the projects a user owns or approves a section of; deleting a user clears them.
    index('sections_owner_idx').on(table.ownerId, table.projectId),
    index('sections_approver_idx').on(table.approverId, table.projectId),
  ],
);

/**
 * Spec 3 §3 Project question: a question of a section (in `position` order, dense from 0), its content as the
 * domain's parsed QuestionDefinition, its weight (1–5), assignment and approval (spec 3 §4).
 * `source_question_id` names the library question it was copied from (cleared when that question is deleted).
 */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceQuestionId: uuid('source_question_id').references(() => libraryQuestions.id, { onDelete: 'set null' }),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    weight: integer('weight').notNull().default(1),
    ownerId: userColumn('owner_id'),
    approverId: userColumn('approver_id'),
    status: text('status').$type<QuestionStatus>().notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    isPrivate: boolean('is_private').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('project_questions_project_position_idx').on(table.projectId, table.position),
    index('project_questions_section_position_idx').on(table.sectionId, table.position),
    index('project_questions_owner_idx').on(table.ownerId, table.projectId),
    index('project_questions_approver_idx').on(table.approverId, table.projectId),
  ],
);

/**
 * How many times a project's questionnaire (its sections and questions) has changed: bumped by database triggers on
 * every insert, update or delete of either table (migration 0018), whichever code path writes them, so a copy of the
 * questionnaire kept in memory (modules/answers/questionnaire-skeleton.ts) knows when it is stale.
 */
export const questionnaireVersions = pgTable('questionnaire_versions', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
});
