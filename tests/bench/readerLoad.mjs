// The signed-in reader load of readers.bench.mjs (and of `npm run bench -- --against`): its
// fixture (seeded once, cached on disk) and one autocannon run of a request mix in which
// every connection is a distinct signed-in reader.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { connectionsOf, cpuSecondsOf, memoryOf, root } from './lib.mjs';

export const TENANT_PATH = 'large';
const COUNT = Number(process.env.BENCH_READERS_CONTENTS ?? 100_000);
const READERS = Number(process.env.BENCH_READERS_ACCOUNTS ?? 1000);

/**
 * The seeded SQLite file for the checkout at `tree` and its metadata (tokens, ids). Seeding
 * takes about a minute, so the file is kept in `BENCH_CACHE_DIR` (default: the system's
 * temporary folder), keyed by everything that shapes it: the seeder, the catalogue, the
 * tree's migrations and the sizes. Servers run on copies; the cached file stays untouched.
 */
export function readerFixture(tree = root) {
  const hash = createHash('sha256');
  for (const file of [
    join(root, 'tests/bench/readerSeed.ts'),
    join(tree, 'scripts/seedLarge.ts'),
    join(tree, 'scripts/catalogue.ts'),
  ]) {
    hash.update(readFileSync(file));
  }
  hash.update(readdirSync(join(tree, 'migrations')).sort().join(','));
  hash.update(`${COUNT}/${READERS}`);
  const dir = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'hondana-bench-cache');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `readers-${hash.digest('hex').slice(0, 16)}.sqlite`);
  if (!existsSync(file) || !existsSync(`${file}.json`)) {
    console.log(`[bench] seeding ${COUNT} contents and ${READERS} readers into ${file}`);
    const partial = `${file}.partial`;
    const result = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        join(root, 'tests/bench/readerSeed.ts'),
        ...[
          '--tree',
          tree,
          '--out',
          partial,
          '--count',
          String(COUNT),
          '--readers',
          String(READERS),
        ],
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('seeding the reader fixture failed');
    renameSync(`${partial}.json`, `${file}.json`);
    renameSync(partial, file);
  }
  return { file, meta: JSON.parse(readFileSync(`${file}.json`, 'utf8')) };
}

const keywordTerms = [
  '図書館',
  'Library',
  '経済学',
  'Harbor',
  '心理学',
  'Garden',
  '星空',
  'Archive',
];
const fullTextTerms = ['産業革命', 'photosynthesis', '人工知能', 'volcanoes', '半導体', 'microbes'];

/**
 * What a reader does, by share of requests: the home page's group list, a page of a group,
 * a keyword search, a full-text search, a content's detail (which records the reading).
 */
export const readerMix = [
  {
    name: 'home (content-group-list)',
    share: 30,
    build: () => get('/content-group/content-group-list'),
  },
  {
    name: 'group page',
    share: 20,
    build: (meta) =>
      get('/content/page', {
        contentGroupId: pick(meta.groupIds),
        page: 1 + Math.floor(Math.random() * 20),
        size: 10,
      }),
  },
  {
    name: 'keyword search',
    share: 15,
    build: () =>
      post('/content/search', {
        search_requests: [{ search_box_id: 'keyword', value: pick(keywordTerms) }],
      }),
  },
  {
    name: 'full-text search',
    share: 10,
    build: () => post('/content/full-text-search', { search_key: pick(fullTextTerms) }),
  },
  { name: 'detail', share: 25, build: (meta) => get(`/content/detail/${pick(meta.contentIds)}`) },
];

/** Single-call loads (every connection a distinct reader, like the mix). */
export const singleCalls = {
  home: [{ share: 1, build: () => get('/content-group/content-group-list') }],
  detail: [{ share: 1, build: (meta) => get(`/content/detail/${pick(meta.contentIds)}`) }],
};

/**
 * One autocannon run of `mix` against 127.0.0.1:`port`: `connections` readers, each with its
 * own session token. RSS of the server (`pid`, and each cluster worker) is sampled every
 * second; the peak per process is reported.
 */
export function runReaderLoad({ port, pid, meta, mix, connections, duration }) {
  const total = mix.reduce((sum, item) => sum + item.share, 0);
  const choose = () => {
    let at = Math.random() * total;
    for (const item of mix) {
      at -= item.share;
      if (at < 0) return item;
    }
    return mix[mix.length - 1];
  };
  let nextReader = 0;
  return measureWithRss(pid, {
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    setupClient(client) {
      const token = meta.tokens[nextReader++ % meta.tokens.length];
      client.setRequests([
        {
          setupRequest: () => {
            const request = choose().build(meta);
            return { ...request, headers: { ...request.headers, 'x-access-token': token } };
          },
        },
      ]);
    },
  });
}

