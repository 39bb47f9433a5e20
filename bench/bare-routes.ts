import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../apps/server/src/app-context.js';
import { resolveViewer } from '../apps/server/src/core/viewer/index.js';
import type { ProjectViewPart } from '../apps/server/src/modules/projects/index.js';
import { listProjects } from '../apps/server/src/modules/projects/index.js';

const LIST_PARTS: ReadonlySet<ProjectViewPart> = new Set(['client', 'projectServiceTypes', 'members']);
const STATIC_ANSWER = JSON.stringify({ data: { config: { termsVersion: '2025.08.28' } } });

/**
 * The baselines the GraphQL scenarios are compared with: plain Fastify routes in the same server process, doing the
 * same reads through the same database pool, without GraphQL or the application's hooks. Registered on a bare
 * Fastify instance by the bench's own server entry only.
 */
export function registerBareRoutes(server: FastifyInstance, app: AppContext) {
  const viewerOf = (request: FastifyRequest) => resolveViewer(app.db, request.cookies.sid ?? '', app.config.session);

  // The trivial read's baseline: a fixed JSON answer.
  server.get('/bench/static', async (_request, reply) => reply.type('application/json').send(STATIC_ANSWER));

  // The signed-in profile's baseline: the viewer of the session cookie, as the application resolves it.
  server.get('/bench/profile', async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!viewer) return reply.status(401).send({ message: 'signed out' });
    return { id: viewer.user.id, email: viewer.user.email, company: { name: viewer.company.name } };
  });

  // The project list's baseline: the viewer, then the very service call the GraphQL field makes for the bench's
  // document (client name, project types and owners).
  server.get('/bench/projects', async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!viewer) return reply.status(401).send({ message: 'signed out' });
    const page = await listProjects(app, viewer, { page: 1, pageSize: 10 }, { role: 'BUY_SIDE' }, LIST_PARTS);
    return {
      total: page.total,
      results: page.results.map((project) => ({
        id: project.id,
        name: project.name,
        type: project.type,
        status: project.status,
        createdAt: project.createdAt,
        client: project.client ? { name: project.client.name } : null,
        projectServiceTypes: project.projectServiceTypes.map((type) => ({ label: type.label })),
        productOwners: project.members.PROJECT_MANAGER.map((owner) => ({ name: owner.name })),
      })),
    };
  });
}
