import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthenticated } from '../../core/errors.js';
import { attachmentNamed, downloadViewer } from '../files/index.js';
import { companyExport } from './company-export.js';

/** Issue 38: GET /api/company-export.zip: a terminated company's data, for its administrators during the export days. */
export function registerRetentionRoutes(server: FastifyInstance, app: AppContext) {
  server.get<{ Querystring: { onBehalfOf?: string } }>('/api/company-export.zip', async (request, reply) => {
    const viewer = await downloadViewer(app, request);
    if (!viewer) throw unauthenticated();
    const { filename, bytes } = await companyExport(app, viewer, new Date());
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentNamed(filename))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
