import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { createKnex, migrateLatest } from '../../server/src/db/knex';

export interface TestDb {
  knex: Knex;
  dialect: 'sqlite' | 'pg';
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file by default, or a new
 * PostgreSQL database (created through TEST_DATABASE_URL) with HONDANA_TEST_DIALECT=pg.
 */
export async function createTestDb(): Promise<TestDb> {
  const dialect = process.env.HONDANA_TEST_DIALECT === 'pg' ? 'pg' : 'sqlite';
  return dialect === 'pg' ? createPostgresDb() : createSqliteDb();
}

async function createSqliteDb(): Promise<TestDb> {
  const dir = join(tmpdir(), `hondana-test-${randomBytes(6).toString('hex')}`);
  const knex = createKnex({ dialect: 'sqlite', connection: join(dir, 'test.sqlite') });
  await migrateLatest(knex);
  return {
    knex,
    dialect: 'sqlite',
    async destroy() {
      await knex.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HONDANA_TEST_DIALECT=pg needs TEST_DATABASE_URL');
  const name = `hondana_t_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name} template template0 encoding 'UTF8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const knex = createKnex({ dialect: 'pg', connection: url.toString() });
  await migrateLatest(knex);
  return {
    knex,
    dialect: 'pg',
    async destroy() {
      await knex.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
