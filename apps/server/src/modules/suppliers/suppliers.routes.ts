import { INVITE_TEMPLATE_PATH } from '@shortlist/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthenticated } from '../../errors.js';
import { viewerForToken, viewerOf } from '../../http/viewer-of-request.js';
import { SESSION_COOKIE } from '../accounts/sessions.js';
import { FILE_TYPES } from '../files/file-types.js';
import { buildInviteTemplate } from './invite-file-template.js';
import { exportProjectSuppliers } from './supplier-export.js';

function sendSpreadsheet(reply: FastifyReply, filename: string, bytes: Buffer, cacheControl: string) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', FILE_TYPES.xlsx.mimetype)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('cache-control', cacheControl)
    .send(bytes);
}

/**
 * The browser navigates to the export, so it cannot send the on-behalf header: an administrator's choice comes as
 * the `onBehalfOf` query instead, under the same rules (resolveViewer).
 */
function exportViewer(app: AppContext, request: FastifyRequest<{ Querystring: { onBehalfOf?: string } }>) {
  const { onBehalfOf } = request.query;
  if (!onBehalfOf) return viewerOf(app, request);
  return viewerForToken(app, request.cookies[SESSION_COOKIE], onBehalfOf);
}

/**
 * Spec 2 §2 the supplier-invitation template (public, built once per process) and spec 2 §6 the supplier export
 * (GET, session cookie). Registered before the web app, whose fallback would otherwise answer the template's path.
 */
export function registerSupplierRoutes(server: FastifyInstance, app: AppContext) {
  let template: Promise<Buffer> | undefined;
  server.get(INVITE_TEMPLATE_PATH, async (_request, reply) => {
    template ??= buildInviteTemplate().catch((error: unknown) => {
      template = undefined;
      throw error;
    });
    return sendSpreadsheet(reply, 'invite_suppliers.xlsx', await template, 'public, max-age=3600');
  });

  server.get<{ Params: { projectId: string }; Querystring: { onBehalfOf?: string } }>(
    '/api/projects/:projectId/suppliers.xlsx',
    async (request, reply) => {
      const viewer = await exportViewer(app, request);
      if (!viewer) throw unauthenticated();
      const { filename, bytes } = await exportProjectSuppliers(app, viewer, request.params.projectId);
      return sendSpreadsheet(reply, filename, bytes, 'private, no-store');
    },
  );
}
