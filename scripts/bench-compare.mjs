// `npm run bench -- --against <rev>`: the benchmarks of tests/bench on this checkout and on a
// baseline revision, side by side in one run. The baseline is a temporary `git worktree`
// (detached, node_modules linked from this checkout, built with its own `npm run build`).
//
// - HTTP cases (settings.bench.mjs): two processes of each built server run at once on
//   127.0.0.1, idle while another is measured; each case is measured in alternate order
//   (current, baseline, baseline, current, ...) `--rounds` times, round r on process r mod 2
//   of each side, and the medians are compared.
// - Search cases (search.bench.mjs): in-process, so this checkout's bench runs as a child
//   process importing both trees' server code (BENCH_TREE, BENCH_BASELINE_TREE), each on its
//   own copy of one catalogue seeded once with the baseline's migrations (BENCH_SEARCH_FIXTURE:
//   a SQLite file and a PostgreSQL template database), the two called alternately per case;
//   `--search-rounds` such processes, and each case's ratio is the median of theirs (SQLite
//   judged on the service's CPU time, which a busy machine disturbs least; PostgreSQL on
//   wall time, since its work is the database's).
// - Reader cases (readers.bench.mjs): two servers of each build on copies of one
//   100,000-content fixture, measured alternately like the HTTP cases.
//
// Fails (exit 1) when a case is more than `--tolerance` (default 0.10) worse than baseline.
// The machine has 2 cores: nothing is measured concurrently.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, startHondana } from '../tests/bench/lib.mjs';
import {
  readerFixture,
  readerMix,
  runReaderLoad,
  singleCalls,
  waitForIdle,
} from '../tests/bench/readerLoad.mjs';
import { sampleCase, settingsCases } from '../tests/bench/settings.cases.mjs';
import { buildIfStale, root } from './stale.mjs';

const options = parseOptions(process.argv.slice(2));
const baseline = resolveRevision(options.against);
const label = `${options.against} (${baseline.slice(0, 9)})`;

buildIfStale();
const scratch = mkdtempSync(join(tmpdir(), 'hondana-baseline-'));
const tree = join(scratch, 'tree');
const running = [];
let failed = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const app of running) app.stop().catch(() => {});
    removeWorktree();
    process.exit(130);
  });
}

try {
  console.log(`[bench] baseline ${label} in ${tree}`);
  run('git', ['worktree', 'add', '--detach', '--quiet', tree, baseline], root);
  linkNodeModules(tree);
  console.log('[bench] building the baseline');
  run('npm', ['run', '--silent', 'build'], tree);

  console.log(
    `[bench] load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (!options.only || options.only === 'http') await compareHttp();
  if (!options.only || options.only === 'readers') await compareReaders();
  if ((!options.only || options.only === 'search') && options.searchRounds > 0) {
    await compareSearch();
  }
} finally {
  await Promise.allSettled(running.map((app) => app.stop()));
  removeWorktree();
}
console.log(
  failed
    ? `\nslower than ${label} by more than ${pct(options.tolerance)} in at least one case`
    : `\nevery case within ${pct(options.tolerance)} of ${label} (or faster)`,
);
process.exit(failed ? 1 : 0);

async function compareHttp() {
  // Two server processes per side: one process of a build differs from another by about 7 %
  // (JIT and memory layout; 2026-11-29, sixth session), which one instance per side would
  // book on the build. Round r measures instance r mod 2 of each side.
  const sides = { current: [], baseline: [] };
  for (const [index, port] of [3911, 3915].entries()) {
    const current = await startHondana(port);
    running.push(current);
    const before = await startHondana(port + 1, { cwd: tree });
    running.push(before);
    sides.current[index] = { app: current, port };
    sides.baseline[index] = { app: before, port: port + 1 };
  }
  const instances = sides.current.length;
  console.log(
    `\nHTTP: 50 connections, ${options.duration} s per measure after a 2 s warm-up, ` +
      `${options.rounds} rounds per case in alternate order over ${instances} processes per side; medians`,
  );
  for (const item of settingsCases) {
    // A fresh server first works off its start (the demo's PDFs through the PDF workers: about
    // 5 CPU-seconds in the first 15 s after /healthz answers on a build of 2026-11-29), which
    // would land on the first case's first measure of that side only.
    for (const { app } of [...sides.current, ...sides.baseline]) await waitForIdle(app.pid, 60);
    const samples = { current: [], baseline: [] };
    const targets = { current: [], baseline: [] };
    for (const side of ['current', 'baseline']) {
      for (const { port } of sides[side]) {
        const { headers } = await sampleCase(item, port);
        targets[side].push({ url: `http://127.0.0.1:${port}${item.path}`, headers });
      }
    }
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const side of order) {
        const target = targets[side][round % instances];
        samples[side].push(await measure({ ...target, duration: options.duration }));
      }
    }
    const now = median(samples.current.map((s) => s.requestsPerSecond));
    const then = median(samples.baseline.map((s) => s.requestsPerSecond));
    const ratio = now / then;
    const worse = ratio < 1 - options.tolerance;
    failed ||= worse;
    console.log(
      `${item.name.padEnd(28)} baseline ${fmt(then)} req/s p99 ${median(samples.baseline.map((s) => s.p99))} ms | ` +
        `current ${fmt(now)} req/s p99 ${median(samples.current.map((s) => s.p99))} ms | ` +
        `ratio ${ratio.toFixed(2)}${worse ? '  SLOWER' : ''}`,
    );
  }
}

