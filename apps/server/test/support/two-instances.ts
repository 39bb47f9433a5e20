import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port.js';
import { startTestApp, type TestApp } from './test-app.js';

export const redisUrl = process.env.TEST_REDIS_URL;
/** Two processes can share a database only on a PostgreSQL server (PGlite serves one process). */
export const canRunTwoInstances = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

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

export interface TwoInstances {
  first: TestApp;
  secondUrl: string;
}

/**
 * Two server instances for the test file: one in this process, a second one a separate Node process started like
 * `npm start`; both share one PostgreSQL database and one Redis server. `environment` goes to both (as the
 * variables of the second one and through loadConfig for the first).
 */
export function useTwoInstances(environment: Record<string, string> = {}): TwoInstances {
  let first: TestApp | undefined;
  let second: ChildProcess | undefined;
  let secondUrl = '';
  let dataDir = '';

  beforeAll(async () => {
    first = await startTestApp({ redisUrl }, environment);
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
        ...environment,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilAnswering(secondUrl, second);
  });

  afterAll(async () => {
    if (second?.exitCode === null) {
      const exited = new Promise((resolve) => second?.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await first?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return {
    get first() {
      if (!first) throw new Error('The instances are used before they have started');
      return first;
    },
    get secondUrl() {
      return secondUrl;
    },
  };
}
