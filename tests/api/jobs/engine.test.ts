import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from 'pg-boss';
import { createLogger } from '../../../server/src/http/logging';
import { BOSS_SCHEMA, createJobs, deadLetterOf } from '../../../server/src/jobs';
import type { JobQueue, RecurringJob } from '../../../server/src/jobs';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { testDialect } from '../../support/db';

// pg-boss is the engine on PostgreSQL only: retries, dead letters and schedules are its behaviour
// (SQLite's table queue fails a throwing job at once and asks for recurring jobs by interval,
// tests/api/jobs.test.ts).
describe.runIf(testDialect() === 'pg')('the pg-boss job engine', () => {
  let t: TestApp;
  const engines: JobQueue[] = [];
  const log = createLogger('silent');

  /** An engine of its own on the test app's database, as a second process would have. */
  function engine({ bossClock }: { bossClock?: TestClock } = {}): JobQueue {
    // pg-boss's test clock makes a table and a function in pg-boss's schema: DDL, which only the
    // owner may run there (the app's role uses the schema, docs/operations.md).
    const db = bossClock ? t.owner : t.db;
    const jobs = createJobs({ db, clock: t.clock, log, pollingSeconds: 30, bossClock });
    engines.push(jobs);
    return jobs;
  }

  /** pg-boss's jobs of one queue: state, payload, when due, and the UTC minute it was made in. */
  async function bossJobs(name: string) {
    const { rows } = await t.db.raw(
      `select state, data, start_after,
              to_char(created_on at time zone 'UTC', 'HH24:MI') as minute
         from ${BOSS_SCHEMA}.job where name = ? order by created_on`,
      [name],
    );
    return rows as {
      state: string;
      data: Record<string, unknown>;
      start_after: Date;
      minute: string;
    }[];
  }

  const records = (type: string) => t.db('jobs').where({ type }).orderBy('created_at');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const jobs of engines) await jobs.stop();
    await t.destroy();
  });

  it('never runs a job enqueued in a transaction that rolled back; runs the committed one', async () => {
    const jobs = engine();
    const ran: string[] = [];
    jobs.register<{ n: number }>('engine.tx', async (job) => {
      ran.push(String(job.payload.n));
    });
    await expect(
      t.db.transaction(async (trx) => {
        await jobs.enqueue({ type: 'engine.tx', companyId: null, payload: { n: 1 } }, { trx });
        throw new Error('the caller gave up');
      }),
    ).rejects.toThrow('the caller gave up');
    await t.db.transaction(async (trx) => {
      await jobs.enqueue({ type: 'engine.tx', companyId: null, payload: { n: 2 } }, { trx });
    });
    await jobs.drain();

    expect(ran).toEqual(['2']);
    expect((await records('engine.tx')).map((row) => row.status)).toEqual(['done']);
    // Neither the record nor pg-boss's delivery of the rolled-back one exists.
    expect((await bossJobs('engine.tx')).map((job) => job.state)).toEqual(['completed']);
  });

  it('retries a job that always fails, then fails its record and dead-letters it', async () => {
    const jobs = engine();
    let runs = 0;
    jobs.register(
      'engine.fails',
      async (job) => {
        runs += 1;
        job.log(`run ${runs}`);
        throw new Error('The mail server refused us.');
      },
      { retries: 2 },
    );
    const job = await jobs.enqueue({ type: 'engine.fails', companyId: null, lockKey: 'fails' });
    await jobs.drain();

    expect(runs).toBe(3);
    expect(await jobs.get(job.id)).toMatchObject({
      status: 'failed',
      error: 'The mail server refused us.',
    });
    // The last run's log; the lock key is free again.
    expect(await jobs.logs(job.id)).toEqual([{ line: null, message: 'run 3' }]);
    await expect(
      jobs.enqueue({ type: 'engine.fails', companyId: null, lockKey: 'fails' }),
    ).resolves.toBeTruthy();
    expect((await bossJobs('engine.fails')).map((row) => row.state)).toEqual(['failed', 'created']);
    const dead = await bossJobs(deadLetterOf('engine.fails'));
    expect(dead).toHaveLength(1);
    expect(dead[0]?.data).toEqual({ jobId: job.id });
  });

  it('waits out the retry delay, doubling it with backoff, and keeps the job queued meanwhile', async () => {
    const jobs = engine();
    jobs.register(
      'engine.backoff',
      async () => {
        throw new Error('Not yet.');
      },
      { retries: 3, retryDelaySeconds: 60, backoff: true },
    );
    const job = await jobs.enqueue({ type: 'engine.backoff', companyId: null });
    await jobs.drain();

    // One run: the retry is due later, so the record waits queued with the run's error.
    expect(await jobs.get(job.id)).toMatchObject({ status: 'queued', error: 'Not yet.' });
    const [retry] = await bossJobs('engine.backoff');
    expect(retry?.state).toBe('retry');
    expect(new Date(retry?.start_after as Date).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('delivers a queued record pg-boss has no job for (a restored backup) when a worker starts', async () => {
    const jobs = engine();
    jobs.register('engine.restored', async () => 'ran');
    const id = randomUUID();
    await t.db('jobs').insert({
      id,
      type: 'engine.restored',
      company_id: null,
      payload: '{}',
      status: 'queued',
      created_at: new Date().toISOString(),
    });
    jobs.start();
    await until(async () => (await jobs.get(id))?.status === 'done');
    expect(await jobs.get(id)).toMatchObject({ status: 'done', result: 'ran' });
  });

  it('fires a schedule once per slot across two instances, read in its time zone', async () => {
    // hh:29:30 UTC: hh+5:59:30 in Kolkata (UTC+5:30), where "on the hour" is hh:30 UTC. A day
    // ahead of the real time: with a fixed date (2026-11-29 10:29:30) the schedule stopped firing
    // once the real time had passed it, as part of pg-boss's schedule bookkeeping is stamped by
    // the database's own clock.
    const start = new Date(Date.now() + 24 * 3_600_000);
    start.setUTCMinutes(29, 30, 0);
    const clock = new TestClock(start.getTime());
    const hh = String(start.getUTCHours()).padStart(2, '0');
    const at = (minute: number) => `${hh}:${minute}`;
    const everyMinute: RecurringJob = {
      type: 'engine.minute',
      lockKey: 'engine.minute',
      everyMs: 60_000,
      cron: '* * * * *',
      tz: 'Asia/Tokyo',
    };
    const onTheHour: RecurringJob = {
      type: 'engine.hour',
      lockKey: 'engine.hour',
      everyMs: 3_600_000,
      cron: '0 * * * *',
      tz: 'Asia/Kolkata',
    };
    const ran: string[] = [];
    const instances = [engine({ bossClock: clock }), engine({ bossClock: clock })];
    for (const jobs of instances) {
      for (const { type } of [everyMinute, onTheHour]) {
        jobs.register(type, async () => {
          ran.push(type);
        });
      }
      jobs.start();
      // Both processes write the schedules at start, as main.ts does.
      jobs.schedule(everyMinute);
      jobs.schedule(onTheHour);
      // Started (a drain waits for pg-boss) before the next attaches to the same clock.
      await jobs.drain();
    }
    await until(async () => {
      const { rows } = await t.db.raw(`select count(*)::int as n from ${BOSS_SCHEMA}.schedule`);
      return rows[0].n === 2;
    });

    for (let minute = 0; minute < 3; minute++) await clock.tick(60_000);
    for (const jobs of instances) await jobs.drain();

    // Each minute's job once, whichever instance's pass sent it (hh:29 only if the schedule was
    // written before the first pass, at start).
    const slots = (await bossJobs(everyMinute.type)).map((job) => job.minute);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.filter((minute) => minute !== at(29))).toEqual([at(30), at(31), at(32)]);
    expect(await records(everyMinute.type)).toHaveLength(slots.length);
    expect(ran.filter((type) => type === everyMinute.type)).toHaveLength(slots.length);
    // The hourly one came due once, on the hour in Kolkata: hh:30 UTC, not on a UTC hour.
    expect((await bossJobs(onTheHour.type)).map((job) => job.minute)).toEqual([at(30)]);
    expect(ran.filter((type) => type === onTheHour.type)).toHaveLength(1);
  });
});

/** Polls until `check` holds (or fails the test after a few seconds). */
async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