/**
 * The signed-in reader load of readers.bench.mjs on two servers of each build, each on its own
 * copy of one fixture (seeded with the baseline's migrations; the current servers migrate their
 * copies forward), `BENCH_WORKERS` processes where the revision supports it. Mixed load at 100
 * readers, the home list alone and the detail alone, each warmed up on every server, then
 * measured alternately per round, round r on server r mod 2 of each side; medians.
 */
async function compareReaders() {
  const { file, meta } = readerFixture(tree);
  const env = { WEB_CONCURRENCY: process.env.BENCH_WORKERS ?? '2' };
  // Two servers per side, as for the HTTP cases: round r measures server r mod 2 of each side.
  const servers = { current: [], baseline: [] };
  for (const port of [3913, 3917]) {
    const current = await startHondana(port, { database: file, env });
    const before = await startHondana(port + 1, { cwd: tree, database: file, env });
    running.push(current, before);
    servers.current.push({ app: current, port });
    servers.baseline.push({ app: before, port: port + 1 });
  }
  console.log(
    `\nreaders: ${meta.tokens.length} signed-in readers, ${options.duration} s per measure, ` +
      `${options.rounds} rounds in alternate order over ${servers.current.length} servers per ` +
      `side; medians (CPU ms: server CPU per request)`,
  );
  const cases = [
    { name: 'mixed readers', mix: readerMix, connections: 100 },
    { name: 'content-group-list alone', mix: singleCalls.home, connections: 100 },
    { name: 'content/detail alone', mix: singleCalls.detail, connections: 100 },
  ];
  for (const item of cases) {
    const samples = { current: [], baseline: [] };
    // Each server first answers the case for a few seconds unmeasured, as readers.bench.mjs
    // warms its one server up: without it the first measure of a server took its JIT and page
    // cache cold (a p99 of 1.2 s in one mixed-readers round against 0.4 s in the others).
    for (const { app, port } of [...servers.current, ...servers.baseline]) {
      await runReaderLoad({
        port,
        pid: app.pid,
        meta,
        mix: item.mix,
        connections: 50,
        duration: 3,
      });
    }
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const side of order) {
        const { app, port } = servers[side][round % servers[side].length];
        const run = { port, pid: app.pid, meta, mix: item.mix };
        const waited = await waitForIdle(run.pid);
        if (waited > 5) console.log(`[bench] ${side} needed ${Math.round(waited)} s to catch up`);
        samples[side].push(
          await runReaderLoad({
            ...run,
            connections: item.connections,
            duration: options.duration,
          }),
        );
      }
    }
    const pick = (side, field) => median(samples[side].map((s) => s[field]));
    const ratio = pick('current', 'requestsPerSecond') / pick('baseline', 'requestsPerSecond');
    const worse = ratio < 1 - options.tolerance;
    failed ||= worse;
    const describe = (side) =>
      `${fmt(pick(side, 'requestsPerSecond'))} req/s p99 ${pick(side, 'p99')} ms ` +
      `errors ${pick(side, 'errors')} CPU ${pick(side, 'cpuMs').toFixed(2)} ms`;
    console.log(
      `${item.name.padEnd(28)} baseline ${describe('baseline')} | current ${describe('current')} | ` +
        `ratio ${ratio.toFixed(2)}${worse ? '  SLOWER' : ''}`,
    );
  }
  for (const { app } of [...servers.current, ...servers.baseline]) {
    await app.stop();
    running.splice(running.indexOf(app), 1);
  }
}

