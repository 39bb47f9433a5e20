import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { viewerForToken, viewerOf } from '../../core/http/index.js';
import { SESSION_COOKIE } from '../../core/viewer/index.js';
import { FILE_TYPES } from './file-types.js';

/** A download named `filename`: an ASCII fallback beside the UTF-8 name. */
export function attachmentNamed(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends an XLSX as a download named `filename`. */
export function sendSpreadsheet(reply: FastifyReply, filename: string, bytes: Buffer, cacheControl: string) {
  return reply
    .header('content-type', FILE_TYPES.xlsx.mimetype)
    .header('content-disposition', attachmentNamed(filename))
    .header('cache-control', cacheControl)
    .send(bytes);
}

export type DownloadRequest = FastifyRequest<{ Querystring: { onBehalfOf?: string } }>;

/**
 * The viewer of a download the browser navigates to. A navigation cannot send the on-behalf header, so an
 * administrator's choice comes as the `onBehalfOf` query instead, under the same rules (resolveViewer).
 */
export function downloadViewer(app: AppContext, request: DownloadRequest) {
  const { onBehalfOf } = request.query;
  if (!onBehalfOf) return viewerOf(app, request);
  return viewerForToken(app, request.cookies[SESSION_COOKIE], onBehalfOf);
}
