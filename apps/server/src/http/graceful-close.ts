import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long closing waits for requests in flight before it ends their connections too. */
export const CLOSE_GRACE_MS = 10_000;

/**
 * Closing the server ends every connection that is not answering a request at once, and each other one as soon as
 * its answer is sent (at the latest after CLOSE_GRACE_MS). Node's own idle-connection closing leaves out a connection
 * that is open but has not sent a request yet (a browser's spare socket, a client's keep-alive pool), which kept a
 * stopping server waiting for its header timeout.
 */
export function closeConnectionsOnClose(server: FastifyInstance): void {
  const requestsInFlight = new Map<Socket, number>();
  let closing = false;
  const endIfIdle = (socket: Socket) => {
    if (closing && (requestsInFlight.get(socket) ?? 0) === 0) socket.destroy();
  };

  server.server.on('connection', (socket: Socket) => {
    requestsInFlight.set(socket, 0);
    socket.once('close', () => requestsInFlight.delete(socket));
  });
  server.server.on('request', (request, response) => {
    const socket = request.socket;
    requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 1) - 1);
      endIfIdle(socket);
    });
  });
  // An upgraded socket (the GraphQL websocket) is closed by the websocket server's own preClose hook.
  server.server.on('upgrade', (_request, socket: Socket) => requestsInFlight.delete(socket));

  server.addHook('preClose', (done) => {
    closing = true;
    for (const socket of requestsInFlight.keys()) endIfIdle(socket);
    setTimeout(() => {
      for (const socket of requestsInFlight.keys()) socket.destroy();
    }, CLOSE_GRACE_MS).unref();
    done();
  });
}
