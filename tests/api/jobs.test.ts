import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/http/logging';
import { createJobQueue } from '../../server/src/jobs';
import type { JobQueue } from '../../server/src/jobs';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;
const log = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db('jobs').delete();
});

function queue(options: { leaseMs?: number } = {}): JobQueue {
  return createJobQueue({ db: t.db, clock: t.clock, log, ...options });
}

describe('durable jobs', () => {
  it('runs a queued job, records progress, result and logs with line numbers', async () => {
    const jobs = queue();
    jobs.register<{ rows: number }>('count', async (job) => {
      for (let i = 1; i <= job.payload.rows; i++) {
        if (i % 3 === 0) job.log(`row ${i} is bad`, i + 1);
        await job.progress(i, job.payload.rows);
      }
      return { imported: job.payload.rows };
    });
    const queued = await jobs.enqueue({
      type: 'count',
      companyId: t.fixtures.sakura.id,
      payload: { rows: 6 },
    });
    expect(queued.status).toBe('queued');
    await jobs.drain();
    const done = await jobs.get(queued.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      processed: 6,
      total: 6,
      result: { imported: 6 },
    });
    expect(await jobs.logs(queued.id)).toEqual([
      { line: 4, message: 'row 3 is bad' },
      { line: 7, message: 'row 6 is bad' },
    ]);
  });

  it('keeps a failure and its message, and frees the lock key', async () => {
    const jobs = queue();
    jobs.register('boom', async () => {
      throw new Error('The file is not UTF-8.');
    });
    const job = await jobs.enqueue({ type: 'boom', companyId: null, lockKey: 'k1' });
    await jobs.drain();
    expect(await jobs.get(job.id)).toMatchObject({
      status: 'failed',
      error: 'The file is not UTF-8.',
    });
    await expect(
      jobs.enqueue({ type: 'boom', companyId: null, lockKey: 'k1' }),
    ).resolves.toBeTruthy();
  });

  it('runs a failed job again on retry, with fresh attempts and logs; lists the newest first', async () => {
    const jobs = queue();
    let runs = 0;
    jobs.register('flaky', async (job) => {
      runs += 1;
      job.log(`run ${runs}`);
      if (runs === 1) throw new Error('The mail server was down.');
      return { runs };
    });
    const job = await jobs.enqueue({ type: 'flaky', companyId: null });
    await jobs.drain();
    t.clock.advance(1000);
    const other = await jobs.enqueue({ type: 'other', companyId: null });
    expect((await jobs.list({ status: 'failed' })).map((j) => j.id)).toEqual([job.id]);
    expect((await jobs.list()).map((j) => j.id)).toEqual([other.id, job.id]);

    expect(await jobs.retry(job.id)).toMatchObject({ status: 'queued', error: null });
    await jobs.drain();
    expect(await jobs.get(job.id)).toMatchObject({ status: 'done', result: { runs: 2 } });
    expect(await jobs.logs(job.id)).toEqual([{ line: null, message: 'run 2' }]);
    // Only a failed job is retried.
    expect(await jobs.retry(job.id)).toBeNull();
    expect(await jobs.retry(other.id)).toBeNull();
  });

  it('refuses a second job with a busy lock key with 746 and accepts it once the first is done', async () => {
    const jobs = queue();
    jobs.register('import', async () => 'ok');
    const lockKey = `csv-import:${t.fixtures.sakura.id}`;
    await jobs.enqueue({ type: 'import', companyId: t.fixtures.sakura.id, lockKey });
    await expect(
      jobs.enqueue({ type: 'import', companyId: t.fixtures.sakura.id, lockKey }),
    ).rejects.toMatchObject({ status: 746 });
    // Another tenant's import is not blocked.
    await jobs.enqueue({
      type: 'import',
      companyId: t.fixtures.aozora.id,
      lockKey: `csv-import:${t.fixtures.aozora.id}`,
    });
    await jobs.drain();
    await expect(
      jobs.enqueue({ type: 'import', companyId: t.fixtures.sakura.id, lockKey }),
    ).resolves.toBeTruthy();
  });

  it('never runs one job twice when two workers drain at once', async () => {
    const runs: string[] = [];
    const a = queue();
    const b = queue();
    for (const jobs of [a, b]) {
      jobs.register('once', async (job) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await a.enqueue({ type: 'once', companyId: null })).id);
    await Promise.all([a.drain(), b.drain()]);
    expect([...runs].sort()).toEqual([...ids].sort());
  });

  it('queues a job again when its worker lost the lease, and gives up after three runs', async () => {
    const jobs = queue({ leaseMs: 1000 });
    const job = await jobs.enqueue({ type: 'stuck', companyId: null, lockKey: 'stuck' });
    // A worker that claimed it and died: status running with a lease in the past.
    await t
      .db('jobs')
      .where({ id: job.id })
      .update({
        status: 'running',
        attempts: 1,
        locked_by: 'gone',
        lease_until: new Date(t.clock.now().getTime() - 1).toISOString(),
      });
    jobs.register('stuck', async () => 'recovered');
    await jobs.drain();
    expect(await jobs.get(job.id)).toMatchObject({ status: 'done', result: 'recovered' });

    const dead = await jobs.enqueue({ type: 'stuck', companyId: null, lockKey: 'stuck' });
    await t
      .db('jobs')
      .where({ id: dead.id })
      .update({
        status: 'running',
        attempts: 3,
        locked_by: 'gone',
        lease_until: new Date(t.clock.now().getTime() - 1).toISOString(),
      });
    await jobs.drain();
    expect(await jobs.get(dead.id)).toMatchObject({
      status: 'failed',
      error: 'The job stopped responding.',
    });
  });

  it('runs jobs in the background once started', async () => {
    const jobs = queue();
    let resolveRun: (id: string) => void = () => undefined;
    const ran = new Promise<string>((resolve) => (resolveRun = resolve));
    jobs.register('bg', async (job) => resolveRun(job.id));
    jobs.start();
    const job = await jobs.enqueue({ type: 'bg', companyId: null });
    expect(await ran).toBe(job.id);
    await jobs.stop();
  });

  it('stops after the job it is running and claims no other (a process shutting down, main.ts)', async () => {
    const jobs = queue();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started: (id: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (started = resolve));
    jobs.register('slow', async (job) => {
      started(job.id);
      await released;
      return {};
    });
    const one = await jobs.enqueue({ type: 'slow', companyId: null });
    const two = await jobs.enqueue({ type: 'slow', companyId: null });
    jobs.start();
    const running = await first;
    let isStopped = false;
    const stopped = jobs.stop().then(() => (isStopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(isStopped).toBe(false); // the running job is waited for
    release();
    await stopped;
    const other = running === one.id ? two.id : one.id;
    expect(await jobs.get(running)).toMatchObject({ status: 'done' });
    expect(await jobs.get(other)).toMatchObject({ status: 'queued' });
  });
});
