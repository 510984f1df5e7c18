import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL checkpoints, run on a thread of their own. By default a connection checkpoints
 * inside the `COMMIT` that takes the WAL past 1,000 pages, and with `synchronous = NORMAL`
 * that is where the disk flush happens: under the reader load one history batch's commit held
 * the event loop for 147 ms, every request of the process waiting behind it
 * (docs/performance.md). The serving connections turn automatic checkpoints off
 * (`wal_autocheckpoint = 0`) and this thread's own connection runs a PASSIVE checkpoint every
 * `intervalMs`: it copies what no reader still needs and never waits for a lock, so writers
 * and readers go on while it flushes. Each server process has one; two checkpointing at once
 * is harmless (the second finds the checkpoint lock taken and tries again next time).
 */
export interface Checkpointer {
  close(): Promise<void>;
}

export interface CheckpointerOptions {
  intervalMs?: number;
  /** The SQLite driver's module path, as the thread requires it (better-sqlite3's). */
  driver?: string;
}

/** How often the thread checkpoints: the WAL holds at most this long's writes. */
export const CHECKPOINT_INTERVAL_MS = 1000;

// Plain CommonJS run by the worker (`eval`): the server is one bundled file, so the thread
// cannot be a module of its own. better-sqlite3 is resolved here, where it is installed.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db = null;
const run = () => {
  try {
    db ??= new Database(workerData.filename, { fileMustExist: true });
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another process checkpoints) or the file is gone: the next turn tries again.
  }
};
const timer = setInterval(run, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'close') {
    clearInterval(timer);
    db?.close();
    parentPort.close();
  }
});
`;

/**
 * Starts the checkpointing thread for `filename` (the file must exist). `onFailure` runs if
 * the thread dies, so the caller can turn automatic checkpoints back on: a WAL nobody
 * checkpoints grows without bound.
 */
export function startCheckpointer(
  filename: string,
  onFailure: () => void,
  {
    intervalMs = CHECKPOINT_INTERVAL_MS,
    driver = createRequire(import.meta.url).resolve('better-sqlite3'),
  }: CheckpointerOptions = {},
): Checkpointer {
  const worker = new Worker(THREAD, { eval: true, workerData: { filename, driver, intervalMs } });
  // A server shutting down does not wait for the thread; close() ends it cleanly.
  worker.unref();
  let closed = false;
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      if (!closed) onFailure();
      resolve();
    });
  });
  // Its failure is the exit above; without a listener, an 'error' would end the process.
  worker.on('error', () => {});
  return {
    async close() {
      if (!closed) {
        closed = true;
        worker.postMessage('close');
      }
      await exited;
    },
  };
}
