// Watches the server in this process while PDF work runs out of it (hostilePdfs.test.ts,
// pdfWorkBook.test.ts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type TestAgent from 'supertest/lib/agent';

/**
 * One /healthz: its wall time, and no more than the CPU time this process used meanwhile
 * (`ownMs`; see watchServer).
 */
export async function healthzMs(agent: () => Pick<TestAgent, 'get'>) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await agent().get('/healthz').expect(200);
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs, ownMs: Math.min(wallMs, (user + system) / 1000) };
}

export /**
 * Asks `agent` for /healthz every 50 ms until stopped; answers the slowest answer, the
 * longest event-loop block and how far this process's resident memory rose above `from`.
 * `slowestOwnMs` counts, for each answer, no more than the CPU time this process used
 * meanwhile: on a shared 2-core machine running the other test worker, a process is now and
 * then not scheduled for a few hundred ms, which says nothing of the server. Any blocking work
 * in the server (pdf.js in its thread took seconds) shows in both figures.
 */
function watchServer(agent: () => Pick<TestAgent, 'get'>) {
  const from = process.memoryUsage.rss();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let slowest = 0;
  let slowestOwn = 0;
  let peak = from;
  let isStopped = false;
  const probing = (async () => {
    while (!isStopped) {
      const { wallMs, ownMs } = await healthzMs(agent);
      slowest = Math.max(slowest, wallMs);
      slowestOwn = Math.max(slowestOwn, ownMs);
      peak = Math.max(peak, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    isStopped = true;
    await probing;
    loop.disable();
    return {
      slowestMs: slowest,
      slowestOwnMs: slowestOwn,
      blockMs: loop.max / 1e6,
      rssGrowthMb: (peak - from) / 2 ** 20,
    };
  };
}
