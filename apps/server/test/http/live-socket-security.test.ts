import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions } from '../../src/db/schema/index.js';
import { SOCKET_MAX_PAYLOAD_BYTES, SOCKET_MAX_SUBSCRIPTIONS } from '../../src/http/index.js';
import { notify } from '../../src/modules/notifications/index.js';
import { TEST_PASSWORD } from '../support/factories.js';
import { buildSignedInUser } from '../support/sessions.js';
import { cookieHeaderOf, openSubscription } from '../support/socket.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();
const EVENTS = 'subscription { notificationEvents { type unread } }';
const socketUrl = () => `${testApp.baseUrl.replace('http', 'ws')}/api/graphql`;

/** A raw socket speaking graphql-ws, as a browser page (or a script) would open it. */
function rawSocket(headers: Record<string, string> = {}) {
  const socket = new WebSocket(socketUrl(), 'graphql-transport-ws', { headers });
  const closed = new Promise<{ code: number }>((resolve) => socket.once('close', (code) => resolve({ code })));
  const opened = new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('unexpected-response', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
  return { socket, opened, closed };
}

const message = (socket: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
  );

async function initialised(headers: Record<string, string> = {}) {
  const raw = rawSocket(headers);
  expect(await raw.opened).toBe(true);
  raw.socket.send(JSON.stringify({ type: 'connection_init' }));
  expect(await message(raw.socket)).toMatchObject({ type: 'connection_ack' });
  return raw;
}

async function giveNotification(userId: string) {
  await notify(testApp.running.app, [userId], { kind: 'AWAITING_ANSWERS', payload: {} });
}

describe('Live-events socket', () => {
  it("opens for the site's own pages and for clients that name no origin, never for another site's page", async () => {
    const own = rawSocket({ origin: testApp.baseUrl });
    expect(await own.opened).toBe(true);
    own.socket.close();
    const script = rawSocket();
    expect(await script.opened).toBe(true);
    script.socket.close();
    const otherSite = rawSocket({ origin: 'http://127.0.0.1:9999' });
    expect(await otherSite.opened).toBe(false);
  });

  it('closes a socket that sends a message over 64 KB', async () => {
    const { socket, closed } = await initialised();
    socket.send('x'.repeat(SOCKET_MAX_PAYLOAD_BYTES + 1));
    expect((await closed).code).toBe(1009);
  });

  it('closes a socket that does not initialise within three seconds', async () => {
    const { opened, closed } = rawSocket();
    expect(await opened).toBe(true);
    expect((await closed).code).toBe(4408);
  });

  it(`runs at most ${SOCKET_MAX_SUBSCRIPTIONS} operations on one connection`, async () => {
    const { user, client } = await buildSignedInUser(testApp);
    const { socket } = await initialised({ cookie: cookieHeaderOf(client) });
    for (let index = 0; index < SOCKET_MAX_SUBSCRIPTIONS; index += 1) {
      socket.send(JSON.stringify({ id: `s${index}`, type: 'subscribe', payload: { query: EVENTS } }));
    }
    const refused = message(socket);
    socket.send(JSON.stringify({ id: 'one-too-many', type: 'subscribe', payload: { query: EVENTS } }));
    expect(await refused).toMatchObject({ id: 'one-too-many', type: 'error' });
    const delivered = message(socket);
    await giveNotification(user.id);
    expect(await delivered).toMatchObject({ type: 'next' });
    socket.close();
  });

  it('closes the sockets of a session that signs out, and of every session after a password change', async () => {
    const first = await buildSignedInUser(testApp);
    const signedOut = rawSocket({ cookie: cookieHeaderOf(first.client) });
    await signedOut.opened;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.client.post('/api/logout', {});
    expect((await signedOut.closed).code).toBe(4403);

    const second = await buildSignedInUser(testApp);
    const changed = rawSocket({ cookie: cookieHeaderOf(second.client) });
    await changed.opened;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const change = await second.client.graphql(
      'mutation Change($old: String!, $new: String!) { changePassword(oldPassword: $old, password: $new) }',
      { old: TEST_PASSWORD, new: 'Another#456' },
    );
    expect(change.errors).toBeUndefined();
    expect((await changed.closed).code).toBe(4403);
  });

  it('delivers nothing to a subscription whose session has ended, even before its socket is closed', async () => {
    const { user, client } = await buildSignedInUser(testApp);
    const live = openSubscription(testApp.baseUrl, cookieHeaderOf(client), EVENTS);
    await live.ready;
    await giveNotification(user.id);
    expect(await live.next()).toMatchObject({ data: { notificationEvents: { type: 'CREATED', unread: 1 } } });
    // The session ends without the sign-out route (an expiry purge): only the delivery check stands in the way.
    await testApp.running.app.db.delete(sessions).where(eq(sessions.userId, user.id));
    await giveNotification(user.id);
    await expect(live.next(500)).rejects.toThrow('No subscription event arrived in time');
    await live.close();
  });
});
