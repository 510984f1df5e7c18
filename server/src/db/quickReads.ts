import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { closeWith } from './closeWith';

/** What a quick read may bind: knex's better-sqlite3 dialect turns booleans into 1 / 0 too. */
export type QuickParam = string | number | boolean | null;

/**
 * Small indexed reads on every request's path (the session, the catalogue and reader
 * versions, favourite marks, a content by id) run without knex. On SQLite knex's query
 * builder, compiler and pool cost 40-70 µs per statement where the statement itself takes
 * 6-8 µs (docs/performance.md, reader load); these reads run on a second, read-only
 * connection of the same file, synchronously, with the compiled statement kept. A separate
 * connection, not knex's own: that one may be inside another request's transaction, whose
 * uncommitted rows a read must not see. In WAL mode the read sees every commit made before
 * it, like any knex read. Inside a transaction (`db` is a `Knex.Transaction`) and on
 * PostgreSQL the same SQL goes through `knex.raw`, so one text serves both dialects: write it
 * in the SQL both accept, with `?` placeholders. Listeners of knex's `query` event see quick
 * reads too, as they do on PostgreSQL: a statement count is the same on both dialects.
 */
export async function quickRows<T>(db: Knex, sql: string, params: QuickParam[]): Promise<T[]> {
  const reader = readers.get(db);
  if (reader) {
    if (db.listenerCount('query') > 0) db.emit('query', { method: 'raw', sql, bindings: params });
    return reader.all(sql, params) as T[];
  }
  const result = await db.raw(sql, params);
  // knex.raw answers pg's result object, and the row array itself on SQLite.
  return (Array.isArray(result) ? result : result.rows) as T[];
}

export async function quickRow<T>(
  db: Knex,
  sql: string,
  params: QuickParam[],
): Promise<T | undefined> {
  return (await quickRows<T>(db, sql, params))[0];
}

/** `?, ?, …` for an `in (…)` list of `count` values (at least one). */
export function placeholders(count: number): string {
  return new Array(Math.max(1, count)).fill('?').join(', ');
}

interface QuickReader {
  all(sql: string, params: QuickParam[]): unknown[];
}

const readers = new WeakMap<Knex, QuickReader>();

/**
 * Gives `db` (a SQLite knex) its read connection, opened on first use (after migrations have
 * created the file) and closed with `db.destroy()`.
 */
export function attachQuickReads(db: Knex, filename: string, maxStatements = 200): void {
  let connection: Database.Database | null = null;
  const statements = new Map<string, Database.Statement>();
  const open = () => {
    connection = new Database(filename, { readonly: true, fileMustExist: true });
    connection.pragma('busy_timeout = 5000');
    // Small: these reads touch a few index pages; the main connection holds the big cache.
    connection.pragma('cache_size = -4096');
    return connection;
  };
  readers.set(db, {
    all(sql, params) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = (connection ?? open()).prepare(sql);
        if (statements.size >= maxStatements) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(sql, statement);
      }
      return statement.all(
        params.map((value) => (typeof value === 'boolean' ? Number(value) : value)),
      );
    },
  });
  closeWith(db, async () => {
    connection?.close();
    connection = null;
    statements.clear();
  });
}
