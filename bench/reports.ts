import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type DatabaseKind, openBenchDatabase } from './database.js';
import { SEED_ANSWERING_SQL } from './seed-answers.js';
import { SCORING_PRODUCTS, SCORING_PROJECT, SCORING_QUESTIONS, SEED_SCORING_SQL } from './seed-scoring.js';
import { millisecondsToFirstAnswer, stop } from './server.js';

/**
 * Issue 34 item 5: the project report of the bench's 30 submitted products × 1,000 questions (seed-scoring.ts) as XLSX
 * and XLSX_2, and of 5 products × 500 questions (a comparison of it) as PDF, each rendered by a server process of its
 * own from the bundle (report-render.ts), on PGlite and on PostgreSQL. Printed: each render's wall time and the peak
 * resident memory of the process that rendered it, against the targets (≤ 10 s; XLSX ≤ 300 MB).
 * Usage: npm run bench:reports -w @shortlist/bench [-- PGlite|PostgreSQL] (BENCH_PORT for the seeding start).
 */
const ROOT = path.join(import.meta.dirname, '..');
const COMPARISON = 'Bench report of 5 products';
const COMPARED = { products: 5, sections: 5 };
const TARGET = { ms: 10_000, xlsxMb: 300 };

/** A comparison of the scoring project: its first 5 bench products and the questions of its first 5 sections. */
const SEED_COMPARISON_SQL = `
insert into comparisons (project_id, name) select id, '${COMPARISON}' from projects where name = '${SCORING_PROJECT}';
insert into comparison_products (comparison_id, project_product_id, position)
  select comparisons.id, project_products.id, substring(companies.name from 16)::int
  from comparisons join project_products on project_products.project_id = comparisons.project_id
    join products on products.id = project_products.product_id join companies on companies.id = products.company_id
  where comparisons.name = '${COMPARISON}' and substring(companies.name from 16)::int <= ${COMPARED.products};
insert into comparison_questions (comparison_id, question_id)
  select comparisons.id, project_questions.id
  from comparisons join project_questions on project_questions.project_id = comparisons.project_id
    join sections on sections.id = project_questions.section_id
  where comparisons.name = '${COMPARISON}' and sections.position < ${COMPARED.sections};
`;

interface Rendered {
  ms: number;
  rssBeforeMb: number;
  peakBeforeMb: number;
  peakRssMb: number;
  bytes: number;
}

const CASES = [
  { format: 'XLSX', comparison: '', size: `${SCORING_PRODUCTS} × ${SCORING_QUESTIONS}`, targetMb: TARGET.xlsxMb },
  { format: 'XLSX_2', comparison: '', size: `${SCORING_PRODUCTS} × ${SCORING_QUESTIONS}`, targetMb: TARGET.xlsxMb },
  { format: 'PDF', comparison: COMPARISON, size: `${COMPARED.products} × ${COMPARED.sections * 100}`, targetMb: null },
] as const;

async function render(environment: Record<string, string>, format: string, comparison: string, out: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'apps/server/run-bundle.mjs'), 'bench-report'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        ...environment,
        REPORT_PROJECT: SCORING_PROJECT,
        REPORT_FORMAT: format,
        REPORT_COMPARISON: comparison,
        REPORT_OUT: out,
      },
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Rendered;
}

async function pass(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-reports-'));
  const database = await openBenchDatabase(kind, dataDir);
  let met = true;
  try {
    // The first start builds the bundle, migrates and seeds the demo data; the load goes in while it is stopped.
    const { server } = await millisecondsToFirstAnswer(database.environment);
    await stop(server);
    await database.execute(`${SEED_ANSWERING_SQL}\n${SEED_SCORING_SQL}\n${SEED_COMPARISON_SQL}`);
    if (kind === 'PostgreSQL') await database.execute('vacuum analyze');
    console.log(`${kind}:`);
    for (const { format, comparison, size, targetMb } of CASES) {
      const file = path.join(dataDir, `report.${format.toLowerCase()}`);
      const result = await render(database.environment, format, comparison, file);
      const fast = result.ms <= TARGET.ms;
      const small = targetMb === null || result.peakRssMb <= targetMb;
      met &&= fast && small;
      const before = `${result.rssBeforeMb.toFixed(0)} MB before it, start-up's peak ${result.peakBeforeMb.toFixed(0)} MB`;
      const memory = `peak RSS ${result.peakRssMb.toFixed(0)} MB (${before})`;
      const targets = `≤ ${TARGET.ms / 1000} s${targetMb === null ? '' : `, ≤ ${targetMb} MB`}`;
      console.log(
        `  ${format} of ${size}: ${(result.ms / 1000).toFixed(2)} s, ${memory}, ${(result.bytes / 2 ** 20).toFixed(1)} MB file; target ${targets}: ${fast && small ? 'met' : 'NOT MET'}`,
      );
    }
  } finally {
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
