import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { projects } from './projects.js';
import { branches } from './scoring.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a report covers: the project's answers (spec 2 §7 Generate project report), its client tables, or the record of
 * its procedure (issue 38 item 2, for its owners).
 */
export type ReportKind = 'PROJECT' | 'CLIENT_TABLES' | 'PROCEDURE';
/** Spec 1 §3 Report format. */
export type ReportFormat = 'PDF' | 'XLSX' | 'XLSX_2';
/** Spec 1 §3 Job state, as a report uses it. */
export type ReportStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** The choices of the report dialog (spec 2 §7 Reports), kept as asked. */
export interface ReportOptions {
  productIds: string[];
  comparisonId: string | null;
  skipDescription: boolean;
  includeAnswerScore: boolean;
  includeQuestionWeight: boolean;
  includeNotes: boolean;
  includeClientTables: boolean;
  /** Issue 37 item 3: asked for by a viewer who reads the suppliers as aliases (blind scoring): the file is blind. */
  blind?: boolean;
}

/**
 * A report asked for: made by a background job, its file stored once it is done (at a key of its own, described
 * here, not an uploaded `files` row: only the report's download route serves it, and it counts in no upload quota).
 * The ratings it holds are those of `branch_id` (null with branches off), so only that branch's members may download
 * it. `company_id` is the requester's company: nobody outside it reads the report.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    options: jsonb('options').$type<ReportOptions>().notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('PENDING'),
    fileName: text('file_name'),
    mimetype: text('mimetype'),
    size: bigint('size', { mode: 'number' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [index('reports_project_idx').on(table.projectId, table.createdAt)],
);
