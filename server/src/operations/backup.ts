import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createKnex } from '../db/knex';
import type { DatabaseOptions } from '../db/knex';
import type { BlobStore } from '../storage/blobStore';
import { copyBlobsOut } from './blobCopy';
import type { DatabaseSnapshot, Manifest } from './manifest';
import { ARCHIVE_FORMAT, describeFile, refused, writeManifest } from './manifest';
import { backupPostgres } from './postgresCopy';
import { backupSqlite } from './sqliteCopy';

export interface ArchiveDeps {
  /** Where the database lives (the server's DATABASE_URL or SQLite file). */
  database: Pick<DatabaseOptions, 'dialect' | 'connection'>;
  store: BlobStore;
  /** The Hondana version written into the manifest. */
  version: string;
  clock: { now(): Date };
}

export const DATABASE_FILES = { sqlite: 'database.sqlite', pg: 'database.pgdump' } as const;

/** A connection of its own, without the statement time limit (a count may take long). */
export function connectTo(database: ArchiveDeps['database']): Knex {
  return createKnex({ ...database, statementTimeoutMs: 0 });
}

/**
 * A backup folder of the running server: the database at one instant, then every blob, then
 * the manifest. Blobs are copied after the database, so every file the copy names is there
 * (uploads are never changed in place; one added meanwhile is copied too, and harmless).
 */
export async function backup(deps: ArchiveDeps, { out }: { out: string }): Promise<Manifest> {
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw refused(`${out} is not empty.`);
  const path = DATABASE_FILES[deps.database.dialect];
  const snapshot = await databaseCopy(deps.database, join(out, path));
  const database = await describeFile(out, path);
  const blobs = await copyBlobsOut(deps.store, out);
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: deps.version,
    createdAt: deps.clock.now().toISOString(),
    dialect: deps.database.dialect,
    ...snapshot,
    database,
    blobs,
  };
  await writeManifest(out, manifest);
  return manifest;
}

async function databaseCopy(
  database: ArchiveDeps['database'],
  target: string,
): Promise<DatabaseSnapshot> {
  if (database.dialect === 'sqlite') return backupSqlite(database.connection, target);
  const db = connectTo(database);
  try {
    return await backupPostgres(db, database.connection, target);
  } finally {
    await db.destroy();
  }
}
