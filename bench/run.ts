import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { administrationLists } from './administration.js';
import { liftPlanLimits } from './plan-limits.js';
import { projectLists } from './projects.js';
import { percentile, throughput } from './requests.js';
import { BASE, millisecondsToFirstAnswer, stop } from './server.js';

/**
 * Prints the figures the issues name: time from start to the first answered request (fresh database and restart),
 * the median sign-in request with argon2id at its production parameters, and GraphQL throughput; the
 * administration lists with 500 invited users; the projects area with 500 projects (create latency, list page,
 * keyword, dashboard and deadline calendar).
 * Usage: npm run bench (from the repository root). Loopback only; every loop is bounded.
 */
const DEMO = { email: 'owner@northwind.example', password: 'Shortlist#2025' };

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

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-'));
let running: ChildProcess | null = null;
try {
  const fresh = await millisecondsToFirstAnswer(dataDir);
  running = fresh.server;
  console.log(`Start to first answer, new database (migrations + demo seed): ${(fresh.ms / 1000).toFixed(2)} s`);
  await stop(fresh.server);
  await liftPlanLimits(dataDir);
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
  await projectLists(cookie);
} finally {
  // A failed run must not leave a server holding the port.
  if (running && running.exitCode === null) await stop(running);
  rmSync(dataDir, { recursive: true, force: true });
}
