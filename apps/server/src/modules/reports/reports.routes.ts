import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound, unauthenticated } from '../../core/errors.js';
import { attachmentNamed, downloadViewer } from '../files/index.js';
import { registerOcdsRoutes } from './ocds/ocds.routes.js';
import { findReadableReport } from './report-access.js';

/**
 * GET /api/reports/{id}/file: a finished report's file, to whoever could have asked for it (report-access.ts); 401
 * signed out; to anyone else, and before the file is there, 404. Also the open-contracting export (ocds/).
 */
export function registerReportRoutes(server: FastifyInstance, app: AppContext) {
  server.get<{ Params: { id: string }; Querystring: { onBehalfOf?: string } }>(
    '/api/reports/:id/file',
    async (request, reply) => {
      const viewer = await downloadViewer(app, request);
      if (!viewer) throw unauthenticated();
      const { report, file } = await findReadableReport(app.db, viewer, request.params.id);
      if (report.status !== 'SUCCESS' || !file) throw notFound('Report');
      return reply
        .header('content-type', file.mimetype)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentNamed(file.filename))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(app.storage.read(file.storageKey));
    },
  );
  registerOcdsRoutes(server, app);
}
