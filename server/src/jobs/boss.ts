import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock as BossClock, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Clock } from '../clock';
import { createJobRecords } from './records';
import type { RunOutcome } from './records';
import type { JobHandler, JobPolicy, JobQueue } from './types';

export interface BossQueueDeps {
  db: Knex;
  clock: Clock;
  log: Logger;
  /** The database pg-boss connects to (its own small pool; the same database as `db`). */
  connectionString: string;
  /** pg-boss's schema, created and migrated by pg-boss at start. */
  schema?: string;
  /** How often an idle worker asks for a job (s; at least 0.5). A local enqueue wakes it at once. */
  pollingSeconds?: number;
  leaseMs?: number;
  maxAttempts?: number;
  onFailure?: (type: string) => void;
  /** pg-boss's clock (a `TestClock` drives schedules in tests); the system clock by default. */
  bossClock?: BossClock;
  /** Connections of pg-boss's pool. */
  poolMax?: number;
}

/** What a delivery carries: the record's id, or (a schedule's job) the lock key of its runs. */
interface Delivery {
  jobId?: string;
  lockKey?: string;
}

/** pg-boss's own schema in the application's database. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * Creates (or migrates) pg-boss's schema, then lets go: the test run's migrated template
 * carries it, so a test database's engine starts without building it (tests/support).
 */
