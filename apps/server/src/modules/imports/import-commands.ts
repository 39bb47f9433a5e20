import { IMPORT_FILE_MAX_BYTES, MESSAGES } from '@shortlist/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { assertImporter } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { imports, projects } from '../../db/schema/index.js';
import { discardUploads, FILE_TYPES, findOwnUpload } from '../files/index.js';
import { insertImportDraft } from './import-draft.js';
import { failImport, sendImportJob } from './import-job.js';
import { findOwnImport, getQuestionImport, type QuestionImportView } from './import-queries.js';

/**
 * Spec 3 §2 Upload File, §7 Parse imported project: the viewer's own upload, an XLSX by its content (the upload
 * recognised it) of at most 70 MB, is recorded as a PENDING import with its empty draft project (kind IMPORT_DRAFT,
 * the company's settings as a new project takes them); a job parses it. Answers at once.
 */
export async function parseImportedProject(
  app: AppContext,
  viewer: Viewer,
  fileId: string,
): Promise<QuestionImportView> {
  assertImporter(viewer);
  const file = await findOwnUpload(app, viewer, fileId);
  if (file.mimetype !== FILE_TYPES.xlsx.mimetype) throw badInput(MESSAGES.spreadsheetOnly);
  if (file.size > IMPORT_FILE_MAX_BYTES) throw badInput(MESSAGES.fileSizeLimit);
  const owner = { companyId: viewer.company.id, userId: viewer.user.id, settings: viewer.company.settings };
  const id = await app.db.transaction(async (tx) => {
    const draftProjectId = await insertImportDraft(tx, owner, file.filename);
    const [created] = await tx
      .insert(imports)
      .values({
        companyId: viewer.company.id,
        userId: viewer.user.id,
        fileId: file.id,
        name: file.filename,
        draftProjectId,
      })
      .returning({ id: imports.id });
    if (!created) throw new Error('Import was not created');
    return created.id;
  });
  const sent = await sendImportJob(app.jobs, id).catch(() => false);
  if (!sent) await failImport(app, id);
  return getQuestionImport(app.db, viewer, id);
}

/**
 * Spec 1 §2 My Uploads delete: the import with its draft (its sections and questions) and its file, unless another
 * import of the same upload still holds it.
 */
export async function deleteQuestionImport(app: AppContext, viewer: Viewer, id: string): Promise<string> {
  const row = await findOwnImport(app.db, viewer, { id });
  const { fileId } = row;
  const [sharing] = fileId
    ? await app.db
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.fileId, fileId), ne(imports.id, row.id)))
        .limit(1)
    : [];
  // The import row goes with its draft project (imports.draft_project_id cascades).
  await app.db.delete(projects).where(eq(projects.id, row.draftProjectId));
  if (fileId && !sharing) await discardUploads(app, [{ id: fileId }]);
  return row.id;
}
