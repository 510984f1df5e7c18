import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * One process per core (WEB_CONCURRENCY): the primary prepares the database once (migrations,
 * demo seed), then forks the workers, which share the listening port and each accept from it
 * (see `acceptInWorkers`). Nothing lives only in a worker: sessions, jobs, rate limits and
 * lockouts are in the database, and the caches check it (docs/performance.md, "Cluster").
 * A worker that dies is replaced; SIGTERM / SIGINT stop every worker, then the primary.
 */
export async function runPrimary({
  workers,
  logger,
  prepare,
}: {
  workers: number;
  logger: Logger;
  /** Runs once, before any worker starts (migrations, demo seed). */
  prepare: () => Promise<void>;
}): Promise<void> {
  await prepare();
  acceptInWorkers();
  cluster.setupPrimary({ execArgv: withServerV8Flags(process.execArgv) });
  let isClosing = false;
  const fork = () => cluster.fork({ HONDANA_CLUSTER_WORKER: '1' });
  // A worker that crashes at start would otherwise be replaced in a tight loop.
  let recentDeaths: number[] = [];
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (isClosing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker exited; starting another');
    const now = Date.now();
    recentDeaths = [...recentDeaths.filter((at) => now - at < 60_000), now];
    if (recentDeaths.length > workers * 5) {
      logger.fatal('workers keep dying; stopping');
      process.exit(1);
    }
    setTimeout(fork, 500).unref();
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  for (let i = 0; i < workers; i += 1) fork();
  logger.info({ workers }, 'cluster primary started its workers');
}

/**
 * Workers accept connections from the shared socket themselves (SCHED_NONE) instead of the
 * primary handing each one over (node's default round-robin). The hand-over waits for the
 * receiving worker's event loop to acknowledge each connection before the next, so under load
 * new connections queue in the primary for seconds: at 500 readers the mix timed out 485
 * requests in 20 s, and none with the workers accepting. Throughput at 100 readers is the
 * same either way (docs/decisions.md). `NODE_CLUSTER_SCHED_POLICY=rr` restores node's
 * default.
 */
function acceptInWorkers() {
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
}

/** True in a process forked by `runPrimary` (it must not prepare the database again). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * V8 flags every server process runs with. `--optimize-for-size` keeps the heap near its live
 * size: under 100 readers' detail requests a process otherwise let its old generation grow to
 * 130 MB of mostly garbage before collecting (peak RSS 250 MB against the 250 MB goal of issue
 * 9); with it the peak was 141 MB at the same throughput and CPU per request
 * (docs/performance.md "Memory: V8 sized for a server of many small requests"). Node refuses
 * this flag in NODE_OPTIONS, so the primary passes it to its workers and `npm start` to a
 * single process.
 */
export const serverV8Flags = ['--optimize-for-size'];

export function withServerV8Flags(execArgv: readonly string[]): string[] {
  return [...execArgv, ...serverV8Flags.filter((flag) => !execArgv.includes(flag))];
}
