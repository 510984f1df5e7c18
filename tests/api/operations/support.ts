import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Knex } from 'knex';
import knexFactory from 'knex';
import type { TestApp } from '../../support/app';
import { databaseUrl, postgresAdminUrl } from '../../support/db';

export interface Location {
  dialect: 'sqlite' | 'pg';
  connection: string;
}

/** Where a test app's database lives: its SQLite file or its PostgreSQL URL. */
export function locationOf(t: TestApp): Location {
  const { connection } = t.owner.client.config as {
    connection: { filename?: string; connectionString?: string };
  };
  return t.dialect === 'pg'
    ? { dialect: 'pg', connection: connection.connectionString as string }
    : { dialect: 'sqlite', connection: connection.filename as string };
}

/**
 * An empty database at a new place (a SQLite path with no file yet, or a new PostgreSQL
 * database with no table); `drop` removes it.
 */
export async function emptyDatabase(dialect: Location['dialect'], dir: string) {
  if (dialect === 'sqlite') {
    return {
      location: { dialect, connection: `${dir}/empty/hondana.sqlite` },
      drop: async () => {},
    };
  }
  const name = `hondana_ops_${Math.random().toString(16).slice(2, 10)}`;
  await admin((db) => db.raw(`create database ${name} template template0 encoding 'UTF8'`));
  return {
    location: { dialect, connection: databaseUrl(postgresAdminUrl(), name) },
    drop: () => admin((db) => db.raw(`drop database if exists ${name} with (force)`)),
  };
}

/** Recreates a dropped PostgreSQL database under its old name, empty. */
export async function recreate(location: Location): Promise<void> {
  if (location.dialect !== 'pg') return;
  const name = new URL(location.connection).pathname.slice(1);
  await admin((db) => db.raw(`create database ${name} template template0 encoding 'UTF8'`));
}

/** Removes the database: its SQLite folder, or the PostgreSQL database. */
export async function dropDatabase(location: Location): Promise<void> {
  if (location.dialect === 'sqlite') {
    rmSync(dirname(location.connection), { recursive: true, force: true });
    return;
  }
  const name = new URL(location.connection).pathname.slice(1);
  await admin((db) => db.raw(`drop database if exists ${name} with (force)`));
}

async function admin<T>(work: (db: Knex) => Promise<T>): Promise<T> {
  const db = knexFactory({
    client: 'pg',
    connection: postgresAdminUrl(),
    pool: { min: 0, max: 1 },
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
