import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { createKnex, migrateLatest } from '../../server/src/db/knex';
import { databaseUrl, postgresAdminUrl, prepareAppRole, testDialect } from './db';

/**
 * Vitest global set-up: the migrations run once per run and database kind, here, instead of
 * once per test file (about 1.5 s a file on PostgreSQL). Each test file then gets its own
 * database as a copy of these (db.ts), and drops it when it ends.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hondana-template-'));
  const sqliteTemplate = join(dir, 'migrated.sqlite');
  const sqlite = createKnex({ dialect: 'sqlite', connection: sqliteTemplate });
  await migrateLatest(sqlite);
  // Everything in the main file, so a plain copy of it is the whole database.
  await sqlite.raw('pragma wal_checkpoint(TRUNCATE)');
  await sqlite.destroy();
  project.provide('sqliteTemplate', sqliteTemplate);

  const pgTemplate = testDialect() === 'pg' ? await migratedPostgres() : '';
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgTemplate) {
      const admin = knexFactory({ client: 'pg', connection: postgresAdminUrl() });
      await admin.raw(`drop database if exists ${pgTemplate} with (force)`);
      await admin.destroy();
    }
  };
}

/**
 * A migrated database, with pg-boss's schema, that no one stays connected to (a template must
 * have no sessions).
 */
async function migratedPostgres(): Promise<string> {
  const adminUrl = postgresAdminUrl();
  const name = `hondana_template_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name} template template0 encoding 'UTF8'`);
  await admin.destroy();
  const url = databaseUrl(adminUrl, name);
  const db = createKnex({ dialect: 'pg', connection: url });
  await prepareAppRole(db);
  await db.destroy();
  return name;
}
