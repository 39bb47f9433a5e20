import net from 'node:net';
import { CSRF_HEADER } from '@shortlist/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close().catch(() => undefined);
  testApp = undefined;
});

/** A raw connection to the server; `closed` settles when the server ends it. */
async function connect(app: TestApp) {
  const { port } = new URL(app.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, received: () => received };
}

const timing = async <T>(work: Promise<T>) => {
  const startedAt = performance.now();
  await work;
  return performance.now() - startedAt;
};

describe('Stopping the server', () => {
  it('does not wait for connections that send nothing, or that sit idle between requests', async () => {
    testApp = await startTestApp();
    const silent = await connect(testApp);
    const keptAlive = await connect(testApp);
    keptAlive.socket.write('GET /api/graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: test\r\n\r\n');
    await expect.poll(() => keptAlive.received()).toContain('"__typename":"Query"');

    const milliseconds = await timing(testApp.running.close());
    expect(milliseconds).toBeLessThan(2000);
    await Promise.all([silent.closed, keptAlive.closed]);
  });

  it('lets a request in flight finish, then stops', async () => {
    testApp = await startTestApp();
    const body = JSON.stringify({ query: '{ __typename }' });
    const inFlight = await connect(testApp);
    inFlight.socket.write(
      [
        'POST /api/graphql HTTP/1.1',
        'Host: test',
        'Content-Type: application/json',
        `${CSRF_HEADER}: 1`,
        `Content-Length: ${body.length}`,
        '',
        body.slice(0, 5),
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    let stopped = false;
    const closing = testApp.running.close().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    inFlight.socket.write(body.slice(5));
    await expect.poll(() => inFlight.received()).toContain('"__typename":"Query"');
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await timing(closing)).toBeLessThan(2000);
    await inFlight.closed;
  });
});
