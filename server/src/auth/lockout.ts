import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../clock';

/** Failed attempts of one key that block it (spec 001 §8: 425). */
export const MAX_FAILURES = 5;
/** How long the block lasts, and the window in which failures add up (spec 001 §9). */
export const BLOCK_MS = 30 * 60 * 1000;

export interface LockoutDeps {
  db: Knex;
  clock: Clock;
}

/** Failures within `BLOCK_MS` that block a key; a counter that only watches can set it high. */
export interface LockoutPolicy {
  maxFailures: number;
}

/**
 * Failure counters in the database (`sign_in_failures`), so every instance sees the same count.
 * A counter is named by a realm (`reader:<company id>`, `staff` …) and key parts (what the
 * visitor typed, and the source address where the policy is per source), known account or
 * not: an unknown account is counted and blocked exactly like a real one.
 */
export function createLockout(
  { db, clock }: LockoutDeps,
  { maxFailures }: LockoutPolicy = { maxFailures: MAX_FAILURES },
) {
  const where = (realm: string, parts: string[]) => ({ realm, account_key: counterKey(parts) });

  async function sweep(now: Date) {
    await db('sign_in_failures')
      .where('first_failed_at', '<', new Date(now.getTime() - BLOCK_MS).toISOString())
      .where((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<', now.toISOString()))
      .delete();
  }

  return {
    async isBlocked(realm: string, ...parts: string[]): Promise<boolean> {
      const row = await db('sign_in_failures')
        .where(where(realm, parts))
        .where('blocked_until', '>', clock.now().toISOString())
        .first('account_key');
      return Boolean(row);
    },

    /** Counts one failure; true when the key is blocked from now on. */
    async recordFailure(realm: string, ...parts: string[]): Promise<boolean> {
      const now = clock.now();
      const key = where(realm, parts);
      // A block that ran out, or failures older than the window, start a fresh count.
      const restart = db.raw(
        '(sign_in_failures.first_failed_at <= ? or sign_in_failures.blocked_until <= ?)',
        [new Date(now.getTime() - BLOCK_MS).toISOString(), now.toISOString()],
      );
      await db('sign_in_failures')
        .insert({ ...key, failures: 1, first_failed_at: now.toISOString(), blocked_until: null })
        .onConflict(['realm', 'account_key'])
        .merge({
          failures: db.raw('case when ? then 1 else sign_in_failures.failures + 1 end', [restart]),
          first_failed_at: db.raw(
            'case when ? then excluded.first_failed_at else sign_in_failures.first_failed_at end',
            [restart],
          ),
          blocked_until: db.raw('case when ? then null else sign_in_failures.blocked_until end', [
            restart,
          ]),
        });
      const row = await db('sign_in_failures').where(key).first('failures');
      const failures = Number(row?.failures ?? 0);
      // A fresh count sweeps finished ones, so sprayed identifiers do not pile up.
      if (failures === 1) await sweep(now);
      if (failures < maxFailures) return false;
      await db('sign_in_failures')
        .where(key)
        .update({ blocked_until: new Date(now.getTime() + BLOCK_MS).toISOString() });
      return true;
    },

    async clear(realm: string, ...parts: string[]): Promise<void> {
      await db('sign_in_failures').where(where(realm, parts)).delete();
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;

/** Case-insensitive, and hashed so the table holds no plain identifiers or addresses. */
export function counterKey(parts: string[]): string {
  const text = parts.map((part) => part.trim().toLowerCase()).join('\n');
  return createHash('sha256').update(text).digest('hex');
}