/** An anonymous GET of a fixed path (the reader shell), with the same RSS sampling. */
export function runPathLoad({ port, pid, path, connections, duration }) {
  const url = `http://127.0.0.1:${port}${path}`;
  return measureWithRss(pid, { url, connections, duration, headers: { ...browserHeaders } });
}

/**
 * Waits until the server has stopped working off an earlier load (a server that fell behind
 * keeps answering requests whose clients timed out long ago) or its start (a fresh server
 * works through the demo's PDFs in bursts for about 15 s): under 5% of a core for three
 * seconds in a row, or `maxSeconds`. One quiet second is not enough: the start's bursts pause
 * for a second now and then, and a measure begun in such a pause shares the CPU with them.
 * Returns the seconds waited.
 */
export async function waitForIdle(pid, maxSeconds = 180) {
  const started = Date.now();
  let before = cpuSecondsOf(pid);
  let quietSeconds = 0;
  while (Date.now() - started < maxSeconds * 1000 && quietSeconds < 3) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSecondsOf(pid);
    quietSeconds = now - before < 0.05 ? quietSeconds + 1 : 0;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

/**
 * One autocannon run, sampling the server's memory every second (peak per process), the
 * connections each process holds (mean per process: how evenly the workers share the
 * clients) and its CPU time: CPU ms per request is the figure a busy, shared machine
 * disturbs least.
 */
async function measureWithRss(pid, options) {
  const peaks = {};
  const held = {};
  let samples = 0;
  const port = Number(new URL(options.url).port);
  const sampleMemory = () => {
    for (const [id, mb] of Object.entries(memoryOf(pid))) {
      const peak = (field) => Math.max(peaks[id]?.[field] ?? 0, mb[field]);
      peaks[id] = { rss: peak('rss'), pss: peak('pss'), anon: peak('anon') };
    }
  };
  const sample = () => {
    sampleMemory();
    samples += 1;
    for (const [id, count] of Object.entries(connectionsOf(pid, port))) {
      held[id] = (held[id] ?? 0) + count;
    }
  };
  const timer = setInterval(sample, 1000);
  const cpuBefore = cpuSecondsOf(pid);
  try {
    const result = await autocannon({ timeout: 10, ...options });
    sampleMemory();
    const cpuMs = ((cpuSecondsOf(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
    const split = Object.values(held)
      .map((sum) => sum / Math.max(1, samples))
      .filter((mean) => mean > 0);
    return { ...summarise(result, peaks, cpuMs), split };
  } finally {
    clearInterval(timer);
  }
}

function summarise(result, peaks, cpuMs) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout as an error too.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    cpuMs,
    memory: Object.values(peaks),
  };
}

export function formatRow(name, connections, r) {
  const memory = r.memory
    .map((m) => [m.rss, m.pss, m.anon].map((mb) => Math.round(mb)).join('/'))
    .join('  ');
  return (
    `${name.padEnd(26)} ${String(connections).padStart(5)} ${Math.round(r.requestsPerSecond).toString().padStart(7)} ` +
    `${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.errors).padStart(6)} ` +
    `${String(r.timeouts).padStart(8)} ${r.cpuMs.toFixed(2).padStart(7)}  ` +
    `${r.split.map(Math.round).join('/').padEnd(9)}  ${memory}`
  );
}

export const header =
  `${'case'.padEnd(26)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(6)} ` +
  `${'p99 ms'.padStart(6)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)} ${'CPU ms'.padStart(7)}  ` +
  `${'held'.padEnd(9)}  peak MB per process: RSS/PSS/anonymous` +
  '\n(held: the mean number of connections each process held, sampled every second)';

/** What Chromium sends: readers receive whatever the server compresses for them. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function get(path, query = {}) {
  const search = new URLSearchParams({ path: TENANT_PATH, ...query });
  return { method: 'GET', path: `/api/v1${path}?${search}`, headers: { ...browserHeaders } };
}

function post(path, body) {
  return {
    method: 'POST',
    path: `/api/v1${path}?path=${TENANT_PATH}&page=1&size=10`,
    headers: { ...browserHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}
