/**
 * `npm run architecture`: prints the area graph, its cycles, the imports into other areas' private files and the
 * long files of the server and the web app. `-- --write-baseline` also records today's figures as the baseline the
 * architecture test holds the code to (run it after lowering a figure, never to let one grow).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyseApp, SERVER_LAYOUT, WEB_LAYOUT } from './area-graph.js';
import { BASELINE_FILE, baselineOf, compareWithBaseline, readBaseline, writeBaseline } from './baseline.js';
import { formatReport } from './report.js';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const analyses = [analyseApp(repositoryRoot, SERVER_LAYOUT), analyseApp(repositoryRoot, WEB_LAYOUT)] as const;
const [server, web] = analyses;

console.log(analyses.map(formatReport).join('\n\n'));

if (process.argv.includes('--write-baseline')) {
  writeBaseline({ server: baselineOf(server), web: baselineOf(web) });
  // Biome formats the committed JSON; writing it through Biome keeps `npm run lint` clean.
  execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(BASELINE_FILE)], { cwd: repositoryRoot });
  console.log(`\nBaseline written to ${fileURLToPath(BASELINE_FILE)}`);
} else {
  const baseline = readBaseline();
  const comparisons = analyses.map((analysis) => compareWithBaseline(analysis, baseline[analysis.layout.name]));
  const worse = comparisons.flatMap((comparison) => comparison.worse);
  const better = comparisons.flatMap((comparison) => comparison.better);
  console.log(`\nAgainst the baseline: ${worse.length} figures worse, ${better.length} better`);
  for (const line of [...worse, ...better]) console.log(`  ${line}`);
}
