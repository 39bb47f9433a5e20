import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { assertReadsImports } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import type { ImportSkippedRow, ImportStatus } from '../../db/schema/index.js';
import { imports, projectQuestions, sections } from '../../db/schema/index.js';

export type ImportRow = typeof imports.$inferSelect;

/** Spec 1 §2 My Uploads: an uploaded question file and the draft it is parsed into. */
export interface QuestionImportView {
  id: string;
  name: string;
  status: ImportStatus;
  progress: number;
  uploadedAt: Date;
  draftProjectId: string;
  sectionCount: number;
  questionCount: number;
  skippedRows: ImportSkippedRow[];
  error: string | null;
}

const sectionCount = sql<number>`(select count(*) from ${sections}
  where ${sections.projectId} = ${imports.draftProjectId})`.mapWith(Number);
const questionCount = sql<number>`(select count(*) from ${projectQuestions}
  where ${projectQuestions.projectId} = ${imports.draftProjectId})`.mapWith(Number);

const selectViews = (db: Database) => db.select({ row: imports, sectionCount, questionCount }).from(imports);

const toView = ({ row, ...counts }: { row: ImportRow; sectionCount: number; questionCount: number }) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  progress: row.progress,
  uploadedAt: row.createdAt,
  draftProjectId: row.draftProjectId,
  skippedRows: row.skipped,
  error: row.error,
  ...counts,
});

/** The viewer's own imports: another user's, even a colleague's, is never among them. */
const ownImports = (viewer: Viewer) =>
  and(eq(imports.userId, viewer.user.id), eq(imports.companyId, viewer.company.id));

/** One of the viewer's own imports, by id or by its draft; anything else answers 'Import not found'. */
export async function findOwnImport(
  db: Database,
  viewer: Viewer,
  key: { id: string } | { draftProjectId: string },
): Promise<ImportRow> {
  assertReadsImports(viewer);
  const id = 'id' in key ? key.id : key.draftProjectId;
  if (!isUuid(id)) throw notFound('Import');
  const column = 'id' in key ? imports.id : imports.draftProjectId;
  const [row] = await db
    .select()
    .from(imports)
    .where(and(ownImports(viewer), eq(column, id)));
  if (!row) throw notFound('Import');
  return row;
}

/** Spec 3 §2: one of the viewer's imports with its draft's counts (one statement); otherwise 'Import not found'. */
export async function getQuestionImport(db: Database, viewer: Viewer, id: string): Promise<QuestionImportView> {
  assertReadsImports(viewer);
  if (!isUuid(id)) throw notFound('Import');
  const [found] = await selectViews(db).where(and(ownImports(viewer), eq(imports.id, id)));
  if (!found) throw notFound('Import');
  return toView(found);
}

const SORTABLE = { name: imports.name, uploadedAt: imports.createdAt };

/** Spec 1 §2 My Uploads: the viewer's own imports, newest first unless asked, the keyword on the name. Two statements. */
export async function listQuestionImports(
  app: AppContext,
  viewer: Viewer,
  pagination: PageArgs | null | undefined,
): Promise<Page<QuestionImportView>> {
  assertReadsImports(viewer);
  const window = pageWindow(pagination);
  const where = and(ownImports(viewer), window.keyword ? ilike(imports.name, likePattern(window.keyword)) : undefined);
  const order = pageOrder(SORTABLE, pagination?.sort, { field: 'uploadedAt', direction: 'DESC' }, imports.id);
  const [rows, [counted]] = await Promise.all([
    selectViews(app.db)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(imports).where(where),
  ]);
  return { results: rows.map(toView), total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}
