import { randomUUID } from 'node:crypto';
import { DEFAULT_QUESTION_WEIGHT, IMPORT_FILE_MAX_BYTES, IMPORT_MESSAGES, MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../core/errors.js';
import type { Transaction } from '../../db/client.js';
import { files, type ImportSkippedRow, imports, projectQuestions, sections } from '../../db/schema/index.js';
import type { JobQueue, WorkOptions } from '../../platform/jobs/index.js';
import { openUploadedSpreadsheet } from '../files/index.js';
import { withOptionIds } from '../questions/index.js';
import { type ImportedSection, parseQuestionWorkbook } from './parse/index.js';

export const IMPORT_JOB = 'import';

export interface ImportJob {
  importId: string;
}

/** A 70 MB sheet takes a while to unpack and read; one still running after 10 minutes is taken as lost. */
export const IMPORT_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 10 * 60 };

/** Questions per insert: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
/** Progress is written when it has moved this many percent, not per row. */
const PROGRESS_STEP = 10;

/** One job per import at a time, and never two waiting (the import id is the singleton key). */
export function sendImportJob(queue: JobQueue, importId: string): Promise<boolean> {
  return queue.send(IMPORT_JOB, { importId } satisfies ImportJob, { singletonKey: importId });
}

/** Ends a PENDING import, keeping the skipped rows; a finished or deleted one stays as it is. */
async function finish(
  db: AppContext['db'] | Transaction,
  importId: string,
  outcome: { status: 'SUCCESS' | 'FAILED'; skipped?: ImportSkippedRow[]; error?: string },
) {
  return db
    .update(imports)
    .set({
      status: outcome.status,
      progress: 100,
      skipped: outcome.skipped ?? [],
      error: outcome.error ?? null,
      finishedAt: new Date(),
    })
    .where(and(eq(imports.id, importId), eq(imports.status, 'PENDING')))
    .returning({ id: imports.id });
}

/**
 * The parsed sections and their questions as the draft's rows, replacing whatever an earlier attempt left (a retry
 * starts clean): owned by the uploader (the question form needs an owner), PENDING as a new question, the sheet's
 * weight or the default. Three statements, one more per thousand questions.
 */
async function writeDraft(tx: Transaction, draftProjectId: string, ownerId: string, parsed: ImportedSection[]) {
  await tx.delete(sections).where(eq(sections.projectId, draftProjectId));
  const written = parsed.map((section, position) => ({
    row: { id: randomUUID(), projectId: draftProjectId, position, name: section.name, ownerId },
    questions: section.questions,
  }));
  const questionRows = written.flatMap(({ row, questions }) =>
    questions.map((question, position) => ({
      projectId: draftProjectId,
      sectionId: row.id,
      position,
      definition: withOptionIds(question.definition),
      weight: question.weight ?? DEFAULT_QUESTION_WEIGHT,
      ownerId,
    })),
  );
  await tx.insert(sections).values(written.map(({ row }) => row));
  for (let start = 0; start < questionRows.length; start += BATCH) {
    await tx.insert(projectQuestions).values(questionRows.slice(start, start + BATCH));
  }
}

/** Where the progress stands once the file is open (unpacking a large sheet takes most of the time). */
const OPENED = 40;
/** Where it stands once every row is read; the write of the draft takes the rest. */
const PARSED = 90;

/** Writes the import's percent, only while it is PENDING. */
function setProgress(app: AppContext, importId: string, percent: number) {
  return app.db
    .update(imports)
    .set({ progress: percent })
    .where(and(eq(imports.id, importId), eq(imports.status, 'PENDING')));
}

/** The parser's rows read as the part of the progress between OPENED and PARSED, written each PROGRESS_STEP. */
function parseProgress(app: AppContext, importId: string) {
  let written = OPENED;
  return async (read: number, total: number) => {
    const percent = OPENED + Math.floor(((PARSED - OPENED) * read) / Math.max(1, total));
    if (percent < written + PROGRESS_STEP) return;
    written = percent;
    await setProgress(app, importId, percent);
  };
}

/**
 * Spec 3 §7 Parse imported project: opens the uploaded spreadsheet, parses it, and in one transaction writes every
 * section and question into the draft and marks the import SUCCESS with its skipped rows. A file nothing could be
 * read from, or no spreadsheet at all, ends FAILED with its message and nothing written.
 */
export async function runImport(app: AppContext, importId: string): Promise<void> {
  const [row] = await app.db.select().from(imports).where(eq(imports.id, importId));
  if (row?.status !== 'PENDING') return;
  const [file] = row.fileId ? await app.db.select().from(files).where(eq(files.id, row.fileId)) : [];
  if (!file) {
    await finish(app.db, importId, { status: 'FAILED', error: MESSAGES.spreadsheetOnly });
    return;
  }
  const workbook = await openUploadedSpreadsheet(app, file, {
    bytes: IMPORT_FILE_MAX_BYTES,
    message: MESSAGES.fileSizeLimit,
  }).catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
  if (workbook instanceof AppError) {
    await finish(app.db, importId, { status: 'FAILED', error: workbook.message });
    return;
  }
  await setProgress(app, importId, OPENED);
  const parsed = await parseQuestionWorkbook(workbook, parseProgress(app, importId));
  if (parsed.sections.length === 0) {
    await finish(app.db, importId, { status: 'FAILED', skipped: parsed.skipped, error: IMPORT_MESSAGES.nothingUsable });
    return;
  }
  await app.db.transaction(async (tx) => {
    const [done] = await finish(tx, importId, { status: 'SUCCESS', skipped: parsed.skipped });
    // Deleted or finished meanwhile: nothing to write.
    if (done) await writeDraft(tx, row.draftProjectId, row.userId, parsed.sections);
  });
}

/** After the last attempt failed (or when the job could not be sent): FAILED with the spec's apology. */
export async function failImport(app: AppContext, importId: string): Promise<void> {
  await finish(app.db, importId, { status: 'FAILED', error: IMPORT_MESSAGES.failed });
}

/**
 * Registers the import worker at start. A queue that loses its jobs at a stop (in-process, on PGlite) is sent again
 * every import still PENDING: the imports table is the truth.
 */
export async function workImportJobs(
  app: AppContext,
  queue: JobQueue = app.jobs,
  options: Omit<WorkOptions<ImportJob>, 'onFailed'> = IMPORT_JOB_OPTIONS,
): Promise<void> {
  await queue.work<ImportJob>(IMPORT_JOB, ({ importId }) => runImport(app, importId), {
    ...options,
    onFailed: ({ importId }) => failImport(app, importId),
  });
  if (queue.durable) return;
  const pending = await app.db.select({ id: imports.id }).from(imports).where(eq(imports.status, 'PENDING'));
  for (const { id } of pending) await sendImportJob(queue, id);
}
