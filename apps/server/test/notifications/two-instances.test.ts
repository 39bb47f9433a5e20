import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/notify.js';
import { createHttpClient } from '../support/http-client.js';
import { buildUser } from '../support/factories.js';
import { cookieHeaderOf, openSubscription } from '../support/socket.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/graphql?query=%7B__typename%7D`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The second server did not start');
}

/**
 * Spec: live notifications reach every instance. One server runs in this process, a second one is a separate Node
 * process started like `npm start`; both share one PostgreSQL database and one Redis server.
 */
describe.runIf(redisUrl && sharedDatabase)('live notifications across two server processes', () => {
  let first: TestApp;
  let second: ChildProcess;
  let secondUrl: string;
  let dataDir: string;
  let events: ReturnType<typeof openSubscription> | undefined;

  beforeAll(async () => {
    first = await startTestApp({ redisUrl });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shortlist-second-'));
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../src/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: first.running.app.config.databaseUrl,
        REDIS_URL: redisUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilAnswering(secondUrl, second);
  });

  afterAll(async () => {
    await events?.close();
    if (second?.exitCode === null) {
      const exited = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await first?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a notification raised on one process to a page connected to the other, and read state back', async () => {
    const { user, password } = await buildUser(first.running.app.db);
    const browser = createHttpClient(secondUrl);
    expect((await browser.signIn(user.email, password)).status).toBe(200);
    events = openSubscription(
      secondUrl,
      cookieHeaderOf(browser),
      'subscription { notificationEvents { type unread notification { message } } }',
    );
    await events.ready;

    await notify(first.running.app, [user.id], {
      kind: 'SCORING_ANSWERS',
      payload: {
        project: {
          id: crypto.randomUUID(),
          name: 'Cyber cover',
          type: 'RFP',
          clientName: null,
          questionsSubmissionDeadline: null,
        },
      },
    });
    expect((await events.next()).data).toEqual({
      notificationEvents: {
        type: 'CREATED',
        unread: 1,
        notification: { message: "Answers in 'Cyber cover' are ready for scoring" },
      },
    });

    const sameUserOnFirst = createHttpClient(first.baseUrl);
    await sameUserOnFirst.signIn(user.email, password);
    await sameUserOnFirst.graphql('mutation { changeNotificationReadState(ids: [], isNew: false) }');
    expect((await events.next()).data).toEqual({
      notificationEvents: { type: 'READ_STATE', unread: 0, notification: null },
    });
  });
});
