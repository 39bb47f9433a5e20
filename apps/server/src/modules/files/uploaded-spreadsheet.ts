import { buffer } from 'node:stream/consumers';
import { MESSAGES } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { Workbook } from 'exceljs';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { files } from '../../db/schema/index.js';
import { readWorkbook } from '../../platform/xlsx/index.js';
import { FILE_TYPES } from './file-types.js';

export type FileRow = typeof files.$inferSelect;

/** The caller's own upload: another user's file, even a colleague's, answers as not found. */
export async function findOwnUpload(app: AppContext, viewer: Viewer, fileId: string): Promise<FileRow> {
  if (!isUuid(fileId)) throw notFound('File');
  const [file] = await app.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.uploadedBy, viewer.user.id), eq(files.companyId, viewer.company.id)));
  if (!file) throw notFound('File');
  return file;
}

/**
 * An uploaded file opened as a workbook: only an XLSX (MESSAGES.spreadsheetOnly, also for one exceljs cannot read),
 * and only up to `limit.bytes` (a larger file is refused with `limit.message` before it is read).
 */
export async function openUploadedSpreadsheet(
  app: AppContext,
  file: FileRow,
  limit: { bytes: number; message: string },
): Promise<Workbook> {
  if (file.mimetype !== FILE_TYPES.xlsx.mimetype) throw badInput(MESSAGES.spreadsheetOnly);
  if (file.size > limit.bytes) throw badInput(limit.message);
  const bytes = await buffer(app.storage.read(file.storageKey));
  return readWorkbook(bytes).catch(() => {
    throw badInput(MESSAGES.spreadsheetOnly);
  });
}
