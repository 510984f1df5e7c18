import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { BOSS_SCHEMA } from '../jobs';
import type { DatabaseSnapshot } from './manifest';

const run = promisify(execFile);

/**
 * `pg_dump --format=custom` of the database at one instant: a repeatable-read transaction
 * exports its snapshot, pg_dump reads that same snapshot, and the row counts are taken in it,
 * so the manifest describes exactly what the dump holds while the server keeps writing.
 * pg-boss's schema is left out: its deliveries are made again from the `jobs` records when a
 * server starts on the restored database (jobs/boss.ts), and its partitioned tables do not
 * survive `pg_restore --clean` over an existing copy.
 */
export async function backupPostgres(
  db: Knex,
  url: string,
  target: string,
): Promise<DatabaseSnapshot> {
  return db.transaction(async (trx) => {
    await trx.raw('set transaction isolation level repeatable read, read only');
    const { rows } = await trx.raw('select pg_export_snapshot() as id');
    await postgresTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0].id}`,
      `--exclude-schema=${BOSS_SCHEMA}`,
      `--file=${target}`,
    ]);
    return describePostgres(trx);
  });
}

/** Rows per table of the current schema, and the migration level. */
export async function describePostgres(db: Knex): Promise<DatabaseSnapshot> {
  const { rows } = await db.raw(
    'select tablename from pg_tables where schemaname = current_schema() order by tablename',
  );
  const names = (rows as { tablename: string }[]).map((row) => row.tablename);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const [{ count }] = await db(name).count({ count: '*' });
    tables[name] = Number(count);
  }
  const last = names.includes('knex_migrations')
    ? await db('knex_migrations').orderBy('id', 'desc').first('name')
    : undefined;
  return { tables, migration: last?.name ?? null };
}

/**
 * `pg_restore` of the archive into the database: objects the dump holds are dropped first
 * (`--clean`), all in one transaction, so a failed restore leaves the database as it was.
 */
export async function restorePostgres(url: string, archived: string): Promise<void> {
  await postgresTool('pg_restore', url, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    archived,
  ]);
}

/** Runs pg_dump or pg_restore; the password goes by environment, never on a command line. */
async function postgresTool(tool: string, url: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  try {
    await run(tool, [...args, `--dbname=${parsed.toString()}`], {
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const { code, stderr } = err as { code?: string; stderr?: string };
    if (code === 'ENOENT') throw new Error(`${tool} is not installed (PostgreSQL client tools).`);
    throw new Error(`${tool} failed: ${String(stderr ?? err).trim()}`);
  }
}
