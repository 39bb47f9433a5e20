import { ERROR_CODES, OCDS_TEXTS, ocdsFileName } from '@shortlist/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { AppError, unauthenticated } from '../../../core/errors.js';
import { findBrokerProject } from '../../../core/tenancy/index.js';
import { attachmentNamed, downloadViewer } from '../../files/index.js';
import { loadOcdsData } from './ocds-data.js';
import { ocdsPackage } from './ocds-release.js';

/**
 * Issue 38 item 4, GET /api/projects/{projectId}/ocds.json: the project as an OCDS 1.1 release package, to its owners
 * (ownsProject) only. Signed out 401; a supplier or client 403; another company's project (or a deleted one) 404, as
 * every project download answers; a buy-side user of the company who does not own the project 403.
 */
export function registerOcdsRoutes(server: FastifyInstance, app: AppContext) {
  server.get<{ Params: { projectId: string }; Querystring: { onBehalfOf?: string } }>(
    '/api/projects/:projectId/ocds.json',
    async (request, reply) => {
      const viewer = await downloadViewer(app, request);
      if (!viewer) throw unauthenticated();
      const { project, isProjectOwner } = await findBrokerProject(app.db, viewer, request.params.projectId);
      if (!isProjectOwner) throw new AppError(403, ERROR_CODES.forbidden, OCDS_TEXTS.notOwner);
      const data = await loadOcdsData(app.db, project);
      const body = ocdsPackage(data, { publicUrl: app.config.publicUrl, now: new Date() });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachmentNamed(ocdsFileName(project.name)))
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(body, null, 2));
    },
  );
}
