import { DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE_MAX, MESSAGES, PAGE_MAX } from '@shortlist/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { parseInput, unauthenticated } from '../../core/errors.js';
import { viewerOf } from '../../core/http/index.js';
import { searchClients } from './client-queries.js';

const searchQuerySchema = z.object({
  q: z.string().trim().max(300).optional().default(''),
  page: z.coerce
    .number()
    .int(MESSAGES.pageRange(PAGE_MAX))
    .min(1, MESSAGES.pageRange(PAGE_MAX))
    .max(PAGE_MAX, MESSAGES.pageRange(PAGE_MAX))
    .optional()
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional().default(DEFAULT_PAGE_SIZE),
});

/** Spec 1 §7: GET /api/clients/search?q&page&pageSize → { items: [{ id, title, description, domain }], total }. */
export function registerClientRoutes(server: FastifyInstance, app: AppContext) {
  server.get('/api/clients/search', async (request) => {
    const viewer = await viewerOf(app, request);
    if (!viewer) throw unauthenticated();
    return searchClients(app, viewer, parseInput(searchQuerySchema, request.query));
  });
}
