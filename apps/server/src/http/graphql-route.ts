import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { AppContext } from '../app-context.js';
import { bodyTooLarge } from '../core/errors.js';
import type { GraphQLContext } from '../core/graphql/index.js';
import { clearSessionCookie, viewerOf } from '../core/http/index.js';
import type { OperationPreparer } from '../graphql/index.js';
import { maskError } from '../graphql/index.js';
import { encodedBody } from './compressed-body.js';
import { httpAnswer, runOperation } from './graphql-over-http.js';

export const GRAPHQL_PATH = '/api/graphql';

/** Every request body of the server, the GraphQL one of a visitor included. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A signed-in GraphQL request: applying a spreadsheet of answers sends every changed answer at once, up to 5,000
 * characters each (spec 1 §5), so a 1,000-question questionnaire in UTF-8 may need ~15 MB.
 */
export const SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** The body's length as declared; a streamed body of unknown length counts as too long for a visitor. */
function declaredLength(request: FastifyRequest): number {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length);
  return request.headers['transfer-encoding'] ? Number.POSITIVE_INFINITY : 0;
}

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
    bodyLimit: SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES,
    // Only a signed-in request may exceed the server's usual limit; the session is checked before the body is read.
    onRequest: async (request) => {
      if (declaredLength(request) > BODY_LIMIT_BYTES && !(await viewerOf(app, request))) throw bodyTooLarge();
    },
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
