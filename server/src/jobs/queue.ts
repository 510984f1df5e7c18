import { Status } from '@hondana/schemas/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { readJson, writeJson } from '../db/json';
import { AppError } from '../errors';
import type { JobRow } from './rows';
import { toJob } from './rows';
import type { EnqueueInput, Job, JobContext, JobHandler, JobLog, JobStatus } from './types';

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
 * A durable job queue in the `jobs` table, the same on SQLite and PostgreSQL (decisions.md):
 * any instance may claim a queued job, a claim is one conditional UPDATE so two workers never
 * run the same job, and a worker that dies loses its lease and the job is queued again.
 */
export function createJobQueue({
  db,
  clock,
  log,
  pollMs = 500,
  leaseMs = 60_000,
  maxAttempts = 3,
  onFailure,
}: JobQueueDeps) {
  const handlers = new Map<string, JobHandler<never>>();
  const workerId = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isStopped = true;

  const now = () => clock.now().toISOString();
  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs).toISOString();

  async function enqueue({ type, companyId, payload = {}, lockKey }: EnqueueInput): Promise<Job> {
    const id = randomUUID();
    if (lockKey && (await isLockBusy(lockKey))) throw new AppError(Status.importRunning);
    try {
      await db('jobs').insert({
        id,
        type,
        company_id: companyId,
        payload: writeJson(payload),
        status: 'queued',
        lock_key: lockKey ?? null,
        created_at: now(),
      });
    } catch (err) {
      // Two enqueues racing for one key: the unique index lets exactly one in.
      if (lockKey && (await isLockBusy(lockKey))) throw new AppError(Status.importRunning);
      throw err;
    }
    if (!isStopped) setImmediate(tick);
    return (await get(id)) as Job;
  }

  async function isLockBusy(lockKey: string): Promise<boolean> {
    await releaseLapsed();
    return Boolean(await db('jobs').where({ lock_key: lockKey }).first('id'));
  }

  async function get(id: string, companyId?: string | null): Promise<Job | null> {
    const query = db('jobs').where({ id });
    if (companyId !== undefined) query.andWhere({ company_id: companyId });
    const row = (await query.first()) as JobRow | undefined;
    return row ? toJob(row) : null;
  }

  async function logs(id: string, limit = 100_000): Promise<JobLog[]> {
    const rows = await db('job_logs').where({ job_id: id }).orderBy('seq').limit(limit);
    return rows.map((row) => ({
      line: row.line === null ? null : Number(row.line),
      message: row.message,
    }));
  }

  /** Jobs whose worker vanished: queue them again, or fail them after `maxAttempts`. */
  async function releaseLapsed() {
    const lapsed = db('jobs').where({ status: 'running' }).andWhere('lease_until', '<', now());
    await lapsed.clone().where('attempts', '>=', maxAttempts).update({
      status: 'failed',
      error: 'The job stopped responding.',
      lock_key: null,
      finished_at: now(),
    });
    await lapsed.clone().update({ status: 'queued', locked_by: null, lease_until: null });
  }

  async function claim(): Promise<JobRow | null> {
    await releaseLapsed();
    const types = [...handlers.keys()];
    if (types.length === 0) return null;
    for (;;) {
      const candidate = await db('jobs')
        .where({ status: 'queued' })
        .whereIn('type', types)
        .orderBy('created_at')
        .first('id');
      if (!candidate) return null;
      const claimed = await db('jobs')
        .where({ id: candidate.id, status: 'queued' })
        .update({
          status: 'running',
          locked_by: workerId,
          lease_until: leaseEnd(),
          started_at: now(),
          attempts: db.raw('attempts + 1'),
        });
      if (claimed === 1) return (await db('jobs').where({ id: candidate.id }).first()) as JobRow;
    }
  }

  async function runOne(row: JobRow): Promise<void> {
    const handler = handlers.get(row.type) as JobHandler | undefined;
    const pending: JobLog[] = [];
    let seq = 0;
    const flushLogs = async () => {
      if (pending.length === 0) return;
      const batch = pending.splice(0, pending.length).map((entry) => ({
        job_id: row.id,
        seq: seq++,
        line: entry.line,
        message: entry.message.slice(0, 2000),
      }));
      for (let i = 0; i < batch.length; i += 200)
        await db('job_logs').insert(batch.slice(i, i + 200));
    };
    const ownJob = () => db('jobs').where({ id: row.id, locked_by: workerId });
    const context: JobContext = {
      id: row.id,
      companyId: row.company_id,
      payload: readJson(row.payload),
      async progress(processed, total) {
        await flushLogs();
        const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
        await ownJob().update({ processed, total, progress: percent, lease_until: leaseEnd() });
      },
      log(message, line) {
        pending.push({ line: line ?? null, message });
      },
    };
    try {
      if (!handler) throw new Error(`No handler for job type ${row.type}.`);
      const result = await handler(context as JobContext<never>);
      await flushLogs();
      await ownJob().update({
        status: 'done',
        progress: 100,
        result: writeJson(result ?? null),
        lock_key: null,
        finished_at: now(),
      });
    } catch (err) {
      await flushLogs().catch(() => undefined);
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ err, jobId: row.id, type: row.type }, 'job failed');
      onFailure?.(row.type);
      await ownJob().update({
        status: 'failed',
        error: message,
        lock_key: null,
        finished_at: now(),
      });
    }
  }

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

  /** A failed job queued again with fresh attempts; null when no failed job has that id. */
  async function retry(id: string): Promise<Job | null> {
    const isQueued = await db.transaction(async (trx) => {
      const count = await trx('jobs').where({ id, status: 'failed' }).update({
        status: 'queued',
        attempts: 0,
        progress: 0,
        processed: 0,
        error: null,
        result: null,
        locked_by: null,
        lease_until: null,
        started_at: null,
        finished_at: null,
      });
      // The new run numbers its log lines from 0 again; the failed run's lines go with it.
      if (count) await trx('job_logs').where({ job_id: id }).delete();
      return count === 1;
    });
    if (!isQueued) return null;
    if (!isStopped) setImmediate(tick);
    return get(id);
  }

  return {
    register<P>(type: string, handler: JobHandler<P>) {
      handlers.set(type, handler as JobHandler<never>);
    },
    enqueue,
    get,
    logs,
    retry,
    /** The newest jobs first, of one status if given (the operator's `hondana jobs list`). */
    async list({ status, limit = 50 }: { status?: JobStatus; limit?: number } = {}) {
      const query = db('jobs').orderBy('created_at', 'desc').limit(limit);
      if (status) query.where({ status });
      return ((await query) as JobRow[]).map(toJob);
    },
    /** Starts polling; `main.ts` does this, tests call `drain` or `start` as they need. */
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
      await running;
    },
    /** Runs every queued job now, in this process; resolves when the queue is empty. */
    async drain() {
      await running;
      for (let row = await claim(); row; row = await claim()) await runOne(row);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
