import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../app-context.js';
import { SESSION_COOKIE } from '../modules/accounts/sessions.js';
import { GRAPHQL_PATH, type GraphQLServer } from './graphql-route.js';
import { viewerForToken } from './viewer-of-request.js';

/**
 * graphql-ws on the same path as HTTP GraphQL. The socket is authenticated by the session cookie of the upgrade
 * request, and every operation runs through Yoga's envelop (masking, armor, auth) like an HTTP one.
 */
export function attachGraphQLWebSocket(server: FastifyInstance, app: AppContext, yoga: GraphQLServer) {
  const sockets = new WebSocketServer({ noServer: true });
  server.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== GRAPHQL_PATH) return;
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });

  type Extra = { request: IncomingMessage };
  type EnvelopedRoot = Pick<ReturnType<GraphQLServer['getEnveloped']>, 'execute' | 'subscribe'>;
  useServer<Record<string, unknown>, Extra>(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (context, _id, payload) => {
        const token = server.parseCookie(context.extra.request.headers.cookie ?? '')[SESSION_COOKIE];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          app,
          viewer: await viewerForToken(app, token),
          clearSessionCookie: () => undefined,
        });
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    sockets,
  );
  // Sockets are closed before the HTTP server, which would otherwise wait for them and never finish closing.
  server.addHook('preClose', (done) => {
    for (const client of sockets.clients) client.terminate();
    sockets.close(() => done());
  });
}
