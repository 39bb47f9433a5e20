import type { QuestionDefinition, QuestionType } from '@shortlist/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const userColumn = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
const companyColumn = () => uuid('company_id').references(() => companies.id, { onDelete: 'cascade' });

/**
 * Spec 3 §2, §3 the question library (MeshVault): a company's questions, its content as the domain's parsed
 * QuestionDefinition. A company sees its own questions and the public ones of every company. `type` and the
 * lower-case `search_label` are generated from the definition for the filters; the trigram index serves the
 * keyword filter (every word a substring of the label).
 */
export const libraryQuestions = pgTable(
  'library_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn().notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    type: text('type').$type<QuestionType>().notNull().generatedAlwaysAs(sql`("definition" ->> 'type')`),
    searchLabel: text('search_label').notNull().generatedAlwaysAs(sql`lower("definition" ->> 'label')`),
    /**
     * The ids of its tags, kept equal to library_question_tags by a trigger (migration 0010) so that the search
     * filters and counts tags without joining: the link table stays the one that is written.
     */
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    isPublic: boolean('is_public').notNull().default(false),
    isExternal: boolean('is_external').notNull().default(false),
    createdBy: userColumn('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('library_questions_company_idx').on(table.companyId, table.createdAt.desc(), table.id),
    index('library_questions_public_idx').on(table.createdAt.desc(), table.id).where(sql`${table.isPublic}`),
    index('library_questions_label_trgm_idx').using('gin', sql`${table.searchLabel} gin_trgm_ops`),
    // The AI question generation (modules/ai) finds labels by full-text search too.
    index('library_questions_label_search_idx').using(
      'gin',
      sql`to_tsvector('english'::regconfig, ${table.searchLabel})`,
    ),
    index('library_questions_created_by_idx').on(table.createdBy),
  ],
);

/** Spec 3 §3 Question history entry: every saved content of a library question; the newest is the current one. */
export const libraryQuestionVersions = pgTable(
  'library_question_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => libraryQuestions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    updatedBy: userColumn('updated_by'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('library_question_versions_question_version_idx').on(table.questionId, table.version)],
);

/**
 * Spec 3 §3 Tag: a private tag belongs to a company (`company_id`) and is visible only to its users; a public tag has
 * no company. Labels are unique, case ignored, within a company and among public tags.
 */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    label: text('label').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tags_company_label_idx')
      .on(table.companyId, sql`lower(${table.label})`)
      .where(sql`${table.companyId} is not null`),
    uniqueIndex('tags_public_label_idx').on(sql`lower(${table.label})`).where(sql`${table.companyId} is null`),
  ],
);

export const libraryQuestionTags = pgTable(
  'library_question_tags',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => libraryQuestions.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.tagId] }),
    index('library_question_tags_tag_idx').on(table.tagId, table.questionId),
  ],
);

/**
 * Spec 3 §3 Library group: a company's groups, nested at most 3 levels (`parent_id`), in `position` order among
 * their siblings. Sibling names are unique (trimmed, case ignored); deleting a group deletes its subgroups.
 */
export const libraryGroups = pgTable(
  'library_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => libraryGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('library_groups_sibling_name_idx').on(
      table.companyId,
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
    index('library_groups_parent_idx').on(table.parentId),
  ],
);

/** The questions linked to a group, in the order they were linked; a question may be in several groups. */
export const libraryGroupQuestions = pgTable(
  'library_group_questions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => libraryGroups.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => libraryQuestions.id, { onDelete: 'cascade' }),
    linkedAt: instant('linked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.questionId] }),
    index('library_group_questions_question_idx').on(table.questionId),
  ],
);

const facetColumns = () => ({
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  isPublic: boolean('is_public').notNull(),
  isExternal: boolean('is_external').notNull(),
  type: text('type').$type<QuestionType>().notNull(),
  count: integer('count').notNull(),
});

/**
 * How many library questions each company has of each type, split by public and external: kept by a trigger
 * (migration 0011) so that the library's first page counts its types without reading 20,000 questions.
 */
export const libraryTypeCounts = pgTable('library_type_counts', facetColumns(), (table) => [
  primaryKey({ columns: [table.companyId, table.isPublic, table.isExternal, table.type] }),
]);

/** The same per tag: how many of those questions carry each tag (migration 0011). */
export const libraryTagCounts = pgTable(
  'library_tag_counts',
  { ...facetColumns(), tagId: uuid('tag_id').notNull() },
  (table) => [primaryKey({ columns: [table.companyId, table.isPublic, table.isExternal, table.type, table.tagId] })],
);
