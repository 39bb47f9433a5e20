import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GenerateProjectReportDocument, ReportChoicesDocument, ReportDocument } from '@shortlist/web/documents';
import { print } from 'graphql';
import { type DatabaseKind, openBenchDatabase } from './database.js';
import { graphql, signIn } from './requests.js';
import { SEED_ANSWERING_SQL } from './seed-answers.js';
import { createBenchComparison } from './seed-comparison.js';
import { SCORING_PRODUCTS, SCORING_PROJECT, SCORING_QUESTIONS, SEED_SCORING_SQL } from './seed-scoring.js';
import { BASE, millisecondsToFirstAnswer, residentMegabytes, stop } from './server.js';
import { BROKER } from './web-server.js';

/**
 * Issue 34 item 5: reports asked of the running server (npm start's bundle) through the API, made by its job queue
 * (pg-boss on PostgreSQL, in-process on PGlite): the project report of the bench's 30 submitted products × 1,000
 * questions (seed-scoring.ts) as XLSX and XLSX_2, and a comparison of 5 products × 500 questions of it as PDF.
 * Printed: each report's time from the request to the job's SUCCESS, and the server's resident memory before the
 * request and at its peak while the job ran (sampled every 10 ms), against the targets (≤ 10 s; XLSX ≤ 300 MB).
 * Usage: npm run bench:reports -w @shortlist/bench [-- PGlite|PostgreSQL] (BENCH_PORT).
 */
const TARGET = { ms: 10_000, xlsxMb: 300 };
const COMPARED = { name: 'Bench report of 5 products', products: 5, sections: 5 };
const WHOLE = `${SCORING_PRODUCTS} × ${SCORING_QUESTIONS}`;
const CASES = [
  { format: 'XLSX', compared: false, size: WHOLE, targetMb: TARGET.xlsxMb },
  { format: 'XLSX_2', compared: false, size: WHOLE, targetMb: TARGET.xlsxMb },
  { format: 'PDF', compared: true, size: `${COMPARED.products} × ${COMPARED.sections * 100}`, targetMb: null },
] as const;

interface Report {
  id: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  url: string | null;
}

/** Samples the server's resident memory until stopped; the highest seen. */
function sampleMemory(server: ChildProcess) {
  let peak = residentMegabytes(server);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(server));
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMegabytes(server));
  };
}

async function benchProject(cookie: string) {
  const call = <Data>(query: string, variables: Record<string, unknown>) =>
    graphql(cookie, query, variables) as Promise<Data>;
  const { projects } = await call<{ projects: { results: Array<{ id: string; name: string }> } }>(
    'query P($filter: ProjectFilter) { projects(filter: $filter) { results { id name } } }',
    { filter: { role: 'BUY_SIDE', keyword: SCORING_PROJECT } },
  );
  const projectId = projects.results.find((project) => project.name === SCORING_PROJECT)?.id;
  if (!projectId) throw new Error(`${SCORING_PROJECT} is not in the broker's projects`);
  const { reportChoices } = await call<{ reportChoices: { products: Array<{ id: string }> } }>(
    print(ReportChoicesDocument),
    { projectId },
  );
  const comparisonId = await createBenchComparison(call, projectId, COMPARED);
  return { call, projectId, productIds: reportChoices.products.map((product) => product.id), comparisonId };
}

type BenchProject = Awaited<ReturnType<typeof benchProject>>;

/** Asks for a report with every flag on and waits for its job, polling as the report dialog does. */
async function makeReport(
  { call, projectId, productIds, comparisonId }: BenchProject,
  format: string,
  compared: boolean,
) {
  const { generateProjectReport } = await call<{ generateProjectReport: Report }>(
    print(GenerateProjectReportDocument),
    {
      input: {
        projectId,
        format,
        productIds,
        projectComparisonId: compared ? comparisonId : null,
        skipDescription: false,
        includeAnswerScore: true,
        includeQuestionWeight: true,
        includeNotes: true,
        includeClientTables: false,
      },
    },
  );
  let report = generateProjectReport;
  while (report.status === 'PENDING') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    report = (await call<{ report: Report }>(print(ReportDocument), { id: report.id })).report;
  }
  if (report.status !== 'SUCCESS' || !report.url) throw new Error(`The ${format} report ended ${report.status}`);
  return report.url;
}

async function downloadedMegabytes(cookie: string, url: string) {
  const response = await fetch(new URL(url, BASE), { headers: { cookie } });
  if (!response.ok) throw new Error(`The report's download answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength / 2 ** 20;
}

async function pass(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-reports-'));
  const database = await openBenchDatabase(kind, dataDir);
  let met = true;
  let server: ChildProcess | null = null;
  try {
    // The first start builds the bundle, migrates and seeds the demo data; the load goes in while it is stopped.
    await stop((await millisecondsToFirstAnswer(database.environment)).server);
    await database.execute(`${SEED_ANSWERING_SQL}\n${SEED_SCORING_SQL}`);
    if (kind === 'PostgreSQL') await database.execute('vacuum analyze');
    server = (await millisecondsToFirstAnswer(database.environment)).server;
    const cookie = await signIn(BROKER.email, BROKER.password);
    const project = await benchProject(cookie);
    console.log(`${kind}:`);
    for (const { format, compared, size, targetMb } of CASES) {
      const before = residentMegabytes(server);
      const peak = sampleMemory(server);
      const started = performance.now();
      const url = await makeReport(project, format, compared);
      const ms = performance.now() - started;
      const peakMb = peak();
      const fileMb = await downloadedMegabytes(cookie, url);
      const fast = ms <= TARGET.ms;
      const small = targetMb === null || peakMb <= targetMb;
      met &&= fast && small;
      const memory = `server RSS ${before.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB`;
      const targets = `≤ ${TARGET.ms / 1000} s${targetMb === null ? '' : `, ≤ ${targetMb} MB`}`;
      console.log(
        `  ${format} of ${size}: ${(ms / 1000).toFixed(2)} s, ${memory}, ${fileMb.toFixed(1)} MB file; target ${targets}: ${fast && small ? 'met' : 'NOT MET'}`,
      );
    }
  } finally {
    if (server) await stop(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return met;
}

const requested = process.argv
  .slice(2)
  .filter((kind): kind is DatabaseKind => kind === 'PGlite' || kind === 'PostgreSQL');
let allMet = true;
for (const kind of requested.length > 0 ? requested : (['PGlite', 'PostgreSQL'] as const)) {
  allMet = (await pass(kind)) && allMet;
}
if (!allMet) process.exitCode = 1;
