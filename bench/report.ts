import { execSync } from 'node:child_process';
import os from 'node:os';
import type { PassResult, ScenarioResult } from './pass.js';

const RSS_TARGET_MB = 300;
const START_TARGET_MS = { PostgreSQL: 1000, PGlite: 2000 } as const;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

function targetText(scenario: ScenarioResult): string {
  const { target, result, baseline } = scenario;
  if (!target) return '';
  const parts: string[] = [];
  if (target.ratio !== undefined && baseline) {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    parts.push(`ratio ≥ ${target.ratio}: ${verdict(ratio >= target.ratio)}`);
  }
  if (target.requestsPerSecond !== undefined) {
    const reached = result.requestsPerSecond >= target.requestsPerSecond && result.errors === 0;
    parts.push(`≥ ${target.requestsPerSecond} req/s, 0 errors: ${verdict(reached)}`);
  }
  // No answer within the run (each took longer than the run) leaves no latency to compare: not met.
  const answered = result.requestsPerSecond > 0;
  if (target.p95 !== undefined) parts.push(`p95 ≤ ${target.p95} ms: ${verdict(answered && result.p95 <= target.p95)}`);
  return parts.join('; ');
}

function scenarioRow(scenario: ScenarioResult): string {
  const { result, baseline } = scenario;
  const ms = (value: number) => value.toFixed(1);
  const figures = `${Math.round(result.requestsPerSecond)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors}`;
  const bare = baseline ? `${Math.round(baseline.requestsPerSecond)} req/s` : '–';
  const ratio = baseline ? (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '–';
  return `| ${scenario.name} | ${figures} | ${bare} | ${ratio} | ${targetText(scenario)} |`;
}

/** The figures of one pass as a Markdown section (printed, and kept in bench/RESULTS.md). */
export function passReport(pass: PassResult): string {
  const startTarget = START_TARGET_MS[pass.kind];
  return [
    `### ${pass.kind}`,
    '',
    `- Start to first answer: new database (migrations + demo seed) ${pass.startNewMs.toFixed(0)} ms; existing database ${pass.startExistingMs.toFixed(0)} ms (target ≤ ${startTarget} ms: ${verdict(pass.startExistingMs <= startTarget)})`,
    `- Sign-in (argon2id m=19 MiB t=2), 40 sequential: median ${pass.signInMedianMs.toFixed(1)} ms`,
    `- Invite a user, 500 sequential: median ${pass.inviteMedianMs.toFixed(1)} ms; create a project, 500 sequential: median ${pass.createMedianMs.toFixed(1)} ms, p95 ${pass.createP95Ms.toFixed(1)} ms`,
    `- Server RSS, peak during the load scenarios: ${pass.peakRssMb.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB: ${verdict(pass.peakRssMb <= RSS_TARGET_MB)})`,
    '',
    '| scenario (10 connections, 5 s) | req/s | p50 ms | p95 ms | p99 ms | errors | bare route | ratio | target |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pass.scenarios.map(scenarioRow),
    '',
  ].join('\n');
}

const commit = () => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
};

/** Date, commit and machine, for the head of bench/RESULTS.md. */
export function runHeader(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()} at commit ${commit()}, on ${os.cpus().length} × ${cpu}, ${memory} GB, Node ${process.version}.`,
    'The server runs in production mode in its own process; the load generator (autocannon) in another. Ratios',
    'compare a GraphQL request with a bare Fastify instance in the same server process doing the same reads through the',
    'same pool (bench/bare-routes.ts), in the same run. Each load runs 2 s untimed first (bench/load.ts).',
    '',
  ].join('\n');
}
