import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholders, quickRow, quickRows } from '../../../server/src/db/quickReads';
import { createTestDb, type TestDb } from '../../support/db';

// Quick reads (server/src/db/quickReads.ts) skip knex on the request's hot path; on SQLite they
// use a second connection. They must read what knex reads, never another request's
// uncommitted rows, and one SQL text must serve both dialects. The file makes a table of its
// own, so it works as the owner (on PostgreSQL the app's role may not create tables).
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.owner.schema.createTable('quick_things', (t) => {
    t.string('id').primary();
    t.integer('size').notNullable();
    t.boolean('is_open').notNullable();
  });
  await testDb.owner('quick_things').insert([
    { id: 'a', size: 1, is_open: true },
    { id: 'b', size: 2, is_open: false },
    { id: 'c', size: 3, is_open: true },
  ]);
});

afterAll(async () => {
  await testDb.destroy();
});

describe('quick reads', () => {
  it('read committed rows, binding texts, numbers and booleans', async () => {
    const rows = await quickRows<{ id: string }>(
      testDb.owner,
      'select id from quick_things where is_open = ? and size >= ? order by id',
      [true, 1],
    );
    expect(rows.map((row) => row.id)).toEqual(['a', 'c']);
    const row = await quickRow<{ size: number }>(
      testDb.owner,
      'select size from quick_things where id = ?',
      ['b'],
    );
    expect(Number(row?.size)).toBe(2);
    expect(await quickRow(testDb.owner, 'select id from quick_things where id = ?', ['z'])).toBe(
      undefined,
    );
  });

  it('expand an in-list of any length', async () => {
    for (const ids of [['a'], ['a', 'b'], ['c', 'b', 'a', 'x']]) {
      const rows = await quickRows<{ id: string }>(
        testDb.owner,
        `select id from quick_things where id in (${placeholders(ids.length)}) order by id`,
        ids,
      );
      expect(rows.map((row) => row.id)).toEqual(ids.filter((id) => id !== 'x').sort());
    }
  });

  it('see a commit at once, and never a transaction that has not committed', async () => {
    const read = () =>
      quickRow<{ size: number }>(testDb.owner, 'select size from quick_things where id = ?', [
        'a',
      ]).then((row) => Number(row?.size));
    await testDb.owner('quick_things').where({ id: 'a' }).update({ size: 10 });
    expect(await read()).toBe(10);

    const trx = await testDb.owner.transaction();
    try {
      await trx('quick_things').where({ id: 'a' }).update({ size: 99 });
      // Outside the transaction: the committed value.
      expect(await read()).toBe(10);
      // Inside it (the transaction passed as the database): its own write.
      const inside = await quickRow<{ size: number }>(
        trx,
        'select size from quick_things where id = ?',
        ['a'],
      );
      expect(Number(inside?.size)).toBe(99);
    } finally {
      await trx.rollback();
    }
    expect(await read()).toBe(10);
  });
});
