// Adds up the JSON reports of Vitest and Playwright and prints the closing lines CI reads: the name of every failed
// test (CI shows only the tail of the output), then the total.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * The first line of a failure. Vitest gives a timeout the stack it recorded when the test or hook was declared, whose
 * first line reads "Error: STACK_TRACE_ERROR": say what happened instead.
 */
const firstLine = (message) => {
  const line = message.split('\n')[0];
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (the test or one of its hooks)' : line;
};

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function playwrightFailures(suites, report) {
  for (const suite of suites ?? []) {
    playwrightFailures(suite.suites, report);
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${report}: ${spec.file} › ${spec.title}`);
    }
  }
}

for (const file of process.argv.slice(2)) {
  const report = basename(file, '.json');
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`No readable report in ${file}`);
    failed += 1;
    continue;
  }
  if (json.stats && 'expected' in json.stats) {
    passed += json.stats.expected + (json.stats.flaky ?? 0);
    failed += json.stats.unexpected;
    skipped += json.stats.skipped;
    playwrightFailures(json.suites, report);
  } else {
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const testFile of json.testResults ?? []) {
      const name = testFile.name.replace(`${process.cwd()}/`, '');
      // A file that failed before running any test (an import error) counts as one failure.
      if (testFile.status === 'failed' && testFile.assertionResults.length === 0) {
        failed += 1;
        failures.push(`${report}: ${name}: ${(testFile.message ?? '').split('\n')[0]}`);
      }
      for (const test of testFile.assertionResults) {
        if (test.status !== 'failed') continue;
        const reason = firstLine(test.failureMessages?.[0] ?? '');
        failures.push(`${report}: ${name} › ${test.fullName}: ${reason}`);
      }
    }
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
