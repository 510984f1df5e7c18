import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { createJobRecords } from './records';
import type { JobRow } from './rows';
import { queueOnce } from './recurring';
import type { JobHandler, JobQueue } from './types';

export interface JobQueueDeps {
  db: Knex;
  clock: Clock;
  log: Logger;
  /** How often an idle worker looks for work (ms). */
  pollMs?: number;
  /** How long a claimed job stays ours without a progress call before another may take it. */
  leaseMs?: number;
  /** Runs of one job before it is given up (a crash mid-run counts as one). */
  maxAttempts?: number;
  /** Told of every run that threw, by job type (the metrics' failure count). */
  onFailure?: (type: string) => void;
}

/**
 * The table engine (the embedded SQLite default): the `jobs` table is queue and record at once
 * (decisions.md). Any instance may claim a queued job, a claim is one conditional UPDATE so two
 * workers never run the same job, and a worker that dies loses its lease and the job is queued
 * again. A handler that throws fails its job at once; `retry` (console, CLI) runs it again.
 */
export function createJobQueue({
  db,
  clock,
  log,
  pollMs = 500,
  leaseMs = 60_000,
  maxAttempts = 3,
  onFailure,
}: JobQueueDeps): JobQueue {
  const records = createJobRecords({ db, clock, log, leaseMs, maxAttempts, onFailure });
  const handlers = new Map<string, JobHandler>();
  const schedules = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isStopped = true;

  async function claim(): Promise<JobRow | null> {
    await records.releaseLapsed();
    const types = [...handlers.keys()];
    if (types.length === 0) return null;
    for (;;) {
      const candidate = await db('jobs')
        .where({ status: 'queued' })
        .whereIn('type', types)
        .orderBy('created_at')
        .first('id');
      if (!candidate) return null;
      const row = await records.claim(candidate.id);
      if (row) return row;
    }
  }

  const runOne = (row: JobRow) => records.run(row, handlers.get(row.type));

  /** Runs queued jobs one after another until none is left (one loop per instance). */
  function tick() {
    if (running) return;
    running = (async () => {
      try {
        for (let row = await claim(); row; row = isStopped ? null : await claim())
          await runOne(row);
      } catch (err) {
        log.error({ err }, 'job worker error');
      } finally {
        running = null;
      }
    })();
  }

  const wake = () => {
    if (!isStopped) setImmediate(tick);
  };

  const queue: JobQueue = {
    register(type, handler) {
      handlers.set(type, handler as JobHandler);
    },
    async enqueue(input, { trx } = {}) {
      if (input.lockKey) await records.releaseLapsed();
      const job = await records.insert(input, trx);
      if (trx) void trx.executionPromise.then(wake, () => undefined);
      else wake();
      return job;
    },
    get: records.get,
    logs: records.logs,
    list: records.list,
    async retry(id) {
      if (!(await records.requeueFailed(id))) return null;
      wake();
      return records.get(id);
    },
    /** Each process asks every `everyMs`; the lock key keeps it to one queued or running run. */
    schedule(job) {
      const ask = () =>
        void queueOnce(queue, job).catch((err) =>
          log.error({ err, job: job.type }, 'run not queued'),
        );
      ask();
      const interval = setInterval(ask, job.everyMs);
      interval.unref();
      schedules.add(interval);
      return () => {
        clearInterval(interval);
        schedules.delete(interval);
      };
    },
    start() {
      if (!isStopped) return;
      isStopped = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const interval of schedules) clearInterval(interval);
      schedules.clear();
      await running;
    },
    async drain() {
      await running;
      for (let row = await claim(); row; row = await claim()) await runOne(row);
    },
  };
  return queue;
}
