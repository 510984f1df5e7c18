// Issue 34, item 4: the signed-in reader mix (readerLoad.mjs, the 100,000-content fixture)
// through two server instances behind nginx, next to one instance, in the same run: one
// instance asked directly, one behind nginx (what the proxy costs), two behind nginx (what a
// second instance brings). Both instances serve one copy of the fixture's SQLite file (as
// WEB_CONCURRENCY's processes do); across machines they would share PostgreSQL
// (tests/api/scaleOut/nginxKill.test.ts proves that layout under a SIGKILL). nginx is
// configured as docs/operations.md "Several instances" says (tests/support/nginx.ts).
//
// On this 2-core machine two instances cannot double the throughput: the two processes, nginx
// and autocannon share the same two cores. The figure says what the proxy and a second process
// cost or bring here; CPU ms per request (instances and nginx) is what a machine per instance
// would divide.
//
// Settings (environment):
//   BENCH_SCALE_OUT_DURATION     seconds per case (default 20)
//   BENCH_SCALE_OUT_CONNECTIONS  concurrent readers (default 100)
import os from 'node:os';
import autocannon from 'autocannon';
import { hasNginx, startNginx } from '../support/nginx.ts';
import { cpuSecondsOf, startHondana } from './lib.mjs';
import { readerFixture, readerMix, waitForIdle } from './readerLoad.mjs';

const duration = Number(process.env.BENCH_SCALE_OUT_DURATION ?? 20);
const connections = Number(process.env.BENCH_SCALE_OUT_CONNECTIONS ?? 100);
const ports = [3941, 3942];

if (!hasNginx()) {
  console.log('\nscale-out: skipped, nginx is not installed (apt-get install nginx-light)');
  process.exit(0);
}

const { file, meta } = readerFixture();
const one = await startHondana(ports[0], { database: file, env: { WEB_CONCURRENCY: '1' } });
const two = await startHondana(ports[1], {
  env: { WEB_CONCURRENCY: '1', SQLITE_FILE: one.database },
});
const proxyOne = await startNginx({ upstreams: [ports[0]] });
const proxyTwo = await startNginx({ upstreams: ports });
const rows = [];
try {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `\nscale-out: the reader mix, ${connections} readers, ${duration} s a case; ` +
      `load average ${load.join(' ')} on ${os.cpus().length} CPUs (shared by the instances, ` +
      'nginx and autocannon: two instances on 2 cores cannot double the throughput)',
  );
  console.log(
    `${'case'.padEnd(30)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(6)} ${'p95 ms'.padStart(6)} ` +
      `${'p99 ms'.padStart(6)} ${'errors'.padStart(6)} ${'CPU ms'.padStart(6)}  CPU s: instances, nginx`,
  );
  const cases = [
    { name: 'one instance, direct', port: ports[0], pids: [one.pid] },
    { name: 'one instance behind nginx', port: proxyOne.port, pids: [one.pid, proxyOne.pid] },
    {
      name: 'two instances behind nginx',
      port: proxyTwo.port,
      pids: [one.pid, two.pid, proxyTwo.pid],
    },
  ];
  for (const run of cases) {
    await readerLoad({ ...run, duration: 3 }); // warm-up: caches, JIT, SQLite pages
    await waitForIdle(one.pid, 60);
    await waitForIdle(two.pid, 60);
    const row = { name: run.name, ...(await readerLoad({ ...run, duration })) };
    rows.push(row);
    console.log(
      `${row.name.padEnd(30)} ${Math.round(row.requestsPerSecond).toString().padStart(7)} ` +
        `${String(row.p50).padStart(6)} ${String(row.p95).padStart(6)} ${String(row.p99).padStart(6)} ` +
        `${String(row.errors).padStart(6)} ${row.cpuMs.toFixed(2).padStart(6)}  ${row.split}`,
    );
  }
} finally {
  await proxyTwo.stop();
  await proxyOne.stop();
  await two.stop();
  await one.stop();
}
const [direct, proxied, scaled] = rows;
console.log(
  `two instances / one instance behind nginx: ${(scaled.requestsPerSecond / proxied.requestsPerSecond).toFixed(2)} ` +
    `(req/s; p95 ${scaled.p95} against ${proxied.p95} ms); nginx's cost: one instance behind it / direct ` +
    `${(proxied.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}`,
);
process.exitCode = rows.some((row) => row.errors > 0) ? 1 : 0;

/**
 * One autocannon run of the reader mix at 127.0.0.1:`port`, every connection a distinct reader.
 * Latencies are taken from each response (autocannon's own summary has no 95th percentile);
 * `split` is the CPU seconds each of `pids` spent (the instances, then nginx): how the proxy
 * shared the work out.
 */
async function readerLoad({ port, pids, duration }) {
  const total = readerMix.reduce((sum, item) => sum + item.share, 0);
  const choose = () => {
    let at = Math.random() * total;
    for (const item of readerMix) {
      at -= item.share;
      if (at < 0) return item;
    }
    return readerMix[readerMix.length - 1];
  };
  const latencies = [];
  let nextReader = 0;
  const cpuBefore = pids.map(cpuSecondsOf);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    timeout: 10,
    setupClient(client) {
      const token = meta.tokens[nextReader++ % meta.tokens.length];
      client.on('response', (_status, _bytes, ms) => latencies.push(ms));
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
  const cpu = pids.map((pid, i) => cpuSecondsOf(pid) - cpuBefore[i]);
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0,
    );
  return {
    requestsPerSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx,
    cpuMs: (cpu.reduce((sum, s) => sum + s, 0) * 1000) / Math.max(1, result.requests.total),
    split: cpu.map((s) => `${Math.round(s * 10) / 10}s`).join('/'),
  };
}