async function compareSearch() {
  const runs = [];
  const fixture = join(scratch, 'search-fixture');
  console.log(
    `\nsearch: tests/bench/search.bench.mjs with both trees' server code in one process, ` +
      `${options.searchRounds} processes, on one seeded catalogue (a copy per side); medians ` +
      'over the processes of service p50 / p95, CPU p50 and of the ratio (current / baseline)',
  );
  try {
    console.log("[bench] search: seeding one catalogue with the baseline's migrations");
    run('node', ['tests/bench/search.bench.mjs'], root, {
      BENCH_TREE: tree,
      BENCH_SEARCH_FIXTURE: fixture,
      BENCH_SEARCH_SEED_ONLY: '1',
    });
    for (let round = 0; round < options.searchRounds; round += 1) {
      console.log(`[bench] search, process ${round + 1}/${options.searchRounds}`);
      runs.push(await searchRun(fixture));
    }
  } finally {
    await dropSearchTemplates(fixture);
  }
  for (const key of runs[0].keys()) {
    const rows = runs.map((rows) => rows.get(key)).filter(Boolean);
    const pick = (side, field) => median(rows.map((row) => row[side][field]));
    // SQLite is judged on CPU time: the search runs in-process, and on a busy machine its wall
    // time mostly measures the wait for a core (search.bench.mjs). PostgreSQL on wall time:
    // the search runs in the database's process, and this process's 1-2 ms of CPU are the
    // driver's, whose ratio swung 1.08-1.46 between runs of the same code.
    const field = key.startsWith('pg:') ? 'p50' : 'cpu';
    const ratios = rows.map((row) => row.current[field] / row.baseline[field]);
    const ratio = median(ratios);
    const worse = ratio > 1 + options.tolerance;
    failed ||= worse;
    const side = (name) =>
      `${name} p50 ${ms(pick(name, 'p50'))} p95 ${ms(pick(name, 'p95'))} CPU ${ms(pick(name, 'cpu'))}`;
    console.log(
      `${key.padEnd(38)} ${side('baseline')} | ${side('current')} | ` +
        `ratio ${field === 'cpu' ? 'CPU' : 'p50'} ${ratio.toFixed(2)} ` +
        `(${ratios.map((r) => r.toFixed(2)).join(' ')})${worse ? '  SLOWER' : ''}`,
    );
  }
}

/** The PostgreSQL template databases the seeding run kept (named in the fixture folder). */
async function dropSearchTemplates(fixture) {
  if (!existsSync(fixture) || !process.env.TEST_DATABASE_URL) return;
  for (const file of readdirSync(fixture).filter((name) => name.endsWith('.pg.json'))) {
    const { template } = JSON.parse(readFileSync(join(fixture, file), 'utf8'));
    run(
      'psql',
      [process.env.TEST_DATABASE_URL, '-qc', `drop database if exists ${template}`],
      root,
    );
  }
}

