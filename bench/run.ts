import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from './database.js';
import { runPass } from './pass.js';
import { passReport, runHeader } from './report.js';

/**
 * `npm run bench`: every scenario against a throw-away PostgreSQL server, then against PGlite, with the server in
 * production mode; prints the figures and keeps them in bench/RESULTS.md. Loopback only; every loop is bounded.
 * `npm run bench -- PGlite` (or PostgreSQL) runs one pass. `BENCH_ONLY=<part of a name>` runs only the scenarios
 * whose name holds it, and leaves RESULTS.md as it was.
 */
const requested = process.argv
  .slice(2)
  .filter((kind): kind is DatabaseKind => kind === 'PGlite' || kind === 'PostgreSQL');
const kinds: DatabaseKind[] = requested.length > 0 ? requested : ['PostgreSQL', 'PGlite'];
const sections: string[] = [runHeader()];
for (const kind of kinds) {
  const pass = await runPass(kind, (line) => console.error(line));
  const report = passReport(pass);
  console.log(report);
  sections.push(report);
}
if (!process.env.BENCH_ONLY) writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), sections.join('\n'));
