import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError, badInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { files } from '../../db/schema/index.js';
import { sha256OfStream } from '../../platform/files/index.js';
import { detectFileType, FILE_TYPES, type FileTypeName, UNKNOWN_CONTENT_TYPE } from './file-types.js';

export interface FileRecord {
  id: string;
  filename: string;
  url: string;
  mimetype: string;
  size: number;
  description: string;
}

const fileUrl = (id: string) => `/api/file/${id}`;

function invalidTypeMessage(allowed: FileTypeName[]): string {
  if (allowed.length === 1 && allowed[0] === 'xlsx') return MESSAGES.spreadsheetOnly;
  return `The file format is invalid. Please use ${allowed.map((name) => FILE_TYPES[name].label).join(', ')} files only`;
}

/** The company's stored bytes plus this file must stay within FILE_STORAGE_QUOTA_MB. */
async function assertWithinQuota(app: AppContext, companyId: string, size: number) {
  const [usage] = await app.db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.companyId, companyId));
  const { companyQuotaBytes } = app.config.uploads;
  if (Number(usage?.bytes ?? 0) + size > companyQuotaBytes) {
    throw new AppError(
      413,
      'STORAGE_QUOTA_EXCEEDED',
      MESSAGES.storageQuota(Math.floor(companyQuotaBytes / 1024 / 1024)),
    );
  }
}

/**
 * Streams one uploaded part to a temporary file, checks its size and (when the caller restricts types) its content,
 * then moves it into storage and records it. A refused file leaves nothing behind.
 */
export async function storeUpload(
  app: AppContext,
  viewer: Viewer,
  part: MultipartFile,
  options: { allowed: FileTypeName[] | null; description: string },
): Promise<FileRecord> {
  const temporaryDir = path.join(app.config.dataDir, 'tmp');
  await mkdir(temporaryDir, { recursive: true });
  const temporary = path.join(temporaryDir, randomUUID());
  try {
    await pipeline(part.file, createWriteStream(temporary));
    const { size } = await stat(temporary);
    if (part.file.truncated || size > UPLOAD_LIMIT_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.fileSizeLimit);
    }
    await assertWithinQuota(app, viewer.company.id, size);
    const detected = await detectFileType(temporary);
    if (options.allowed && (detected === null || !options.allowed.includes(detected))) {
      throw badInput(invalidTypeMessage(options.allowed), { [part.fieldname]: invalidTypeMessage(options.allowed) });
    }
    const sha256 = await sha256OfStream(createReadStream(temporary));
    const storageKey = `${viewer.company.id}/${randomUUID()}`;
    await app.storage.put(storageKey, createReadStream(temporary));
    const [row] = await app.db
      .insert(files)
      .values({
        companyId: viewer.company.id,
        uploadedBy: viewer.user.id,
        filename: path.basename(part.filename || 'file').slice(0, 255),
        mimetype: detected ? FILE_TYPES[detected].mimetype : UNKNOWN_CONTENT_TYPE,
        size,
        description: options.description,
        storageKey,
        sha256,
      })
      .returning()
      .catch(async (error: unknown) => {
        await app.storage.remove(storageKey);
        throw error;
      });
    if (!row) throw new Error('File was not recorded');
    return {
      id: row.id,
      filename: row.filename,
      url: fileUrl(row.id),
      mimetype: row.mimetype,
      size: row.size,
      description: row.description,
    };
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Removes stored files and their rows: those an upload request stored before one of its later parts failed (so the
 * refusal keeps none of it), or a deleted import's spreadsheet.
 */
export async function discardUploads(app: AppContext, records: ReadonlyArray<Pick<FileRecord, 'id'>>): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((record) => record.id);
  const removed = await app.db.delete(files).where(inArray(files.id, ids)).returning({ storageKey: files.storageKey });
  await Promise.all(removed.map((row) => app.storage.remove(row.storageKey)));
}
