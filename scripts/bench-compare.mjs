// `npm run bench -- --against <rev>`: the benchmarks of tests/bench on this checkout and on a
// baseline revision, side by side in one run. The baseline is a temporary `git worktree`
// (detached, node_modules linked from this checkout, built with its own `npm run build`).
//
// - HTTP cases (settings.bench.mjs): both built servers run at once on 127.0.0.1, idle while
//   the other is measured; each case is measured in alternate order (current, baseline,
//   baseline, current, ...) `--rounds` times, and the medians are compared.
// - Search cases (search.bench.mjs): in-process, so this checkout's bench runs as a child
//   process importing one tree's server code (BENCH_TREE), alternately (baseline, current,
//   current, baseline, ...) `--search-rounds` times, every run on a copy of one catalogue
//   seeded once with the baseline's migrations (BENCH_SEARCH_FIXTURE: a SQLite file and a
//   PostgreSQL template database); the medians of each case's figures are compared (SQLite
//   judged on the service's CPU time, which a busy machine disturbs least; PostgreSQL on
//   wall time, since its work is the database's).
// - Reader cases (readers.bench.mjs): both built servers on copies of one 100,000-content
//   fixture, measured alternately like the HTTP cases.
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
  const ports = { current: 3911, baseline: 3912 };
  const current = await startHondana(ports.current);
  running.push(current);
  const before = await startHondana(ports.baseline, { cwd: tree });
  running.push(before);
  console.log(
    `\nHTTP: 50 connections, ${options.duration} s per measure after a 2 s warm-up, ` +
      `${options.rounds} rounds per case in alternate order; medians`,
  );
  for (const item of settingsCases) {
    const samples = { current: [], baseline: [] };
    const targets = {};
    for (const side of ['current', 'baseline']) {
      const { headers } = await sampleCase(item, ports[side]);
      targets[side] = { url: `http://127.0.0.1:${ports[side]}${item.path}`, headers };
    }
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const side of order) {
        samples[side].push(await measure({ ...targets[side], duration: options.duration }));
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
 * The signed-in reader load of readers.bench.mjs on both servers, each on its own copy of one
 * fixture (seeded with the baseline's migrations; the current server migrates its copy
 * forward), `BENCH_WORKERS` processes where the revision supports it. Mixed load at 100
 * readers, the home list alone and the detail alone, alternately per round; medians.
 */
async function compareReaders() {
  const ports = { current: 3913, baseline: 3914 };
  const { file, meta } = readerFixture(tree);
  const env = { WEB_CONCURRENCY: process.env.BENCH_WORKERS ?? '2' };
  const servers = {
    current: await startHondana(ports.current, { database: file, env }),
    baseline: await startHondana(ports.baseline, { cwd: tree, database: file, env }),
  };
  running.push(servers.current, servers.baseline);
  console.log(
    `\nreaders: ${meta.tokens.length} signed-in readers, ${options.duration} s per measure, ` +
      `${options.rounds} rounds in alternate order; medians (CPU ms: server CPU per request)`,
  );
  const cases = [
    { name: 'mixed readers', mix: readerMix, connections: 100 },
    { name: 'content-group-list alone', mix: singleCalls.home, connections: 100 },
    { name: 'content/detail alone', mix: singleCalls.detail, connections: 100 },
  ];
  for (const item of cases) {
    const samples = { current: [], baseline: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const side of order) {
        const run = { port: ports[side], pid: servers[side].pid, meta, mix: item.mix };
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
  for (const side of ['current', 'baseline']) {
    await servers[side].stop();
    running.splice(running.indexOf(servers[side]), 1);
  }
}

async function compareSearch() {
  const runs = { current: [], baseline: [] };
  const fixture = join(scratch, 'search-fixture');
  console.log(
    `\nsearch: tests/bench/search.bench.mjs on each tree's server code, ${options.searchRounds} runs ` +
      'each in alternate order on one seeded catalogue; medians of service p50 / p95 and CPU p50 ' +
      '(ratios: current / baseline)',
  );
  try {
    console.log("[bench] search: seeding one catalogue with the baseline's migrations");
    run('node', ['tests/bench/search.bench.mjs'], root, {
      BENCH_TREE: tree,
      BENCH_SEARCH_FIXTURE: fixture,
      BENCH_SEARCH_SEED_ONLY: '1',
    });
    for (let round = 0; round < options.searchRounds; round += 1) {
      const order = round % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
      for (const side of order) {
        console.log(`[bench] search, ${side}, run ${round + 1}/${options.searchRounds}`);
        runs[side].push(await searchRun(side === 'current' ? root : tree, fixture));
      }
    }
  } finally {
    await dropSearchTemplates(fixture);
  }
  const keys = [...runs.current[0].keys()].filter((key) => runs.baseline[0].has(key));
  for (const key of keys) {
    const pick = (side, field) => median(runs[side].map((rows) => rows.get(key)[field]));
    // SQLite is judged on CPU time: the search runs in-process, and on a busy machine its wall
    // time mostly measures the wait for a core (search.bench.mjs). PostgreSQL on wall time:
    // the search runs in the database's process, and this process's 1-2 ms of CPU are the
    // driver's, whose ratio swung 1.08-1.46 between runs of the same code.
    const wall = pick('current', 'p50') / pick('baseline', 'p50');
    const cpu = pick('current', 'cpu') / pick('baseline', 'cpu');
    const ratio = key.startsWith('pg:') ? wall : cpu;
    const worse = ratio > 1 + options.tolerance;
    failed ||= worse;
    console.log(
      `${key.padEnd(38)} baseline p50 ${ms(pick('baseline', 'p50'))} p95 ${ms(pick('baseline', 'p95'))} CPU ${ms(pick('baseline', 'cpu'))} | ` +
        `current p50 ${ms(pick('current', 'p50'))} p95 ${ms(pick('current', 'p95'))} CPU ${ms(pick('current', 'cpu'))} | ` +
        `ratio p50 ${wall.toFixed(2)} CPU ${cpu.toFixed(2)}${worse ? '  SLOWER' : ''}`,
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

/** One run of the search bench on `cwd`'s server code; its printed rows by `dialect: case`. */
function searchRun(cwd, fixture) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['tests/bench/search.bench.mjs'], {
      cwd: root,
      env: { ...process.env, BENCH_TREE: cwd, BENCH_SEARCH_FIXTURE: fixture },
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
      if (code !== 0) return reject(new Error(`search bench in ${cwd} exited with ${code}`));
      const rows = new Map();
      let dialect = '?';
      for (const line of out.split('\n')) {
        const seeded = line.match(/^(\w+): seeded /);
        if (seeded) dialect = seeded[1];
        const row = line.match(
          /^(.+?)\s+hits\s+\d+ \| service p50\s+([\d.]+) ms p95\s+([\d.]+) ms .*service CPU p50\s+([\d.]+) ms/,
        );
        if (row) {
          rows.set(`${dialect}: ${row[1]}`, { p50: +row[2], p95: +row[3], cpu: +row[4] });
        }
      }
      if (!rows.size) return reject(new Error(`search bench in ${cwd} printed no case`));
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
    rounds: 3,
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
    `${problem}\nusage: npm run bench -- --against <rev> [--rounds 3] [--search-rounds 3] ` +
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
