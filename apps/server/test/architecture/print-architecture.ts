/**
 * `npm run architecture`: prints the area graph, its cycles, the imports into other areas' private files and the
 * long files of the server and the web app, then what the architecture test refuses (rules.ts), if anything.
 */
import { fileURLToPath } from 'node:url';
import { analyseApp, SERVER_LAYOUT, WEB_LAYOUT } from './area-graph.js';
import { formatReport } from './report.js';
import { violationsOf } from './rules.js';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const analyses = [analyseApp(repositoryRoot, SERVER_LAYOUT), analyseApp(repositoryRoot, WEB_LAYOUT)];

console.log(analyses.map(formatReport).join('\n\n'));
const violations = analyses.flatMap(violationsOf);
console.log(`\nViolations of the architecture rules: ${violations.length}`);
for (const violation of violations) console.log(`  ${violation}`);