export async function installBossSchema(connectionString: string, schema = BOSS_SCHEMA) {
  const { PgBoss } = await loadBoss();
  const boss = new PgBoss({
    connectionString,
    schema,
    max: 1,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** pg-boss, loaded when first used: a SQLite server or a CLI command never loads it. */
const loadBoss = () => import('pg-boss');

/** pg-boss's dead letter queue of a job type. */
export const deadLetterOf = (type: string) => `${type}.dead`;

/**
 * The pg-boss engine (PostgreSQL): pg-boss carries delivery, retries with backoff, dead letters
 * and schedules; the `jobs` table stays the record everyone reads (records.ts). A delivery
 * names its record, and runs only if it can claim it (records.ts `claim`), so a redelivery of a
 * job that ran, or one whose record a transaction rolled back, does nothing.
 */
export function createBossQueue({
  db,
  clock,
  log,
  connectionString,
  schema = BOSS_SCHEMA,
  pollingSeconds = 2,
  leaseMs = 60_000,
  maxAttempts = 3,
  onFailure,
  bossClock,
  poolMax = 4,
}: BossQueueDeps): JobQueue {
  const records = createJobRecords({ db, clock, log, leaseMs, maxAttempts, onFailure });
  const handlers = new Map<string, { handler: JobHandler; policy: JobPolicy }>();
  const queues = new Map<string, Promise<void>>();
  const workers = new Map<string, Promise<string>>();
  let boss: Promise<PgBoss> | null = null;
  let isWorking = false;
  /** Whether `boss` was made for working (see `started`). */
  let isBossWorking = false;
  /** A pg-boss made before `start` asked for a working one, stopping. */
  let retiring: Promise<void> = Promise.resolve();
  let lapsedTimer: NodeJS.Timeout | null = null;

  /**
   * pg-boss, started on first use: an app that never queues a job never connects it. A process
   * that works jobs (`start`) also keeps time for the schedules and supervises (expiry,
   * retention); one that only queues or drains (the CLI, tests) leaves that to the workers.
   */
  function started(): Promise<PgBoss> {
    if (!boss) isBossWorking = isWorking;
    boss ??= (async () => {
      const { PgBoss } = await loadBoss();
      const instance = new PgBoss({
        connectionString,
        schema,
        max: poolMax,
        application_name: 'hondana-jobs',
        schedule: isWorking,
        supervise: isWorking,
        registerInstance: isWorking,
        ...(bossClock ? { clock: bossClock } : {}),
      });
      instance.on('error', (err) => log.error({ err }, 'job engine error'));
      await instance.start();
      return instance;
    })();
    return boss;
  }

  /**
   * Lets go of pg-boss. Graceful: running handlers get 8 s to finish and record their outcome,
   * inside the 10 s main.ts gives a shutdown; one still running then keeps its record `running`
   * until its lease lapses, and another process queues it again.
   */
  async function release() {
    const instance = boss;
    boss = null;
    queues.clear();
    workers.clear();
    const stopping = await instance?.catch(() => null);
    await stopping?.stop({ graceful: true, timeout: 8_000 });
  }

  /** The type's queue and its dead letter queue, with the type's retry policy. */
  function queue(type: string): Promise<void> {
    let ready = queues.get(type);
    if (!ready) {
      ready = (async () => {
        const instance = await started();
        const {
          retries = 0,
          retryDelaySeconds,
          backoff,
          retryDelayMaxSeconds,
        } = handlers.get(type)?.policy ?? {};
        const options = {
          retryLimit: retries,
          retryDelay: retryDelaySeconds ?? 0,
          retryBackoff: backoff ?? false,
          ...(retryDelayMaxSeconds ? { retryDelayMax: retryDelayMaxSeconds } : {}),
          deadLetter: deadLetterOf(type),
        };
        if (!(await instance.getQueue(deadLetterOf(type))))
          await instance.createQueue(deadLetterOf(type));
        if (await instance.getQueue(type)) await instance.updateQueue(type, options);
        else await instance.createQueue(type, options);
      })();
      // A failed creation is tried again by the next caller.
      ready.catch(() => queues.delete(type));
      queues.set(type, ready);
    }
    return ready;
  }

  /** Runs one delivery of `type`: claims its record (a schedule's job writes one) and runs it. */
  async function deliver(type: string, job: JobWithMetadata<Delivery>): Promise<RunOutcome> {
    const id = job.data?.jobId ?? job.id;
    if (!job.data?.jobId && !(await records.get(id))) {
      const lockKey = job.data?.lockKey;
      // A run still queued or running holds the key: this slot's run is not needed.
      if (lockKey && (await records.isLockBusy(lockKey))) return { isDone: true };
      await records.insert({ type, companyId: null, lockKey }, db, id).catch(() => undefined);
    }
    const row = await records.claim(id);
    // Done, failed, removed, rolled back, or held by a live run elsewhere: nothing to do.
    if (!row) return { isDone: true };
    const isLastAttempt = job.retryCount >= job.retryLimit;
    return records.run(row, handlers.get(type)?.handler, { isLastAttempt });
  }

  function work(type: string) {
    if (workers.has(type)) return;
    const worker = (async () => {
      await queue(type);
      const instance = await started();
      return instance.work(
        type,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollingSeconds },
        async ([job]: JobWithMetadata<Delivery>[]) => {
          if (!job) return;
          // pg-boss waits out its polling interval after a short job: a backlog is taken at once.
          wake(type);
          const outcome = await deliver(type, job);
          // pg-boss retries it (with its backoff) or, after the last retry, dead-letters it.
          if (!outcome.isDone) throw new Error(outcome.error);
        },
      );
    })();
    worker.catch((err: unknown) => log.error({ err, type }, 'job worker not started'));
    workers.set(type, worker);
  }

  /** Wakes this process's worker of `type` (other processes find the job at their next poll). */
  function wake(type: string) {
    const worker = workers.get(type);
    if (!worker) return;
    void Promise.all([started(), worker])
      .then(([instance, id]) => instance.notifyWorker(id))
      .catch(() => undefined);
  }

  /**
   * Jobs whose worker died (its lease lapsed) are queued again and delivered anew; at start,
   * queued ones no delivery names too (a restored backup holds records, not pg-boss's jobs).
   */
  async function redeliverLapsed({ isStarting = false } = {}) {
    const lapsed = await records.releaseLapsed();
    if (isStarting) lapsed.push(...(await records.undelivered(schema)));
    if (lapsed.length === 0) return;
    const instance = await started();
    for (const { id, type } of lapsed) {
      await queue(type);
      await instance.send(type, { jobId: id });
      wake(type);
    }
  }

  const bossQueue: JobQueue = {
    register(type, handler, policy = {}) {
      handlers.set(type, { handler: handler as JobHandler, policy });
      if (isWorking) work(type);
    },
    async enqueue(input, { trx } = {}) {
      await queue(input.type);
      const instance = await started();
      if (input.lockKey) await redeliverLapsed();
      const write = async (on: Knex.Transaction) => {
        const job = await records.insert(input, on);
        const { fromKnex } = await loadBoss();
        await instance.send(input.type, { jobId: job.id }, { db: fromKnex(on) });
        return job;
      };
      if (!trx) {
        const job = await db.transaction(write);
        wake(input.type);
        return job;
      }
      const job = await write(trx);
      void trx.executionPromise.then(
        () => wake(input.type),
        () => undefined,
      );
      return job;
    },
    get: records.get,
    logs: records.logs,
    list: records.list,
    async retry(id) {
      if (!(await records.requeueFailed(id))) return null;
      const job = await records.get(id);
      if (!job) return null;
      await queue(job.type);
      await (await started()).send(job.type, { jobId: id });
      wake(job.type);
      return job;
    },
    /**
     * pg-boss's schedule: every process writes it (the same row), and pg-boss sends one job per
     * slot across all of them. It stays in the database: stopping a process does not end it.
     */
    schedule(job) {
      void (async () => {
        await queue(job.type);
        await (
          await started()
        ).schedule(job.type, job.cron, { lockKey: job.lockKey }, { tz: job.tz });
      })().catch((err: unknown) => log.error({ err, job: job.type }, 'schedule not written'));
      return () => undefined;
    },
    start() {
      if (isWorking) return;
      isWorking = true;
      if (boss && !isBossWorking) retiring = release();
      for (const type of handlers.keys()) work(type);
      const check = (isStarting = false) =>
        void redeliverLapsed({ isStarting }).catch((err: unknown) =>
          log.error({ err }, 'lapsed jobs'),
        );
      lapsedTimer = setInterval(check, Math.max(1000, leaseMs / 2));
      lapsedTimer.unref();
      // After started(): the first `work` above made pg-boss, so its schema exists.
      void started().then(
        () => check(true),
        () => undefined,
      );
    },
    async stop() {
      isWorking = false;
      if (lapsedTimer) clearInterval(lapsedTimer);
      lapsedTimer = null;
      await Promise.all([retiring, release()]);
    },
    async drain() {
      await redeliverLapsed();
      const instance = await started();
      for (let hasRun = true; hasRun;) {
        hasRun = false;
        // A type nothing was queued for yet has no queue, and nothing to run.
        const existing = new Set((await instance.getQueues()).map((row) => row.name));
        for (const type of handlers.keys()) {
          if (!existing.has(type)) continue;
          const [job] = await instance.fetch<Delivery>(type, { includeMetadata: true });
          if (!job) continue;
          hasRun = true;
          const outcome = await deliver(type, job);
          if (outcome.isDone) await instance.complete(type, job.id);
          else await instance.fail(type, job.id, { message: outcome.error });
        }
      }
    },
  };
  return bossQueue;
}
