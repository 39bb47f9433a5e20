import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Prints the figures the foundation issue names: time from start to the first answered request (fresh database
 * and restart), the median sign-in request with argon2id at its production parameters, and GraphQL throughput;
 * then the administration lists with 500 invited users (invite latency, users page search and the 1000-row page).
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

async function graphql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data ?? {};
}

const INVITED_USERS = 500;

async function administrationLists(cookie: string) {
  const { roles, profile } = (await graphql(
    cookie,
    '{ profile { company { id } } roles { results { id name } } }',
  )) as {
    roles: { results: Array<{ id: string; name: string }> };
    profile: { company: { id: string } };
  };
  const roleId = roles.results.find((role) => role.name === 'Viewer')?.id;
  const times: number[] = [];
  for (let index = 0; index < INVITED_USERS; index += 1) {
    const started = performance.now();
    await graphql(
      cookie,
      'mutation Invite($email: String, $roleId: ID, $companyId: ID) { inviteUser(email: $email, firstName: "Bench", lastName: "User", roleId: $roleId, companyId: $companyId) { id } }',
      { email: `bench-${index}@northwind.example`, roleId, companyId: profile.company.id },
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Invite a user (row, token, outbox mail), ${INVITED_USERS} sequential: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
  const usersPage = (pageSize: number, keyword: string | null) =>
    JSON.stringify({
      query: `query Users($pagination: PageInput) { users(pagination: $pagination) { total results { id name email status role { name } } } }`,
      variables: { pagination: { page: 1, pageSize, keyword, sort: { field: 'createdAt', direction: 'DESC' } } },
    });
  await throughput(
    `GraphQL users page of 20 with a keyword (${INVITED_USERS + 4} users)`,
    usersPage(20, 'bench-4'),
    cookie,
  );
  await throughput(`GraphQL users page of 1000 (${INVITED_USERS + 4} users)`, usersPage(1000, null), cookie);
  await throughput(
    'GraphQL notifications (bell, first 20)',
    JSON.stringify({ query: '{ notifications(first: 20) { unread total results { id message createdAt } } }' }),
    cookie,
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-'));
let running: ChildProcess | null = null;
try {
  const fresh = await millisecondsToFirstAnswer(dataDir);
  running = fresh.server;
  console.log(`Start to first answer, new database (migrations + demo seed): ${(fresh.ms / 1000).toFixed(2)} s`);
  await stop(fresh.server);
  const restart = await millisecondsToFirstAnswer(dataDir);
  running = restart.server;
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
  await administrationLists(cookie);
} finally {
  // A failed run must not leave a server holding the port.
  if (running && running.exitCode === null) await stop(running);
  rmSync(dataDir, { recursive: true, force: true });
}
