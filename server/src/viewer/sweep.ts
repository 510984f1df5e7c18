import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { RecurringJob } from '../jobs';
import { SCHEDULE_TIME_ZONE } from '../jobs';
import { dayOf } from './byteBudget';

/** The token sweep's job, and how often each process asks for it. */
export const SWEEP_TOKENS_JOB = 'viewer.sweep-tokens';
export const SWEEP_TOKENS_LOCK = 'viewer.sweep-tokens';
export const SWEEP_EVERY_MS = 60 * 60_000;

/** Hourly, at five past (one run at a time across processes: its lock key). */
export const SWEEP_SCHEDULE: RecurringJob = {
  type: SWEEP_TOKENS_JOB,
  lockKey: SWEEP_TOKENS_LOCK,
  everyMs: SWEEP_EVERY_MS,
  cron: '5 * * * *',
  tz: SCHEDULE_TIME_ZONE,
};

/** A token is kept this long after it expired or closed (support can still look it up). */
export const KEEP_ENDED_TOKENS_MS = 24 * 60 * 60_000;

/** Rows per delete: each statement stays short, whatever piled up. */
const BATCH = 2_000;

/**
 * Deletes viewer and download tokens that ended more than a day ago, and daily byte budgets of
 * days before yesterday. Every open of a book (a content link's anonymous visitors included)
 * writes a token row; without this the table only grows. Seats read live tokens only and a
 * budget only its own day, so what goes serves nothing.
 */
export function createTokenSweep({ db, clock }: { db: Knex; clock: Clock }) {
  return async function sweepTokens(): Promise<{ deleted: number }> {
    const before = new Date(clock.now().getTime() - KEEP_ENDED_TOKENS_MS).toISOString();
    let deleted = 0;
    for (;;) {
      const ended = db('viewer_tokens')
        .where('expires_at', '<', before)
        .orWhere('closed_at', '<', before)
        .limit(BATCH)
        .select('token_hash');
      const count = await db('viewer_tokens').whereIn('token_hash', ended).delete();
      deleted += count;
      if (count < BATCH) break;
    }
    const yesterday = dayOf(new Date(clock.now().getTime() - KEEP_ENDED_TOKENS_MS));
    await db('viewer_byte_budgets').where('day', '<', yesterday).delete();
    return { deleted };
  };
}
