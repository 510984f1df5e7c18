import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../config';
import type { Dialect } from '../config';
import { migrationSource } from './migrations';
import { cachePreparedStatements } from './statementCache';
import { attachQuickReads } from './quickReads';
import { closeWith } from './closeWith';
import { SYSTEM_SCOPE_OPTION } from './tenantWall';
import { scopeConnections } from './tenantScope';
import type { Checkpointer } from './checkpointer';
import { CHECKPOINT_INTERVAL_MS, startCheckpointer } from './checkpointer';

export interface DatabaseOptions {
  dialect: Dialect;
  /** PostgreSQL connection string (pg) or SQLite file path (sqlite). */
  connection: string;
  /**
   * PostgreSQL's `statement_timeout` of every connection; 0 sets none (migrations). SQLite
   * has no equivalent: better-sqlite3 runs a statement to its end on the calling thread, so
   * requests bound the cost of what they ask instead (docs/decisions.md).
   */
  statementTimeoutMs?: number;
  /** SQLite: how often the checkpointing thread runs (checkpointer.ts). */
  checkpointIntervalMs?: number;
  /**
   * PostgreSQL: how long a query waits for a connection the pool cannot get (the database is
   * down or full) before it fails, and its request answers 503 (db/unavailable.ts). knex's
   * own default, 60 s, outlasts every client's patience.
   */
  acquireTimeoutMs?: number;
}

export function createKnex({
  dialect,
  connection,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
  checkpointIntervalMs = CHECKPOINT_INTERVAL_MS,
  acquireTimeoutMs = 10_000,
}: DatabaseOptions): Knex {
  if (dialect === 'pg') {
    const db = knexFactory({
      client: 'pg',
      acquireConnectionTimeout: acquireTimeoutMs,
      // node-postgres sends both with the start-up message: no extra round trip per connection.
      // The system scope is what row-level security shows outside `withTenant` (tenantWall.ts).
      connection: {
        connectionString: connection,
        statement_timeout: statementTimeoutMs,
        options: SYSTEM_SCOPE_OPTION,
      },
      pool: { min: 0, max: 10 },
    });
    scopeConnections(db);
    return db;
  }
  mkdirSync(dirname(connection), { recursive: true });
  // One per knex, started with its first connection (which creates the file): checkpoints
  // run on their own thread, not inside a request's commit (checkpointer.ts).
  let checkpointer: Checkpointer | null = null;
  let current: { pragma(sql: string): unknown } | null = null;
  let isCheckpointing = true;
  const db = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: connection },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      // WAL lets readers proceed during a write; SQLite leaves foreign keys off unless asked.
      afterCreate: (
        conn: { pragma(sql: string): unknown; prepare(sql: string): unknown },
        done: (err: Error | null) => void,
      ) => {
        conn.pragma('journal_mode = WAL');
        // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit then holds
        // the write lock for microseconds, not a disk flush. better-sqlite3 waits for a lock
        // synchronously, so with several processes (WEB_CONCURRENCY) a flush-long lock
        // stalled the other process's every request. Never corrupts; a power cut may lose
        // the last commits (docs/decisions.md).
        conn.pragma('synchronous = NORMAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        // Search reads many index and content pages per query: a 32 MiB page cache keeps the
        // hot ones in the process. No memory map: every mapped page a process touched counts in
        // its RSS (about 50 MB more per process under the 500-reader load), which must stay
        // under 250 MB (issue 9); the OS page cache keeps the rest of the file warm for all
        // processes at the cost of a copy per read.
        conn.pragma('cache_size = -32768');
        conn.pragma('mmap_size = 0');
        // Without the thread (it died), connections checkpoint in their commits, as by default.
        const autocheckpoint = () =>
          `wal_autocheckpoint = ${isCheckpointing ? 0 : SQLITE_AUTOCHECKPOINT_PAGES}`;
        conn.pragma(autocheckpoint());
        current = conn;
        checkpointer ??= startCheckpointer(
          connection,
          () => {
            isCheckpointing = false;
            current?.pragma(autocheckpoint());
          },
          { intervalMs: checkpointIntervalMs },
        );
        cachePreparedStatements(conn);
        done(null);
      },
    },
  });
  attachQuickReads(db, connection);
  beginImmediately(db);
  closeWith(db, async () => {
    await checkpointer?.close();
    checkpointer = null;
  });
  return db;
}

/** SQLite's own default for `wal_autocheckpoint`. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * SQLite transactions take the write lock when they begin (`BEGIN IMMEDIATE`), waiting for it
 * under `busy_timeout`. knex begins them deferred: such a transaction reads first and asks for
 * the write lock at its first write, and if another process committed in between, SQLite
 * answers SQLITE_BUSY at once (its snapshot is stale; waiting cannot help), which surfaced as
 * 500s on concurrent registrations with two server processes. Within one process knex's single
 * connection already runs transactions one at a time, so nothing is serialised that was not.
 * Savepoints of nested transactions are unchanged.
 */
function beginImmediately(db: Knex): void {
  const client = db.client as {
    transaction(...args: unknown[]): { query(conn: unknown, sql: string): Promise<unknown> };
  };
  const create = client.transaction.bind(client);
  client.transaction = (...args: unknown[]) => {
    const transaction = create(...args) as ReturnType<typeof create> & {
      begin(conn: unknown): Promise<unknown>;
    };
    transaction.begin = (conn: unknown) => transaction.query(conn, 'BEGIN IMMEDIATE;');
    return transaction;
  };
}

export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export async function ping(db: Knex): Promise<void> {
  await db.raw('select 1');
}
