import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { files } from './files.js';
import { projects } from './projects.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Spec 1 §3 Job state, as an import uses it. */
export type ImportStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** A row of the file that could not be read as a question: the sheet, its 1-based row number and why. */
export interface ImportSkippedRow {
  sheet: string;
  row: number;
  reason: string;
}

/**
 * Spec 1 §2 My Uploads, spec 3 §2 Import wizard: an uploaded question file (`file_id`, the uploader's own XLSX) and
 * the draft project (kind IMPORT_DRAFT) a background job parses it into. Only its uploader sees it. The import and
 * its draft go together: deleting the draft cascades to the import, and a trigger (migration 0025) deletes the draft
 * of a deleted import (its uploader removed, say); deleteQuestionImport removes the file too.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    draftProjectId: uuid('draft_project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').$type<ImportStatus>().notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    skipped: jsonb('skipped').$type<ImportSkippedRow[]>().notNull().default([]),
    error: text('error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [index('imports_user_idx').on(table.userId, table.createdAt)],
);
