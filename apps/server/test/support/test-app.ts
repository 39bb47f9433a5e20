import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { bootstrap, type RunningApp } from '../../src/bootstrap.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import { createHttpClient } from './http-client.js';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.js';

export interface TestApp {
  baseUrl: string;
  running: RunningApp;
  smtp: SmtpCapture;
  client: () => ReturnType<typeof createHttpClient>;
  close(): Promise<void>;
}

/** For files that sign many users in (a questionnaire team signs in seven): more than the per-address limit allows. */
export const MANY_SIGN_INS: Partial<AppConfig> = {
  loginThrottle: { ...loadConfig({}).loginThrottle, maxAttemptsPerAddress: 10_000 },
};

/**
 * One test app for the test file: started before its tests, closed after them. The returned object stands for the
 * started app (reading it before beforeAll has run is a mistake and throws).
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(overrides);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!started) throw new Error('The test app is used before it has started');
      return Reflect.get(started, key);
    },
  });
}

/**
 * A real server on a free port with its own database: in-memory PGlite, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI runs the suite both ways). Mails go to a real in-process SMTP server.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  environment: Record<string, string> = {},
  /** Where the app finds its PostgreSQL database, given where it is (e.g. through a proxy a test can cut). */
  reachDatabase: (url: string) => string = (url) => url,
): Promise<TestApp> {
  const smtp = await startSmtpCapture();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shortlist-test-'));
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      MAIL_ROUTES_PER_MINUTE: '1000',
      // Retries and the failed-job hook are picked up by polling: tests wait for them.
      JOB_POLLING_SECONDS: '0.5',
      DATABASE_URL: database ? reachDatabase(database.url) : undefined,
      ...environment,
    }),
    ...overrides,
  };
  const snapshotFile = inject('pgliteSnapshot');
  const snapshot = !database && snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
  const running = await bootstrap(config, { inMemoryDatabase: !database, snapshot });
  await running.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = running.server.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    running,
    smtp,
    client: () => createHttpClient(baseUrl),
    async close() {
      await running.close();
      await smtp.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createTestDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `shortlist_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
