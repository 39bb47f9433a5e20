import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../apps/server/src/app-context.js';
import { companies, sessions, users } from '../apps/server/src/db/schema/index.js';
import { loadViewer } from '../apps/server/src/modules/accounts/viewer.js';
import { listProjects } from '../apps/server/src/modules/projects/project-queries.js';
import { hashToken } from '../apps/server/src/platform/security/tokens.js';

const STATIC_ANSWER = JSON.stringify({ data: { config: { termsVersion: '2025.08.28' } } });

/**
 * The baselines the GraphQL scenarios are compared with: plain Fastify routes in the same server process, doing the
 * same reads through the same database pool, without GraphQL or the application's hooks. Registered on a bare
 * Fastify instance by the bench's own server entry only.
 */
export function registerBareRoutes(server: FastifyInstance, app: AppContext) {
  // The trivial read's baseline: a fixed JSON answer.
  server.get('/bench/static', async (_request, reply) => reply.type('application/json').send(STATIC_ANSWER));

  // The signed-in profile's baseline: the session by its token, then the user joined with the company.
  server.get('/bench/profile', async (request, reply) => {
    const token = request.cookies.sid ?? '';
    const [session] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!session) return reply.status(401).send({ message: 'signed out' });
    const [row] = await app.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, session.userId));
    return { id: row?.user.id, email: row?.user.email, company: { name: row?.company.name } };
  });

  // The project list's baseline: the viewer, then the very service call the GraphQL field makes.
  server.get('/bench/projects', async (request, reply) => {
    const [session] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(request.cookies.sid ?? '')));
    const viewer = session ? await loadViewer(app.db, session.userId, session.id) : null;
    if (!viewer) return reply.status(401).send({ message: 'signed out' });
    const page = await listProjects(app, viewer, { page: 1, pageSize: 10 }, { role: 'BUY_SIDE' });
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
