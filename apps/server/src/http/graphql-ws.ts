import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES } from '@shortlist/domain';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppContext } from '../app-context.js';
import type { GraphQLContext } from '../core/graphql/index.js';
import { requestValuesProblem, viewerForToken } from '../core/http/index.js';
import { resolveSession, SESSION_COOKIE } from '../core/viewer/index.js';
import type { OperationPreparer } from '../graphql/index.js';
import { formatError, maskError, schema } from '../graphql/index.js';
import type { SessionsRevoked } from '../platform/pubsub/index.js';
import { originPolicy } from './cross-site.js';
import { GRAPHQL_PATH } from './graphql-route.js';

/** The largest message a socket may send: operations are small, so anything larger is refused (ws closes 1009). */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;
/** A socket that has not sent ConnectionInit by then is closed (graphql-ws closes 4408). */
const SOCKET_INIT_TIMEOUT_MS = 3_000;
export const SOCKET_MAX_SUBSCRIPTIONS = 20;
/** The close code graphql-ws clients read as "forbidden": the session behind the socket has ended. */
const SESSION_ENDED_CLOSE_CODE = 4403;
export const ONLY_SUBSCRIPTIONS =
  'Only subscriptions are served over the websocket: send queries and mutations over HTTP.';

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

interface SocketSession {
  sessionId: string;
  userId: string;
}

/**
 * graphql-ws on the same path as HTTP GraphQL. The socket is authenticated by the session cookie of the upgrade
 * request, and every operation is checked, prepared and masked as an HTTP one is (text, nesting, limits, auth); only
 * subscriptions run here. Browsers on other sites are refused at the upgrade (their Origin), messages and
 * subscriptions are bounded, and a socket is closed as soon as its session ends on any instance.
 */
export function attachGraphQLWebSocket(server: FastifyInstance, app: AppContext, prepare: OperationPreparer) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD_BYTES });
  const sessionOfSocket = new Map<WebSocket, SocketSession>();
  const origins = originPolicy(app.config);
  const tokenOf = (request: IncomingMessage) => server.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];

  server.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== GRAPHQL_PATH) return;
    const origin = request.headers.origin;
    // A browser always names the page's origin; a page of another site may not open a socket with the user's cookie.
    if (origin !== undefined && !origins.isAllowed(origin, request.headers.host)) {
      return refuseUpgrade(socket, '403 Forbidden');
    }
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });

  sockets.on('connection', (client: WebSocket, request: IncomingMessage) => {
    const token = tokenOf(request);
    if (!token) return;
    void resolveSession(app.db, token, app.config.session).then((session) => {
      if (session && client.readyState === client.OPEN) {
        sessionOfSocket.set(client, { sessionId: session.id, userId: session.userId });
      }
    });
    client.once('close', () => sessionOfSocket.delete(client));
  });

  const closeRevoked = (event: SessionsRevoked) => {
    for (const [client, session] of sessionOfSocket) {
      const revoked =
        'userId' in event ? session.userId === event.userId : event.sessionIds.includes(session.sessionId);
      if (revoked) client.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  };
  const revocations = app.pubsub.subscribe('sessions:revoked');
  void (async () => {
    for await (const event of revocations) closeRevoked(event);
  })();

  type Extra = { request: IncomingMessage };
  const isDev = app.config.env === 'development';
  useServer<Record<string, unknown>, Extra>(
    {
      schema,
      connectionInitWaitTimeout: SOCKET_INIT_TIMEOUT_MS,
      onSubscribe: async (context, _id, payload) => {
        // graphql-ws has already reserved this operation's place in `subscriptions`.
        if (Object.keys(context.subscriptions).length > SOCKET_MAX_SUBSCRIPTIONS) {
          return [new GraphQLError(`At most ${SOCKET_MAX_SUBSCRIPTIONS} operations may run on one connection`)];
        }
        const problem = requestValuesProblem(payload);
        if (problem) return [new GraphQLError(problem, { extensions: { code: ERROR_CODES.badUserInput } })];
        const operation = prepare(payload.query, payload.operationName ?? undefined);
        if ('errors' in operation) return [...operation.errors];
        // Queries and mutations go over HTTP, with its checks (cross-site, body and rate limits); the web app sends
        // only subscriptions here.
        if (operation.kind !== 'subscription') {
          return [new GraphQLError(ONLY_SUBSCRIPTIONS, { extensions: { code: ERROR_CODES.badUserInput } })];
        }
        const contextValue: GraphQLContext = {
          app,
          viewer: await viewerForToken(app, tokenOf(context.extra.request)),
          clientAddress: context.extra.request.socket.remoteAddress ?? '',
          clearSessionCookie: () => undefined,
        };
        return {
          schema,
          operationName: payload.operationName,
          document: operation.document,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onNext: (_context, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(maskError(error, isDev))) }
          : result,
    },
    sockets,
  );
  // Sockets are closed before the HTTP server, which would otherwise wait for them and never finish closing.
  server.addHook('preClose', (done) => {
    void revocations.return?.();
    for (const client of sockets.clients) client.terminate();
    sockets.close(() => done());
  });
}
