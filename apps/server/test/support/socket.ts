import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { HttpClient } from './http-client.js';

/** The Cookie header a browser holding this client's cookies sends with the websocket upgrade. */
export const cookieHeaderOf = (client: HttpClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A graphql-ws client on /api/graphql of `baseUrl`, sending `cookie` with the upgrade request like a browser. */
export function socketClient(baseUrl: string, cookie: string): Client {
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/api/graphql`,
    lazy: true,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
  });
}

export interface SocketResult {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Runs one operation over the socket and resolves with its last result (rejects with the errors of a refusal). */
export function queryOverSocket(
  baseUrl: string,
  cookie: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<SocketResult> {
  const client = socketClient(baseUrl, cookie);
  return new Promise((resolve, reject) => {
    let result: SocketResult = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          result = value as SocketResult;
        },
        error: (error) => {
          void client.dispose();
          reject(error);
        },
        complete: () => {
          void client.dispose();
          resolve(result);
        },
      },
    );
  });
}

/**
 * A live subscription that records every result. `next()` waits (up to five seconds) for the next result;
 * `ready` resolves once the server has acknowledged the connection and the subscription is in place.
 */
export function openSubscription(baseUrl: string, cookie: string, query: string) {
  const client = socketClient(baseUrl, cookie);
  const received: SocketResult[] = [];
  const waiters: Array<(result: SocketResult) => void> = [];
  let failure: unknown = null;
  const stop = client.subscribe(
    { query },
    {
      next: (value) => {
        const waiter = waiters.shift();
        if (waiter) waiter(value as SocketResult);
        else received.push(value as SocketResult);
      },
      error: (error) => {
        failure = error;
      },
      complete: () => undefined,
    },
  );
  const ready = new Promise<void>((resolve) => client.on('connected', () => setTimeout(resolve, 150)));
  return {
    ready,
    next(timeoutMs = 5000): Promise<SocketResult> {
      const queued = received.shift();
      if (queued) return Promise.resolve(queued);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No subscription event arrived in time')), timeoutMs);
        waiters.push((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
    async close() {
      stop();
      await client.dispose();
    },
  };
}
