import { join } from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest } from '../db/knex';
import { migrationSource } from '../db/migrations';
import type { ArchiveDeps } from './backup';
import { connectTo } from './backup';
import { copyBlobsIn } from './blobCopy';
import type { DatabaseSnapshot, Manifest } from './manifest';
import { readManifest, refused, verifyFiles } from './manifest';
import { describePostgres, restorePostgres } from './postgresCopy';
import { describeSqlite, restoreSqlite } from './sqliteCopy';

export interface RestoreResult {
  manifest: Manifest;
  /** The migration level after the restore (the archive's, then migrated to this version's). */
  migration: string | null;
}

/**
 * A backup folder back into the configured database and blob store. Everything is checked
 * before anything is written: the manifest, every file's checksum, the dialect, that this
 * version knows the archive's migrations, and that the database holds no tenant and no
 * account (unless `force`). After the copy the row counts must equal the manifest's; then the
 * database is migrated to this version. The server must be stopped meanwhile.
 */
export async function restore(
  deps: Omit<ArchiveDeps, 'version' | 'clock'>,
  { from, force = false }: { from: string; force?: boolean },
): Promise<RestoreResult> {
  const manifest = await readManifest(from);
  const { database, store } = deps;
  if (manifest.dialect !== database.dialect) {
    throw refused(`The archive is of ${manifest.dialect}; this server runs ${database.dialect}.`);
  }
  const known = await migrationSource.getMigrations([]);
  if (manifest.migration && !known.includes(manifest.migration)) {
    throw refused(`The archive comes from a newer Hondana (migration ${manifest.migration}).`);
  }
  await verifyFiles(from, manifest);
  if (!force) await assertEmpty(database);

  const archived = join(from, manifest.database.path);
  if (database.dialect === 'sqlite') await restoreSqlite(archived, database.connection);
  else await restorePostgres(database.connection, archived);
  assertSameRows(manifest, await describe(database));
  await copyBlobsIn(store, from, manifest.blobs);

  const db = connectTo(database);
  try {
    await migrateLatest(db);
    const last = await db('knex_migrations').orderBy('id', 'desc').first('name');
    return { manifest, migration: last?.name ?? null };
  } finally {
    await db.destroy();
  }
}

async function assertEmpty(database: ArchiveDeps['database']): Promise<void> {
  const db = connectTo(database);
  try {
    const held = (await count(db, 'companies')) + (await count(db, 'users'));
    if (held > 0) {
      throw refused(
        'The database already holds tenants or accounts; restore only into an empty one, or pass --force to replace them.',
      );
    }
  } finally {
    await db.destroy();
  }
}

async function count(db: Knex, table: string): Promise<number> {
  if (!(await db.schema.hasTable(table))) return 0;
  const [{ rows }] = await db(table).count({ rows: '*' });
  return Number(rows);
}

async function describe(database: ArchiveDeps['database']): Promise<DatabaseSnapshot> {
  if (database.dialect === 'sqlite') return describeSqlite(database.connection);
  const db = connectTo(database);
  try {
    return await describePostgres(db);
  } finally {
    await db.destroy();
  }
}

function assertSameRows(manifest: Manifest, restored: DatabaseSnapshot): void {
  const differing = Object.entries(manifest.tables)
    .filter(([table, rows]) => restored.tables[table] !== rows)
    .map(
      ([table, rows]) =>
        `${table} (${rows} archived, ${restored.tables[table] ?? 'none'} restored)`,
    );
  if (differing.length) throw new Error(`The restored database differs: ${differing.join(', ')}.`);
}