/** One process of the search bench with both trees; its printed rows by `dialect: case`. */
function searchRun(fixture) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['tests/bench/search.bench.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        BENCH_TREE: root,
        BENCH_BASELINE_TREE: tree,
        BENCH_SEARCH_FIXTURE: fixture,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const handle = { stop: async () => child.kill('SIGTERM') };
    running.push(handle);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 15 * 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      running.splice(running.indexOf(handle), 1);
      if (code !== 0) return reject(new Error(`search bench exited with ${code}`));
      const figures = (text) => {
        const [, p50, p95, cpu] = text.match(
          /p50\s+([\d.]+) ms p95\s+([\d.]+) ms CPU\s+([\d.]+) ms/,
        );
        return { p50: +p50, p95: +p95, cpu: +cpu };
      };
      const rows = new Map();
      for (const line of out.split('\n')) {
        const row = line.match(/^paired (\w+): (.+?) \| baseline (.+?) \| current (.+)$/);
        if (row) {
          rows.set(`${row[1]}: ${row[2]}`, { baseline: figures(row[3]), current: figures(row[4]) });
        }
      }
      if (!rows.size) return reject(new Error('search bench printed no case'));
      resolve(rows);
    });
  });
}

/**
 * node_modules for the worktree: this checkout's packages, linked one by one, except the
 * workspace links in @hondana, which are relative (../../schemas) and so must point into the
 * worktree's own workspaces; each workspace's own node_modules is linked whole.
 */
function linkNodeModules(target) {
  const from = join(root, 'node_modules');
  mkdirSync(join(target, 'node_modules', '@hondana'), { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@hondana') continue;
    symlinkSync(join(from, entry), join(target, 'node_modules', entry));
  }
  for (const entry of readdirSync(join(from, '@hondana'))) {
    const link = readlinkSync(join(from, '@hondana', entry));
    symlinkSync(link, join(target, 'node_modules', '@hondana', entry));
  }
  for (const workspace of ['schemas', 'server', 'console', 'reader']) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(target, workspace))) {
      symlinkSync(own, join(target, workspace, 'node_modules'));
    }
  }
}

function removeWorktree() {
  if (existsSync(tree)) {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'inherit' });
  }
  rmSync(scratch, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: root });
}

function resolveRevision(rev) {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) usage(`not a revision: ${rev}`);
  return result.stdout.trim();
}

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
}

function parseOptions(args) {
  const parsed = {
    against: undefined,
    rounds: 4,
    searchRounds: 3,
    duration: 8,
    tolerance: 0.1,
    only: undefined,
  };
  const bounded = (name, value, min, max) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max) usage(`${name} must be ${min}..${max}`);
    return n;
  };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    const value = inline ?? args[++i];
    if (flag === '--against') parsed.against = value;
    else if (flag === '--rounds') parsed.rounds = Math.round(bounded(flag, value, 1, 10));
    else if (flag === '--search-rounds') {
      parsed.searchRounds = Math.round(bounded(flag, value, 0, 6));
    } else if (flag === '--duration') parsed.duration = bounded(flag, value, 1, 30);
    else if (flag === '--tolerance') parsed.tolerance = bounded(flag, value, 0, 1);
    else if (flag === '--only' && ['http', 'readers', 'search'].includes(value)) {
      parsed.only = value;
    } else usage(`unknown option ${flag}${value === undefined ? '' : ` ${value}`}`);
  }
  if (!parsed.against) usage('--against <rev> is required');
  return parsed;
}

function usage(problem) {
  console.error(
    `${problem}\nusage: npm run bench -- --against <rev> [--rounds 4] [--search-rounds 3] ` +
      '[--duration 8] [--tolerance 0.1] [--only http|readers|search]',
  );
  process.exit(2);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function fmt(value) {
  return Math.round(value).toString().padStart(6);
}

function ms(value) {
  return `${value.toFixed(1).padStart(6)} ms`;
}

function pct(value) {
  return `${Math.round(value * 100)}%`;
}
