import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createCache } from '../../cache/cache';

export interface HistoryWriterDeps {
  db: Knex;
  log: Pick<Logger, 'warn'>;
  /** How long a reading waits for others to be written with it. */
  delayMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
}

/**
 * Opening a content's detail puts it at the top of the reader's reading history. Written one
 * by one, those writes were most of the signed-in readers' load: each is a write transaction
 * (on SQLite it also drops every other connection's page cache) and bumps the reader's
 * version, so their home answer is assembled again (docs/performance.md, reader load).
 * Readings are therefore written behind: kept in memory for `delayMs` and written together in
 * one statement, the latest reading of a content winning. A reading shows in the reader's
 * lists within that delay, on every instance (decisions.md, "Reading history is written
 * behind"). `flush` writes what is kept now: on shutdown, and for tests.
 */
export function createHistoryWriter({
  db,
  log,
  delayMs = HISTORY_DELAY_MS,
  maxBatch = 500,
}: HistoryWriterDeps) {
  let pending = new Map<string, HistoryRow>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    // In key order: two processes' batches then lock shared rows in the same order
    // (PostgreSQL); a deadlock all the same falls back to writing row by row.
    const rows = [...pending.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => row);
    pending = new Map();
    // One batch at a time: two concurrent upserts of one row could commit out of order.
    writing = writing.then(() => (rows.length ? write(rows) : undefined));
    return writing;
  }

  async function write(rows: HistoryRow[]): Promise<void> {
    try {
      await upsert(rows);
    } catch (err) {
      // A content or reader deleted meanwhile fails the whole statement: write the rest alone.
      for (const row of rows) {
        await upsert([row]).catch((rowErr: unknown) =>
          log.warn({ err: rowErr, contentId: row.content_id }, 'reading not recorded'),
        );
      }
      log.warn({ err, rows: rows.length }, 'reading history batch written row by row');
    }
  }

  /** Readers this process cut within TRIM_EVERY_MS (a reader it forgot is merely cut again). */
  const trimmed = createCache<string, true>({
    max: MAX_TRIMMED_READERS,
    ttlMs: TRIM_EVERY_MS,
    now: () => Date.now(),
  });

  /** Readers of `rows` whose history this process has not cut for TRIM_EVERY_MS. */
  function readersToTrim(rows: HistoryRow[]): HistoryRow[] {
    const due = new Map<string, HistoryRow>();
    for (const row of rows) {
      const key = `${row.company_id}\n${row.user_id}`;
      if (trimmed.get(key)) continue;
      trimmed.set(key, true);
      due.set(key, row);
    }
    return [...due.values()];
  }

  /**
   * The rows, then their readers' history cut to the latest HISTORY_KEPT (ties at the cut may
   * keep a few more): what a reader's lists count and sort stays small however much they read
   * (decisions.md). A cut is a statement per reader, 15-20 ms for a batch of 100 readers, and
   * a write transaction makes other processes' writers wait: so each reader is cut at most
   * once a minute per process, and may pass the bound by what they open meanwhile.
   */
  const upsert = (rows: HistoryRow[]) =>
    db.transaction(async (trx) => {
      await trx('reading_history')
        .insert(rows)
        .onConflict(['user_id', 'content_id'])
        .merge(['read_at']);
      for (const { company_id: companyId, user_id: userId } of readersToTrim(rows)) {
        const reader = { company_id: companyId, user_id: userId };
        const cut = trx('reading_history')
          .where(reader)
          .orderBy('read_at', 'desc')
          .offset(HISTORY_KEPT - 1)
          .limit(1)
          .select('read_at');
        await trx('reading_history').where(reader).where('read_at', '<', cut).delete();
      }
    });

  return {
    /** Records that the reader opened the content at `at`; written within `delayMs`. */
    record(companyId: string, userId: string, contentId: string, at: Date): void {
      const key = `${userId}\n${contentId}`;
      const readAt = at.toISOString();
      const kept = pending.get(key);
      if (kept && kept.read_at >= readAt) return;
      pending.set(key, {
        company_id: companyId,
        user_id: userId,
        content_id: contentId,
        read_at: readAt,
      });
      if (pending.size >= maxBatch) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), delayMs).unref();
    },

    flush,
  };
}

interface HistoryRow {
  company_id: string;
  user_id: string;
  content_id: string;
  read_at: string;
}

/** A reader's reading history keeps this many contents, the latest. */
export const HISTORY_KEPT = 100;

/** How often one process cuts one reader's history back to HISTORY_KEPT. */
const TRIM_EVERY_MS = 60_000;

/** Readers whose last cut one process remembers. */
export const MAX_TRIMMED_READERS = 10_000;

/** Within this long of opening a content, it shows in the reader's reading history. */
export const HISTORY_DELAY_MS = 500;

export type HistoryWriter = ReturnType<typeof createHistoryWriter>;
