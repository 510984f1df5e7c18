// Signed-in readers on a 100,000-content tenant (issue 9): a mix of home, group pages,
// keyword and full-text searches and details at 100 and 500 concurrent readers, the home
// call and the detail alone, and the reader shell (its HTML page) in the same run.
// Goal on this 2-core machine: 0 errors, p99 < 150 ms at 100 readers, home and detail each
// > 1,000 req/s alone, RSS < 250 MB per process. "CPU ms" is the server's CPU time (every
// process) per answered request: on a machine shared with other work, req/s and latency
// mostly measure the wait for a core, CPU per request much less so.
//
// Settings (environment):
//   BENCH_READERS_DURATION         seconds per mixed load (default 60)
//   BENCH_READERS_SINGLE_DURATION  seconds per single-call and shell load (default 15)
//   BENCH_READERS_CONNECTIONS      concurrent readers of the mixed load (default 100,500)
//   BENCH_WORKERS                  server processes, WEB_CONCURRENCY (default 2: one per core)
import os from 'node:os';
import { startHondana } from './lib.mjs';
import {
  formatRow,
  header,
  readerFixture,
  readerMix,
  runPathLoad,
  runReaderLoad,
  singleCalls,
  TENANT_PATH,
  waitForIdle,
} from './readerLoad.mjs';

const duration = Number(process.env.BENCH_READERS_DURATION ?? 60);
const singleDuration = Number(process.env.BENCH_READERS_SINGLE_DURATION ?? 15);
const loads = (process.env.BENCH_READERS_CONNECTIONS ?? '100,500').split(',').map(Number);
const workers = process.env.BENCH_WORKERS ?? '2';
const port = 3921;

const { file, meta } = readerFixture();
const server = await startHondana(port, { database: file, env: { WEB_CONCURRENCY: workers } });
const rows = [];
try {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `\nreaders: ${workers} server process(es), ${meta.tokens.length} readers with sessions, ` +
      `mixed loads ${duration} s, single calls and shell ${singleDuration} s; ` +
      `load average ${load.join(' ')} on ${os.cpus().length} CPUs (the bench's autocannon shares them)`,
  );
  console.log(`mix: ${readerMix.map((m) => `${m.name} ${m.share}%`).join(', ')}`);
  console.log(header);
  // Warm-up: caches, JIT, SQLite pages.
  await runReaderLoad({
    port,
    pid: server.pid,
    meta,
    mix: readerMix,
    connections: 50,
    duration: 3,
  });
  const print = (name, connections, result) => {
    rows.push({ name, connections, ...result });
    console.log(formatRow(name, connections, result));
  };
  for (const connections of loads) {
    const run = { port, pid: server.pid, meta, connections };
    await waitForIdle(server.pid, 60);
    print('mixed readers', connections, await runReaderLoad({ ...run, mix: readerMix, duration }));
    await waitForIdle(server.pid, 60);
    print(
      `reader shell /${TENANT_PATH}/`,
      connections,
      await runPathLoad({ ...run, path: `/${TENANT_PATH}/`, duration: singleDuration }),
    );
  }
  const single = { port, pid: server.pid, meta, connections: 100, duration: singleDuration };
  await waitForIdle(server.pid, 60);
  print('content-group-list alone', 100, await runReaderLoad({ ...single, mix: singleCalls.home }));
  await waitForIdle(server.pid, 60);
  print('content/detail alone', 100, await runReaderLoad({ ...single, mix: singleCalls.detail }));
} finally {
  await server.stop();
}

const missed = [];
for (const row of rows) {
  if (row.errors > 0 || row.timeouts > 0) missed.push(`${row.name} @${row.connections}: errors`);
  if (row.memory.some((m) => m.rss >= 250)) missed.push(`${row.name} @${row.connections}: RSS`);
}
const mixed100 = rows.find((r) => r.name === 'mixed readers' && r.connections === 100);
if (mixed100 && mixed100.p99 >= 150) missed.push('mixed readers @100: p99');
for (const row of rows.filter((r) => r.name.endsWith('alone'))) {
  if (row.requestsPerSecond <= 1000) missed.push(`${row.name}: req/s`);
}
console.log(missed.length ? `goal missed: ${missed.join(', ')}` : 'goal met for every case');
