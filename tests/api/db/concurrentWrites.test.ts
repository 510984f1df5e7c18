import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../support/db';

// Two server processes on one SQLite file (WEB_CONCURRENCY=2): a transaction that has read must
// still be able to write after the other process committed. knex's deferred BEGIN let SQLite
// refuse that write at once (SQLITE_BUSY on a stale snapshot): 500s under concurrent writes.
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.knex.schema.createTable('shared_rows', (t) => {
    t.string('id').primary();
  });
});

afterAll(async () => {
  await testDb.destroy();
});

describe.runIf(process.env.HONDANA_TEST_DIALECT !== 'pg')('SQLite transactions', () => {
  it('write after another process committed while they were open', async () => {
    const file = (testDb.knex.client.config.connection as { filename: string }).filename;
    const trx = await testDb.knex.transaction();
    await trx('shared_rows').select('id');
    // The other process writes while this transaction is open, waiting for the lock if it must.
    const other = spawn(process.execPath, [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
       db.pragma('busy_timeout = 5000');
       db.prepare("insert into shared_rows (id) values ('other')").run();`,
    ]);
    const otherDone = new Promise<number | null>((resolve) => other.on('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await trx('shared_rows').insert({ id: 'mine' });
    await trx.commit();
    expect(await otherDone).toBe(0);
    const ids = (await testDb.knex('shared_rows').pluck('id')).sort();
    expect(ids).toEqual(['mine', 'other']);
  });
});
