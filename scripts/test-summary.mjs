// Prints the closing line CI reads: "tests: N passed, N failed, N skipped", over the Vitest
// JSON report and the Playwright JSON report. A missing report counts as a failure.
import { readFileSync } from 'node:fs';

const [vitestFile = '.vitest-results.json', e2eFile = '.e2e-results.json'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    missing.push(file);
    return null;
  }
}

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const e2e = read(e2eFile);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
for (const file of missing) {
  console.error(`no test report at ${file}: that run did not finish`);
  failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
if (passed === 0) {
  console.error('no test ran');
  process.exit(1);
}
