import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseKind, openBenchDatabase } from './database.js';
import { type LoadResult, percentile, sequentialTimes, signIn, underLoad } from './requests.js';
import { type Scenario, scenarios, type Target } from './scenarios.js';
import { ANSWERING_QUESTIONS, ANSWERING_SUPPLIERS, answeringLoad, SEED_ANSWERING_SQL } from './seed-answers.js';
import { LIBRARY_QUESTIONS, SEED_LIBRARY_SQL, seedLoad } from './seed-load.js';
import { SCORING_PRODUCTS, SEED_SCORING_SQL, scoringLoad } from './seed-scoring.js';
import { millisecondsToFirstAnswer, residentMegabytes, stop } from './server.js';

export interface ScenarioResult {
  name: string;
  result: LoadResult;
  baseline?: LoadResult;
  target?: Target;
}

export interface PassResult {
  kind: DatabaseKind;
  startNewMs: number;
  startExistingMs: number;
  signInMedianMs: number;
  inviteMedianMs: number;
  createMedianMs: number;
  createP95Ms: number;
  scenarios: ScenarioResult[];
  peakRssMb: number;
}

const DEMO = { email: 'owner@northwind.example', password: 'Shortlist#2025' };
/**
 * The demo company's plan allows 10 users and 10 projects a month; the bench needs hundreds of both. Only the
 * bench's own throw-away database is touched, while the server is stopped.
 */
const LIFT_PLAN_LIMITS = `update plans set limits = limits || '{"usersCount": null, "projectsPerMonth": null}'::jsonb`;

const ANALYSE_AFTER_SEEDING = 'vacuum analyze';

async function measure(scenario: Scenario, server: ChildProcess, peak: { mb: number }): Promise<ScenarioResult> {
  const sampler = setInterval(() => {
    peak.mb = Math.max(peak.mb, residentMegabytes(server));
  }, 250);
  try {
    const result = await underLoad(scenario.request);
    const baseline = scenario.baseline ? await underLoad(scenario.baseline) : undefined;
    return { name: scenario.name, result, baseline, target: scenario.target };
  } finally {
    clearInterval(sampler);
  }
}

/** One pass on one database: start-up (new, then existing database), sign-in, seeding, then every scenario. */
export async function runPass(kind: DatabaseKind, log: (line: string) => void): Promise<PassResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-'));
  const database = await openBenchDatabase(kind, dataDir);
  let server: ChildProcess | null = null;
  try {
    const fresh = await millisecondsToFirstAnswer(database.environment);
    await stop(fresh.server);
    await database.execute(LIFT_PLAN_LIMITS);
    await database.execute(SEED_LIBRARY_SQL);
    await database.execute(SEED_ANSWERING_SQL);
    await database.execute(SEED_SCORING_SQL);
    const restart = await millisecondsToFirstAnswer(database.environment);
    server = restart.server;
    log(`${kind}: started in ${fresh.ms.toFixed(0)} ms (new database), ${restart.ms.toFixed(0)} ms (existing)`);
    const signIns = await sequentialTimes(40, () => signIn(DEMO.email, DEMO.password));
    const cookie = await signIn(DEMO.email, DEMO.password);
    const seeded = await seedLoad(cookie);
    const answering = await answeringLoad(DEMO.password);
    const scoring = await scoringLoad(cookie);
    // A live PostgreSQL has analysed its tables (autovacuum) long before anyone asks; right after seeding a thousand
    // rows its planner still believes the tables are empty. PGlite cannot be reached while the server holds it.
    if (kind === 'PostgreSQL') await database.execute(ANALYSE_AFTER_SEEDING);
    log(
      `${kind}: seeded 500 users, 500 projects, ${LIBRARY_QUESTIONS} library questions and ${ANSWERING_SUPPLIERS} suppliers answering ${ANSWERING_QUESTIONS} questions, ${SCORING_PRODUCTS} of them submitted on a copy in scoring`,
    );
    const peak = { mb: residentMegabytes(server) };
    const results: ScenarioResult[] = [];
    const only = process.env.BENCH_ONLY;
    const chosen = scenarios(cookie, seeded.projectId, answering, scoring).filter(
      (scenario) => !only || scenario.name.includes(only),
    );
    for (const scenario of chosen) {
      results.push(await measure(scenario, server, peak));
      log(`${kind}: ${scenario.name} done`);
    }
    return {
      kind,
      startNewMs: fresh.ms,
      startExistingMs: restart.ms,
      signInMedianMs: percentile(signIns, 0.5),
      inviteMedianMs: percentile(seeded.inviteTimes, 0.5),
      createMedianMs: percentile(seeded.createTimes, 0.5),
      createP95Ms: percentile(seeded.createTimes, 0.95),
      scenarios: results,
      peakRssMb: peak.mb,
    };
  } finally {
    if (server) await stop(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
