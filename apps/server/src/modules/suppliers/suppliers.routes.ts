import { INVITE_TEMPLATE_PATH } from '@shortlist/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthenticated } from '../../core/errors.js';
import { downloadViewer, sendSpreadsheet } from '../files/index.js';
import { buildInviteTemplate } from './invite-file-template.js';
import { exportProjectSuppliers } from './supplier-export.js';

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
      const viewer = await downloadViewer(app, request);
      if (!viewer) throw unauthenticated();
      const { filename, bytes } = await exportProjectSuppliers(app, viewer, request.params.projectId);
      return sendSpreadsheet(reply, filename, bytes, 'private, no-store');
    },
  );
}
