import type { FastifyInstance } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { AppContext } from '../app-context.js';
import type { GraphQLContext } from '../graphql/context.js';
import { maskError } from '../graphql/mask-error.js';
import type { OperationPreparer } from '../graphql/prepared-operations.js';
import { encodedBody } from './compressed-body.js';
import { httpAnswer, runOperation } from './graphql-over-http.js';
import { clearSessionCookie, viewerOf } from './viewer-of-request.js';

export const GRAPHQL_PATH = '/api/graphql';

/**
 * POST (and GET for queries) /api/graphql. Operations are prepared once per document (prepared-operations.ts), the
 * same preparer the websocket's operations use (graphql-ws.ts).
 */
export function registerGraphQLRoute(server: FastifyInstance, app: AppContext, prepare: OperationPreparer) {
  const isDev = app.config.env === 'development';
  const mask = (error: GraphQLError) => maskError(error, isDev);
  server.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST'],
    // Resolving the viewer first lets a refused on-behalf header answer 403 through the error handler.
    preHandler: async (request) => {
      await viewerOf(app, request);
    },
    handler: async (request, reply) => {
      const context: GraphQLContext = {
        app,
        viewer: await viewerOf(app, request),
        clientAddress: request.ip,
        clearSessionCookie: () => clearSessionCookie(reply),
      };
      const result = await runOperation(prepare, request, context).catch(
        (error: GraphQLError): ExecutionResult => ({ errors: [error] }),
      );
      const masked = result.errors ? { ...result, errors: result.errors.map(mask) } : result;
      const answer = httpAnswer(masked, request.headers.accept);
      const encoded = await encodedBody(answer.body, request.headers['accept-encoding']);
      return reply
        .status(answer.status)
        .headers({ ...answer.headers, ...encoded.headers })
        .send(encoded.body);
    },
  });
}
