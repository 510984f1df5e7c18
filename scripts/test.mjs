// `npm test`: every check and every suite, then one closing line `N passed, N failed`.
// Suites: unit + API on SQLite, the API again on PostgreSQL when TEST_DATABASE_URL is
// set, and the browser tests in Debian's Chromium. Checks (generated-type drift,
// typecheck, lint, import cycles) count as one test each so a broken check shows in the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'hondana-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

check('generated types match the schemas', 'npm', ['run', '--silent', 'gen:check']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('no value-level import cycle (madge)', 'npm', ['run', '--silent', 'check:cycles']);
check('build', 'node', ['scripts/build-if-stale.mjs']);

suite('unit + api (SQLite)', ['--project', 'unit', '--project', 'api'], {
  HONDANA_TEST_DIALECT: 'sqlite',
});
if (process.env.TEST_DATABASE_URL) {
  suite('api (PostgreSQL)', ['--project', 'api'], { HONDANA_TEST_DIALECT: 'pg' });
} else {
  console.log('\n[test] TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}
if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  suite('browser (Chromium)', ['--project', 'browser'], {});
} else if (process.env.CI) {
  console.log('\n[test] Chromium is missing: the browser suite cannot run.');
  totals.failed += 1;
} else {
  console.log(
    '\n[test] /usr/bin/chromium not found: browser suite skipped (apt-get install chromium).',
  );
}

rmSync(scratch, { recursive: true, force: true });
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

function check(name, command, args) {
  console.log(`\n[test] ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    console.log(`[test] FAILED: ${name}`);
  }
}

function suite(name, projectArgs, env) {
  console.log(`\n[test] ${name}`);
  const report = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (!existsSync(report)) {
    console.log(`[test] FAILED: ${name} produced no report (exit ${result.status})`);
    totals.failed += 1;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  // A suite that crashed outside a test (import error, failed hook) still fails the run.
  if (result.status !== 0 && json.numFailedTests === 0) totals.failed += 1;
  if (json.numTotalTests === 0) {
    console.log(`[test] FAILED: ${name} ran no test`);
    totals.failed += 1;
  }
}
