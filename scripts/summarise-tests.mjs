// Adds up the JSON reports of Vitest and Playwright and prints the closing line CI reads.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`No readable report in ${file}`);
    failed += 1;
    continue;
  }
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    // A file that failed before running any test (an import error) counts as one failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    );
    failed += (report.numFailedTests ?? 0) + brokenFiles.length;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
