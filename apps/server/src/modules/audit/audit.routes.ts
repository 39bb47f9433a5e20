import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { parseInput, unauthenticated } from '../../core/errors.js';
import { attachmentNamed, downloadViewer } from '../files/index.js';
import { auditCsvLines, auditCsvName } from './audit-csv.js';
import { auditScope } from './audit-scope.js';

const instant = z.coerce.date({ message: 'Not a date' }).optional();

const querySchema = z.object({
  companyId: z.string().optional(),
  userId: z.string().optional(),
  projectId: z.string().optional(),
  // Repeated (`kinds=a&kinds=b`) or comma-separated.
  kinds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((kinds) =>
      kinds === undefined
        ? []
        : [kinds]
            .flat()
            .flatMap((kind) => kind.split(','))
            .filter(Boolean),
    ),
  from: instant,
  to: instant,
  onBehalfOf: z.string().optional(),
});

/**
 * Issue 38: GET /api/audit-trail.csv?companyId&userId&projectId&kinds&from&to: the filtered trail the viewer may read
 * (the scope of the auditEntries query), newest first, streamed a batch at a time.
 */
export function registerAuditRoutes(server: FastifyInstance, app: AppContext) {
  server.get<{ Querystring: Record<string, string | string[]> & { onBehalfOf?: string } }>(
    '/api/audit-trail.csv',
    async (request, reply) => {
      const viewer = await downloadViewer(app, request);
      if (!viewer) throw unauthenticated();
      const { onBehalfOf: _onBehalfOf, ...filter } = parseInput(querySchema, request.query);
      const { reader, where } = await auditScope(app.db, viewer, filter);
      const filename = await auditCsvName(app.db, reader, filter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentNamed(filename))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(auditCsvLines(app.db, where)));
    },
  );
}
