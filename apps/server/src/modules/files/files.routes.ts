import path from 'node:path';
import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, badInput, notFound, unauthenticated } from '../../core/errors.js';
import { assertTakeable, viewerOf } from '../../core/http/index.js';
import { blindDownloadName } from '../../core/tenancy/index.js';
import { files } from '../../db/schema/index.js';
import { canReadFile } from './file-access.js';
import { type FileTypeName, INLINE_MIMETYPES, isFileTypeName } from './file-types.js';
import { discardUploads, type FileRecord, storeUpload } from './store-upload.js';

const MULTIPART_BOUNDARY = /;\s*boundary=("[^"]+"|[^\s;]+)/i;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseAllowedTypes(query: unknown): FileTypeName[] | null {
  const raw = (query as { types?: unknown }).types;
  if (typeof raw !== 'string' || raw === '') return null;
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !isFileTypeName(name));
  if (unknown.length > 0) throw badInput(`Unknown file type: ${unknown.join(', ')}`);
  return names as FileTypeName[];
}

const HOUR_MS = 60 * 60 * 1000;

export function registerFileRoutes(server: FastifyInstance, app: AppContext) {
  const uploadsByUser = app.counters('uploads', HOUR_MS);

  server.post('/api/file/upload', async (request) => {
    const viewer = await viewerOf(app, request);
    if (!viewer) throw unauthenticated();
    if (!request.isMultipart()) throw badInput('Expected a multipart upload');
    // Without a boundary the parts cannot be told apart (busboy would throw a plain error, masked as a 500).
    if (!MULTIPART_BOUNDARY.test(request.headers['content-type'] ?? '')) {
      throw badInput('Expected a multipart upload with a boundary');
    }
    const allowed = parseAllowedTypes(request.query);
    let description = '';
    const stored: FileRecord[] = [];
    try {
      for await (const part of request.parts()) {
        // A field or file name the database cannot store is refused before anything is written.
        assertTakeable(part.fieldname, part.type === 'file' ? part.filename : part.value);
        if (part.type === 'field') {
          if (part.fieldname === 'description') description = String(part.value).slice(0, 1000);
          continue;
        }
        if (!/^file\d+$/.test(part.fieldname)) throw badInput(`Unexpected part ${part.fieldname}; use file0, file1…`);
        if ((await uploadsByUser.count(viewer.user.id)) >= app.config.uploads.perUserPerHour) {
          throw new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyUploads);
        }
        stored.push(await storeUpload(app, viewer, part, { allowed, description }));
        await uploadsByUser.add(viewer.user.id);
      }
    } catch (error) {
      await discardUploads(app, stored);
      throw error;
    }
    if (stored.length === 0) throw badInput(MESSAGES.required, { file0: MESSAGES.required });
    return stored;
  });

  server.get<{ Params: { id: string } }>('/api/file/:id', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    if (!UUID_PATTERN.test(request.params.id)) throw notFound('File');
    const [file] = await app.db.select().from(files).where(eq(files.id, request.params.id));
    if (!file || !viewer || !(await canReadFile(app.db, viewer, file))) throw notFound('File');
    const disposition = INLINE_MIMETYPES.has(file.mimetype) ? 'inline' : 'attachment';
    // Issue 37 blind scoring: another company's answer file is named by its supplier's alias for a blind viewer.
    const blindName = file.companyId === viewer.company.id ? null : await blindDownloadName(app.db, viewer, file.id);
    reply.header('content-type', file.mimetype);
    reply.header('content-length', String(file.size));
    reply.header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeURIComponent(blindName ?? path.basename(file.filename))}`,
    );
    reply.header('cache-control', 'private, max-age=0');
    // Whatever a stored file holds, it runs nothing if a browser is ever talked into rendering it.
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(app.storage.read(file.storageKey));
  });
}
