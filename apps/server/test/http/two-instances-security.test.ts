import { CSRF_HEADER } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildUser } from '../support/factories.js';
import { createHttpClient } from '../support/http-client.js';
import { canRunTwoInstances, useTwoInstances } from '../support/two-instances.js';

const MAIL_ROUTES_PER_MINUTE = 4;

/**
 * The budgets count per client address in a Redis server that outlives one test: each test comes from an address of
 * its own (given by X-Forwarded-For, which the instances read with TRUST_PROXY).
 */
const newClientAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

function post(baseUrl: string, path: string, body: unknown, address: string) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

/**
 * Limits and session ends hold across instances: a client that spreads its attempts over two server processes
 * (sharing PostgreSQL and Redis) gets the budget of one, and a session ended on one closes its sockets on the other.
 */
describe.runIf(canRunTwoInstances)('security across two server processes', () => {
  const instances = useTwoInstances({ MAIL_ROUTES_PER_MINUTE: String(MAIL_ROUTES_PER_MINUTE), TRUST_PROXY: 'true' });

  it('shares the failed sign-in budget of an account', async () => {
    const { first, secondUrl } = instances;
    const { user, password } = await buildUser(first.running.app.db);
    const address = newClientAddress();
    const signIn = (baseUrl: string, attempt: string) =>
      post(baseUrl, '/api/login', { email: user.email, password: attempt }, address);
    for (const baseUrl of [first.baseUrl, secondUrl, first.baseUrl, secondUrl, first.baseUrl]) {
      expect((await signIn(baseUrl, 'Wrong#1234')).status).toBe(401);
    }
    expect((await signIn(secondUrl, password)).status).toBe(429);
  });

  it('shares the per-address budget of the routes that send mail', async () => {
    const { first, secondUrl } = instances;
    const address = newClientAddress();
    const ask = (baseUrl: string) =>
      post(baseUrl, '/api/login/restore-password', { email: 'nobody@example.com' }, address);
    const statuses = [];
    for (const baseUrl of [first.baseUrl, secondUrl, first.baseUrl, secondUrl, first.baseUrl]) {
      statuses.push((await ask(baseUrl)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('closes a socket on one instance when its session ends on the other', async () => {
    const { first, secondUrl } = instances;
    const { user, password } = await buildUser(first.running.app.db);
    const signedIn = await post(first.baseUrl, '/api/login', { email: user.email, password }, newClientAddress());
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const socket = new WebSocket(`${secondUrl.replace('http', 'ws')}/api/graphql`, 'graphql-transport-ws', {
      headers: { cookie },
    });
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => socket.once('message', resolve));
    const browser = createHttpClient(first.baseUrl);
    browser.cookies.set('sid', cookie.replace('sid=', ''));
    await browser.post('/api/logout', {});
    expect(await closed).toBe(4403);
  });
});
