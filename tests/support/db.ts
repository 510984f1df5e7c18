import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { inject } from 'vitest';
import { createKnex, migrateLatest } from '../../server/src/db/knex';
import { grantAppRole } from '../../server/src/db/tenantWall';
import { BOSS_SCHEMA, installBossSchema } from '../../server/src/jobs';

export interface TestDb {
  /**
   * What the app and the tests use. PostgreSQL: the app's own role (TEST_APP_ROLE), which the
   * tenant tables' row-level security holds to its policy, as in production.
   */
  knex: Knex;
  /** The tables' owner (SQLite: `knex` itself): for DDL and for reading past the policies. */
  owner: Knex;
  dialect: 'sqlite' | 'pg';
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file by default, or a new
 * PostgreSQL database (created through TEST_DATABASE_URL) with HONDANA_TEST_DIALECT=pg.
 * Migrations ran once for the whole run (migratedTemplates.ts): a file is a copy of the
 * migrated SQLite file, a PostgreSQL database a `CREATE DATABASE … TEMPLATE` of the migrated
 * one. Outside a run that made them (a script), the database is migrated here instead.
 */
export async function createTestDb(): Promise<TestDb> {
  return testDialect() === 'pg' ? createPostgresDb() : createSqliteDb();
}

export function testDialect(): TestDb['dialect'] {
  return process.env.HONDANA_TEST_DIALECT === 'pg' ? 'pg' : 'sqlite';
}

async function createSqliteDb(): Promise<TestDb> {
  const dir = join(tmpdir(), `hondana-test-${randomBytes(6).toString('hex')}`);
  const file = join(dir, 'test.sqlite');
  const template = provided('sqliteTemplate');
  if (template) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(template, file);
  }
  const knex = createKnex({ dialect: 'sqlite', connection: file });
  if (!template) await migrateLatest(knex);
  return {
    knex,
    owner: knex,
    dialect: 'sqlite',
    async destroy() {
      await knex.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDb(): Promise<TestDb> {
  const adminUrl = postgresAdminUrl();
  const name = `hondana_t_${randomBytes(6).toString('hex')}`;
  const template = provided('pgTemplate');
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(
    template
      ? `create database ${name} template ${template}${await fileCopy(admin)}`
      : `create database ${name} template template0 encoding 'UTF8'`,
  );
  const owner = createKnex({ dialect: 'pg', connection: databaseUrl(adminUrl, name) });
  if (!template) await prepareAppRole(owner);
  const knex = createKnex({ dialect: 'pg', connection: appRoleUrl(databaseUrl(adminUrl, name)) });
  return {
    knex,
    owner,
    dialect: 'pg',
    async destroy() {
      await knex.destroy();
      await owner.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** The non-owner role the app connects as on PostgreSQL (docs/operations.md, "Row-level security"). */
export const TEST_APP_ROLE = 'hondana_test_app';

/**
 * Migrates a new database as its owner and grants the app's role its rights there. The role
 * belongs to the whole cluster: made once, by whichever run comes first (runs of other
 * worktrees share the cluster, so a concurrent creation is not an error).
 */
export async function prepareAppRole(owner: Knex): Promise<void> {
  await migrateLatest(owner);
  // pg-boss's schema too, as a server's start installs it (main.ts), before the role's grants.
  await installBossSchema(ownerUrl(owner));
  await owner.raw(
    `do $$ begin create role ${TEST_APP_ROLE} login;
     exception when duplicate_object or unique_violation then null; end $$`,
  );
  await grantAppRole(owner, TEST_APP_ROLE, { engineSchemas: [BOSS_SCHEMA] });
}

/** `url` with the app's role as its user (trust authentication here: no password). */
export function appRoleUrl(url: string): string {
  const withRole = new URL(url);
  withRole.username = TEST_APP_ROLE;
  withRole.password = '';
  return withRole.toString();
}

let copyClause: Promise<string> | undefined;

/**
 * PostgreSQL 15+ copies a small template fastest file by file: a test database made and
 * dropped that way took a third of the time of the default WAL-logged copy (95 against
 * 260 ms), once per test file.
 */
function fileCopy(admin: Knex): Promise<string> {
  copyClause ??= admin
    .raw('show server_version_num')
    .then(({ rows }) =>
      Number(rows[0].server_version_num) >= 150000 ? ' strategy file_copy' : '',
    );
  return copyClause;
}

export function postgresAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HONDANA_TEST_DIALECT=pg needs TEST_DATABASE_URL');
  return adminUrl;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the run's global set-up made, or undefined outside such a run. */
function provided(key: 'sqliteTemplate' | 'pgTemplate'): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined; // not inside a vitest worker
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that each test database copies. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that each test database is created from ('' on SQLite). */
    pgTemplate: string;
  }
}

/** The connection string an owner's knex was made with (db/knex.ts). */
function ownerUrl(owner: Knex): string {
  const { connection } = owner.client.config as {
    connection: string | { connectionString: string };
  };
  return typeof connection === 'string' ? connection : connection.connectionString;
}
