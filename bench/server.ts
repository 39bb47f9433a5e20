import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const PORT = 3290;
export const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_ENTRY = path.join(import.meta.dirname, '../apps/server/src/main.ts');

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

export async function millisecondsToFirstAnswer(dataDir: string): Promise<{ ms: number; server: ChildProcess }> {
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

export function stop(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
