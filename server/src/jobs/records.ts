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

export interface JobRecordDeps {
  db: Knex;
  clock: Clock;
  log: Logger;
  /** How long a claimed job stays ours without a progress call before another may take it. */
  leaseMs: number;
  /** Runs of one job before a lapsed one is given up (a crash mid-run counts as one). */
  maxAttempts: number;
  onFailure?: (type: string) => void;
}

/** How a run ended: done, or the message it threw. */
export type RunOutcome = { isDone: true } | { isDone: false; error: string };

/**
 * The `jobs` table as the record of every job, whichever engine delivers it: status, progress,
 * log lines, attempts and the lock key. The console, the imports' pages, the metrics and
 * `hondana jobs` read it; both engines (queue.ts, boss.ts) write it only through these.
 */
export function createJobRecords({
  db,
  clock,
  log,
  leaseMs,
  maxAttempts,
  onFailure,
}: JobRecordDeps) {
  const workerId = randomUUID();
  const now = () => clock.now().toISOString();
  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs).toISOString();

  async function isLockBusy(lockKey: string, on: Knex = db): Promise<boolean> {
    return Boolean(await on('jobs').where({ lock_key: lockKey }).first('id'));
  }

  async function get(id: string, companyId?: string | null, on: Knex = db) {
    const query = on('jobs').where({ id });
    if (companyId !== undefined) query.andWhere({ company_id: companyId });
    const row = (await query.first()) as JobRow | undefined;
    return row ? toJob(row) : null;
  }

  /** Writes a queued job, through `on` (the caller's transaction) when given; 746 on a busy key. */
  async function insert(
    { type, companyId, payload = {}, lockKey }: EnqueueInput,
    on: Knex = db,
    id: string = randomUUID(),
  ): Promise<Job> {
    if (lockKey && (await isLockBusy(lockKey, on))) throw new AppError(Status.importRunning);
    const row = {
      id,
      type,
      company_id: companyId,
      payload: writeJson(payload),
      status: 'queued',
      lock_key: lockKey ?? null,
      created_at: now(),
    };
    // Inside a caller's transaction a failed INSERT aborts it (PostgreSQL): a savepoint keeps the
    // caller's transaction usable when two enqueues race for one key.
    const write = (trx: Knex) => trx('jobs').insert(row);
    try {
      await (on === db ? write(db) : on.transaction(write));
    } catch (err) {
      // Two enqueues racing for one key: the unique index lets exactly one in.
      if (lockKey && (await isLockBusy(lockKey, on))) throw new AppError(Status.importRunning);
      throw err;
    }
    return (await get(id, undefined, on)) as Job;
  }

  /**
   * Takes a job for this worker: a queued one, or a running one whose worker's lease lapsed.
   * One conditional UPDATE, so two workers never both hold it. Null when it is not to be run.
   */
  async function claim(id: string): Promise<JobRow | null> {
    const claimed = await db('jobs')
      .where({ id })
      .andWhere((where) =>
        where
          .where({ status: 'queued' })
          .orWhere((lapsed) =>
            lapsed.where({ status: 'running' }).andWhere('lease_until', '<', now()),
          ),
      )
      .update({
        status: 'running',
        locked_by: workerId,
        lease_until: leaseEnd(),
        started_at: now(),
        attempts: db.raw('attempts + 1'),
      });
    return claimed === 1 ? ((await db('jobs').where({ id }).first()) as JobRow) : null;
  }

  /**
   * Running jobs whose worker vanished: failed after `maxAttempts`, the others queued again.
   * Answers those queued again (the pg-boss engine sends each a new delivery).
   */
  async function releaseLapsed(): Promise<{ id: string; type: string }[]> {
    const expired = () =>
      db('jobs').where({ status: 'running' }).andWhere('lease_until', '<', now());
    await expired().where('attempts', '>=', maxAttempts).update({
      status: 'failed',
      error: 'The job stopped responding.',
      lock_key: null,
      finished_at: now(),
    });
    const rows = (await expired().select('id', 'type')) as { id: string; type: string }[];
    if (rows.length === 0) return [];
    await expired()
      .whereIn(
        'id',
        rows.map((row) => row.id),
      )
      .update({ status: 'queued', locked_by: null, lease_until: null });
    return rows;
  }

  /** Runs a claimed job's handler and records its progress, log lines and outcome. */
  async function run(
    row: JobRow,
    handler: JobHandler | undefined,
    { isLastAttempt = true }: { isLastAttempt?: boolean } = {},
  ): Promise<RunOutcome> {
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
    // A run numbers its log lines from 0: an earlier attempt's lines go with it.
    if (Number(row.attempts) > 1) await db('job_logs').where({ job_id: row.id }).delete();
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
      return { isDone: true };
    } catch (err) {
      await flushLogs().catch(() => undefined);
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ err, jobId: row.id, type: row.type }, 'job failed');
      onFailure?.(row.type);
      // A run the engine will retry goes back to the queue, its lock key still held.
      await ownJob().update(
        isLastAttempt
          ? { status: 'failed', error: message, lock_key: null, finished_at: now() }
          : { status: 'queued', error: message, locked_by: null, lease_until: null },
      );
      return { isDone: false, error: message };
    }
  }

  /**
   * Queued jobs no delivery of `schema` (pg-boss's) names: restored from a backup, or outlived
   * pg-boss's retention of jobs never fetched. pg-boss's job ids are uuids, the record's a text.
   */
  async function undelivered(schema: string): Promise<{ id: string; type: string }[]> {
    const { rows } = await db.raw(
      `select j.id, j.type from jobs j
        where j.status = 'queued'
          and not exists (
            select 1 from ${schema}.job b
             where b.name = j.type and b.state in ('created', 'retry', 'active')
               and (b.data->>'jobId' = j.id or b.id::text = j.id))`,
    );
    return rows as { id: string; type: string }[];
  }

  /** A failed job queued again with fresh attempts; false when no failed job has that id. */
  async function requeueFailed(id: string): Promise<boolean> {
    return db.transaction(async (trx) => {
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
  }

  return {
    workerId,
    isLockBusy,
    insert,
    claim,
    releaseLapsed,
    run,
    requeueFailed,
    undelivered,
    get: (id: string, companyId?: string | null) => get(id, companyId),
    async logs(id: string, limit = 100_000): Promise<JobLog[]> {
      const rows = await db('job_logs').where({ job_id: id }).orderBy('seq').limit(limit);
      return rows.map((row) => ({
        line: row.line === null ? null : Number(row.line),
        message: row.message,
      }));
    },
    /** The newest jobs first, of one status if given (the operator's `hondana jobs list`). */
    async list({ status, limit = 50 }: { status?: JobStatus; limit?: number } = {}) {
      const query = db('jobs').orderBy('created_at', 'desc').limit(limit);
      if (status) query.where({ status });
      return ((await query) as JobRow[]).map(toJob);
    },
  };
}

export type JobRecords = ReturnType<typeof createJobRecords>;
