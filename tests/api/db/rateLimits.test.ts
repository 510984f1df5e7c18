import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimit } from '../../../server/src/db/rateLimits';
import { createTestDb, type TestDb } from '../../support/db';

// The rate limits (server/src/db/rateLimits.ts) count in the database through
// rate-limiter-flexible, so two instances share one count; the app's clock picks the window.
let testDb: TestDb;
let at = Date.UTC(2026, 11, 1, 9, 0, 0);
const clock = { now: () => new Date(at) };
const policy = { name: 'test', limit: 2, windowMs: 60_000 };

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb.destroy();
});

describe('rate limits', () => {
  it('hold across instances sharing the database', async () => {
    const one = createRateLimit({ db: testDb.knex, clock }, policy);
    const two = createRateLimit({ db: testDb.knex, clock }, policy);
    expect(await one.take('shared')).toBe(true);
    expect(await two.take('shared')).toBe(true);
    expect(await one.take('shared')).toBe(false);
    expect(await two.take('other')).toBe(true);
    const rows = await testDb.knex('rate_limit_points').where('key', 'like', 'test:shared@%');
    expect(rows.map((row) => Number(row.points))).toEqual([3]);
  });

  it('end a window when the app clock says so', async () => {
    const limit = createRateLimit({ db: testDb.knex, clock }, policy);
    await limit.take('moved');
    await limit.take('moved');
    expect(await limit.take('moved')).toBe(false);
    at += policy.windowMs;
    expect(await limit.take('moved')).toBe(true);
  });

  it('give a hit back, never below none', async () => {
    const limit = createRateLimit({ db: testDb.knex, clock }, policy);
    await limit.giveBack('fresh');
    await limit.take('fresh');
    await limit.take('fresh');
    await limit.giveBack('fresh');
    expect(await limit.take('fresh')).toBe(true);
    expect(await limit.take('fresh')).toBe(false);
  });
});
