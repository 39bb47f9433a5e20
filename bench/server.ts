import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PORT = Number(process.env.BENCH_PORT ?? 3290);
export const BASE = `http://127.0.0.1:${PORT}`;
/** The bare Fastify instance of the same process (bench-server.ts). */
export const BARE_BASE = `http://127.0.0.1:${PORT + 1}`;
const ROOT = path.join(import.meta.dirname, '..');
let bundleBuilt = false;

/** The server runs as `npm start` runs it: bundled (scripts/build-server.mjs), built once per bench run. */
function ensureServerBundle() {
  if (bundleBuilt) return;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  bundleBuilt = true;
}

/** `BENCH_CPU_PROFILE=<folder>` writes a V8 CPU profile of each server the bench starts there, when it stops. */
const profiling = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];

function startServer(environment: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...profiling, path.join(ROOT, 'apps/server/run-bundle.mjs'), 'bench-server'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      LOG_LEVEL: 'error',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
      MAIL_ROUTES_PER_MINUTE: '100000',
      UPLOADS_PER_USER_PER_HOUR: '100000',
      ...environment,
    },
  });
}

export async function millisecondsToFirstAnswer(
  environment: Record<string, string>,
): Promise<{ ms: number; server: ChildProcess }> {
  ensureServerBundle();
  const started = performance.now();
  const server = startServer(environment);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE}/api/graphql?query=%7B__typename%7D`);
      if (response.ok) return { ms: performance.now() - started, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  server.kill();
  throw new Error('The server did not answer within 120 s');
}

export function stop(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** The server's resident memory now, in MB (Linux). */
export function residentMegabytes(server: ChildProcess): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}
