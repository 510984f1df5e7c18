import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DatabaseSnapshot } from './manifest';

/**
 * SQLite's online backup of the live file: pages are copied while the server keeps serving,
 * and the copy is one consistent instant (better-sqlite3's `backup`, SQLite's backup API).
 */
export async function backupSqlite(liveFile: string, target: string): Promise<DatabaseSnapshot> {
  const live = new Database(liveFile, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  return describeSqlite(target);
}

/** Rows per table and the migration level of a SQLite file. */
export function describeSqlite(file: string): DatabaseSnapshot {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const tables = Object.fromEntries(
      names.map((name) => [
        name,
        Number(db.prepare(`select count(*) from "${name}"`).pluck().get()),
      ]),
    );
    const migration = names.includes('knex_migrations')
      ? ((db.prepare('select name from knex_migrations order by id desc limit 1').pluck().get() as
          string | undefined) ?? null)
      : null;
    return { tables, migration };
  } finally {
    db.close();
  }
}

/**
 * Puts the archived file in place of the live one (the server must be stopped: it would keep
 * the old file open). The old WAL and shared-memory files go first, or SQLite would replay the
 * old database's last commits over the restored one.
 */
export async function restoreSqlite(archived: string, liveFile: string): Promise<void> {
  await mkdir(dirname(liveFile), { recursive: true });
  const temp = `${liveFile}.restoring`;
  await copyFile(archived, temp);
  await rm(`${liveFile}-wal`, { force: true });
  await rm(`${liveFile}-shm`, { force: true });
  await rename(temp, liveFile);
}
