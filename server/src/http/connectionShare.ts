import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps the workers' shares of keep-alive connections even. Workers accept from the shared
 * socket themselves (cluster.ts), so a burst of new connections is split by whichever worker
 * wins each accept, and a keep-alive connection then stays with its worker for good: at 100
 * readers one run split 44/56, and the worker with more lagged 70-82 ms at its event loop's
 * median while the other lagged 8 ms (docs/performance.md, "Then found"). Each worker tells
 * the primary how many connections it holds; the primary tells every worker the total. A
 * worker above its share answers its next requests with `Connection: close` until it is back
 * within it; the clients reconnect, and the less busy worker, quicker to accept, tends to win
 * them. Closing after a complete answer is ordinary HTTP/1.1: no request is lost.
 */

const COUNT = 'hondana:connections';
const TOTAL = 'hondana:connection-total';
/** How often at most a worker reports its count (ms). */
const REPORT_EVERY_MS = 100;

interface CountMessage {
  type: typeof COUNT;
  open: number;
}
interface TotalMessage {
  type: typeof TOTAL;
  total: number;
  workers: number;
}

/**
 * How many of its connections a worker holding `own` should close, when the workers hold
 * `total` between `workers` of them. A little over the even share is let be (`slack`): at
 * 100 readers a worker keeps up to 53 of them, so connections do not move for nothing.
 */
export function connectionsToShed(own: number, total: number, workers: number): number {
  if (workers < 2 || total < workers) return 0;
  const share = Math.ceil(total / workers);
  const slack = Math.max(1, Math.round(share * 0.05));
  return own > share + slack ? own - share : 0;
}

/** In the primary: collects the workers' counts and sends every worker the total. */
export function shareConnectionCounts(): void {
  const counts = new Map<number, number>();
  const broadcast = () => {
    const workers = Object.values(cluster.workers ?? {});
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const message: TotalMessage = { type: TOTAL, total, workers: workers.length };
    for (const worker of workers) if (worker?.isConnected()) worker.send(message);
  };
  cluster.on('message', (worker, message: Partial<CountMessage>) => {
    if (message?.type !== COUNT || typeof message.open !== 'number') return;
    counts.set(worker.id, message.open);
    broadcast();
  });
  cluster.on('exit', (worker) => {
    counts.delete(worker.id);
    broadcast();
  });
}

/** In a worker: counts `server`'s connections and closes its surplus after their answers. */
export function balanceConnections(server: Server): void {
  if (!cluster.isWorker || !process.send) return;
  const open = new Set<Socket>();
  const leaving = new WeakSet<Socket>();
  let leavingCount = 0;
  let total = 0;
  let workers = 1;
  let reported = -1;
  let reportTimer: NodeJS.Timeout | undefined;
  const report = () => {
    reportTimer = undefined;
    if (open.size === reported || !process.connected) return;
    reported = open.size;
    const message: CountMessage = { type: COUNT, open: open.size };
    process.send?.(message);
  };
  const scheduleReport = () => {
    reportTimer ??= setTimeout(report, REPORT_EVERY_MS).unref();
  };
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (leaving.has(socket)) leavingCount -= 1;
      scheduleReport();
    });
    scheduleReport();
  });
  process.on('message', (message: Partial<TotalMessage>) => {
    if (message?.type !== TOTAL) return;
    total = message.total ?? 0;
    workers = message.workers ?? 1;
  });
  // Before the app's own listener, so the header is set before any answer starts.
  server.prependListener('request', (req, res) => {
    const socket = req.socket;
    if (leaving.has(socket)) return;
    const kept = open.size - leavingCount;
    if (connectionsToShed(kept, total, workers) === 0) return;
    leaving.add(socket);
    leavingCount += 1;
    res.setHeader('Connection', 'close');
  });
}
