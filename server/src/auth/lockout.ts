import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../clock';

/** Failed sign-ins of one account identifier that block it (spec 001 §8: 425). */
export const MAX_FAILURES = 5;
/** How long the block lasts, and the window in which failures add up (spec 001 §9). */
export const BLOCK_MS = 30 * 60 * 1000;

export interface LockoutDeps {
  db: Knex;
  clock: Clock;
}

/**
 * Per (tenant, identifier) failure counter in the database, so every instance sees the same
 * count. The identifier is what the visitor typed, known account or not: an unknown account
 * is counted and blocked exactly like a real one.
 */
export function createLockout({ db, clock }: LockoutDeps) {
  async function sweep(companyId: string, now: Date) {
    const windowStart = new Date(now.getTime() - BLOCK_MS).toISOString();
    await db('auth_failures')
      .where({ company_id: companyId })
      .where('first_failed_at', '<', windowStart)
      .where((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<', now.toISOString()))
      .delete();
  }

  return {
    async isBlocked(companyId: string, identifier: string): Promise<boolean> {
      const row = await db('auth_failures')
        .where({ company_id: companyId, account_key: accountKey(identifier) })
        .where('blocked_until', '>', clock.now().toISOString())
        .first('account_key');
      return Boolean(row);
    },

    /** Counts one failure; true when the identifier is blocked from now on. */
    async recordFailure(companyId: string, identifier: string): Promise<boolean> {
      const now = clock.now();
      const key = { company_id: companyId, account_key: accountKey(identifier) };
      // A block that ran out, or failures older than the window, start a fresh count.
      const restart = db.raw(
        '(auth_failures.first_failed_at <= ? or auth_failures.blocked_until <= ?)',
        [new Date(now.getTime() - BLOCK_MS).toISOString(), now.toISOString()],
      );
      await db('auth_failures')
        .insert({ ...key, failures: 1, first_failed_at: now.toISOString(), blocked_until: null })
        .onConflict(['company_id', 'account_key'])
        .merge({
          failures: db.raw('case when ? then 1 else auth_failures.failures + 1 end', [restart]),
          first_failed_at: db.raw(
            'case when ? then excluded.first_failed_at else auth_failures.first_failed_at end',
            [restart],
          ),
          blocked_until: db.raw('case when ? then null else auth_failures.blocked_until end', [
            restart,
          ]),
        });
      const row = await db('auth_failures').where(key).first('failures');
      const failures = Number(row?.failures ?? 0);
      // A fresh count sweeps the tenant's finished ones, so sprayed identifiers do not pile up.
      if (failures === 1) await sweep(companyId, now);
      if (failures < MAX_FAILURES) return false;
      await db('auth_failures')
        .where(key)
        .update({ blocked_until: new Date(now.getTime() + BLOCK_MS).toISOString() });
      return true;
    },

    async clear(companyId: string, identifier: string): Promise<void> {
      await db('auth_failures')
        .where({ company_id: companyId, account_key: accountKey(identifier) })
        .delete();
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;

/** Case-insensitive, and hashed so the table holds no plain identifiers of strangers. */
function accountKey(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex');
}
