// Prints one closing line for the whole suite from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
// The Vitest suite on SQLite, then its server, scripts and db tests again on PostgreSQL (test:pg).
for (const report of ['reports/vitest.json', 'reports/vitest-pg.json']) {
  if (!existsSync(report)) continue;
  const v = JSON.parse(readFileSync(report, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync('reports/e2e.json')) {
  const p = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
