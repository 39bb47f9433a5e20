import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Prints the figures the foundation issue names: time from start to the first answered request (fresh database
 * and restart), the median sign-in request with argon2id at its production parameters, and GraphQL throughput.
 * Usage: npm run bench (from the repository root). Loopback only; every loop is bounded.
 */
const PORT = 3290;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_ENTRY = path.join(import.meta.dirname, '../apps/server/src/main.ts');
const DEMO = { email: 'owner@northwind.example', password: 'Shortlist#2025' };

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
    },
  });
}

async function millisecondsToFirstAnswer(dataDir: string): Promise<{ ms: number; server: ChildProcess }> {
  const started = performance.now();
  const server = startServer(dataDir);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/api/graphql?query=%7B__typename%7D`);
      if (response.ok) return { ms: performance.now() - started, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.kill();
  throw new Error('The server did not answer within 120 s');
}

function stop(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function signInLatencies(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    await response.text();
    if (!response.ok) throw new Error(`Sign-in answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function throughput(title: string, body: string, cookie?: string) {
  const result = await autocannon({
    url: `${BASE}/api/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
    connections: 10,
    duration: 5,
  });
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-'));
try {
  const fresh = await millisecondsToFirstAnswer(dataDir);
  console.log(`Start to first answer, new database (migrations + demo seed): ${(fresh.ms / 1000).toFixed(2)} s`);
  await stop(fresh.server);
  const restart = await millisecondsToFirstAnswer(dataDir);
  console.log(`Start to first answer, existing database: ${(restart.ms / 1000).toFixed(2)} s`);

  const latencies = await signInLatencies(40);
  console.log(
    `Sign-in (argon2id m=19 MiB t=2), 40 sequential: median ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
  );

  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  await throughput('GraphQL config (anonymous)', JSON.stringify({ query: '{ config { termsVersion } }' }));
  await throughput(
    'GraphQL profile (signed in)',
    JSON.stringify({ query: '{ profile { id email privileges company { name } } }' }),
    cookie,
  );
  await stop(restart.server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
