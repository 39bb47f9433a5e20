import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CSRF_HEADER } from '@shortlist/domain';
import type { AnswerSaves } from './answer-saves.js';
import type { RatingSaves } from './rating-saves.js';
import { BARE_BASE, BASE } from './server.js';

const run = promisify(execFile);
const LOAD_ENTRY = path.join(import.meta.dirname, 'load.ts');
/** What the web app sends with every state-changing request. */
export const CSRF = { [CSRF_HEADER]: '1' };

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** A request under load: 10 connections (unless it says) for 5 seconds, from the load generator's own process. */
export interface LoadRequest {
  path: string;
  /** The bare baseline instance (bench-server.ts) rather than the application. */
  bare?: boolean;
  method?: 'GET' | 'POST';
  body?: string;
  cookie?: string;
  /** Issue 15's answer saves: each request built from this load (answer-saves.ts) instead of `body`. */
  answerSaves?: AnswerSaves;
  /** Other than the usual 10: a page one user waits for, slower than the run at 10. */
  connections?: number;
  /** Issue 33's rating saves (rating-saves.ts), likewise. */
  ratingSaves?: RatingSaves;
}

export async function underLoad(request: LoadRequest): Promise<LoadResult> {
  const options = {
    url: `${request.bare ? BARE_BASE : BASE}${request.path}`,
    method: request.method ?? 'POST',
    headers: {
      // As every browser asks; large GraphQL answers then come compressed (apps/server/src/http/compressed-body.ts).
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...(request.method === 'GET' ? {} : { 'content-type': 'application/json', ...CSRF }),
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
    body: request.body,
    connections: request.connections ?? 10,
    durationSeconds: 5,
    answerSaves: request.answerSaves,
    ratingSaves: request.ratingSaves,
  };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', LOAD_ENTRY, JSON.stringify(options)], {
    maxBuffer: 1024 * 1024,
  });
  const lastLine = stdout.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(lastLine) as LoadResult;
}

/** A GraphQL operation as the web app sends it (POST, JSON, the CSRF header). */
export const graphqlLoad = (query: string, variables: Record<string, unknown> = {}, cookie?: string): LoadRequest => ({
  path: '/api/graphql',
  body: JSON.stringify({ query, variables }),
  cookie,
});

export async function graphql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...CSRF },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data ?? {};
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** Runs `step` `count` times one after the other; the sorted times in ms. */
export async function sequentialTimes(count: number, step: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await step(index);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
