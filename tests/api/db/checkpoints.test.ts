import { randomBytes } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { startCheckpointer } from '../../../server/src/db/checkpointer';
import { createKnex } from '../../../server/src/db/knex';

// SQLite's WAL checkpoints run on a thread of their own (server/src/db/checkpointer.ts), not
// inside the commit that takes the WAL past 1,000 pages, where their disk flush held the event
// loop (docs/performance.md). PostgreSQL has no such thing: SQLite only.
const isSqlite = process.env.HONDANA_TEST_DIALECT !== 'pg';
const dirs: string[] = [];
const opened: Knex[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(checkpointIntervalMs: number) {
  const dir = join(tmpdir(), `hondana-checkpoints-${randomBytes(6).toString('hex')}`);
  dirs.push(dir);
  const file = join(dir, 'test.sqlite');
  const db = createKnex({ dialect: 'sqlite', connection: file, checkpointIntervalMs });
  opened.push(db);
  return { db, file };
}

/** Commits about 8 MB (2,000 pages of 4 KiB, twice SQLite's automatic checkpoint size). */
async function writeMuch(db: Knex) {
  await db.schema.createTable('blobs', (t) => {
    t.increments('id');
    t.text('body').notNullable();
  });
  const rows = Array.from({ length: 2000 }, () => ({ body: randomBytes(2000).toString('hex') }));
  await db.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 100) await trx('blobs').insert(rows.slice(i, i + 100));
  });
}

const sizeOf = (file: string) => statSync(file).size;

describe.runIf(isSqlite)('SQLite checkpoints', () => {
  it('are not run by the serving connection: a commit leaves its pages in the WAL', async () => {
    const { db, file } = open(60_000);
    expect((await db.raw('pragma wal_autocheckpoint'))[0]).toEqual({ wal_autocheckpoint: 0 });
    await writeMuch(db);
    // With SQLite's default, the commit itself would have copied them into the file.
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(4_000_000);
    expect(sizeOf(file)).toBeLessThan(1_000_000);
  });

  it('are run by the thread soon after, and the data reads back', async () => {
    const { db, file } = open(100);
    await writeMuch(db);
    const deadline = Date.now() + 10_000;
    while (sizeOf(file) < 4_000_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sizeOf(file)).toBeGreaterThan(4_000_000);
    expect(Number((await db('blobs').count({ n: '*' }))[0].n)).toBe(2000);
  });

  it('tell their owner when the thread dies, and close at once after', async () => {
    const { db, file } = open(60_000);
    await db.raw('select 1');
    // A driver the thread cannot load ends it, as any uncaught failure in it would.
    let failures = 0;
    const checkpointer = startCheckpointer(file, () => failures++, {
      driver: join(tmpdir(), 'no-such-driver.js'),
    });
    const deadline = Date.now() + 10_000;
    while (failures === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(failures).toBe(1);
    await checkpointer.close();
    expect(failures).toBe(1);
  });
});
