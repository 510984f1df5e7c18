import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { ListenOptions } from 'node:net';
import type { Logger } from 'pino';

/**
 * One process per core (WEB_CONCURRENCY): the primary prepares the database once (migrations,
 * demo seed), then forks the workers, which each listen on the port (see `listenOptions`). Nothing lives only in a worker: sessions, jobs, rate limits and
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
 * How a process listens. A cluster's workers each bind their own socket to the port with
 * `SO_REUSEPORT` (Node 22.12+), and the kernel spreads new connections between them by their
 * addresses, so every worker gets about its share as connections arrive. Before, the workers
 * accepted from one shared socket (`SCHED_NONE`) and a keep-alive connection stayed where the
 * race put it: splits of 84/16 took the 100-reader p99 from 145 to 216 ms
 * (docs/performance/history.md); node's round-robin hand-over from the primary queued
 * connections for seconds at 500 readers. Elsewhere than Linux, or with
 * `NODE_CLUSTER_SCHED_POLICY` set, the workers share the primary's socket as before.
 */
export function listenOptions(port: number, host: string): ListenOptions {
  if (!cluster.isWorker || !isReusePortUsed()) return { port, host };
  return { port, host, reusePort: true, exclusive: true };
}

function isReusePortUsed(): boolean {
  return process.platform === 'linux' && !process.env.NODE_CLUSTER_SCHED_POLICY;
}

/** The shared socket's fallback: workers accept themselves instead of the primary's hand-over. */
function acceptInWorkers() {
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
}

const LISTENING = 'hondana:listening';

/**
 * A worker that listens on its own socket is unknown to the primary's `listening` event (that
 * comes only with a shared socket): it says so itself.
 */
export function tellPrimaryListening(): void {
  if (cluster.isWorker) process.send?.({ type: LISTENING });
}

/** Runs `announce` once, when the first worker listens. */
export function onFirstWorkerListening(announce: () => void): void {
  const heard = (_worker: Worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== LISTENING) return;
    cluster.off('message', heard);
    announce();
  };
  cluster.on('message', heard);
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
