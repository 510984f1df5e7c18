import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { AppError } from '../errors';

/**
 * The bytes of one book one holder may fetch through the viewer in a UTC day: three times the
 * file plus a floor (the first page's image, a small book read a few times). Reading a book
 * fetches it at most about once; three readings a day are far above reading, and no holder
 * takes more than that many copies' worth in a day, however many tokens they open.
 */
export function dailyBudgetOf(fileSize: number): number {
  return 3 * fileSize + DAILY_BUDGET_FLOOR;
}

export const DAILY_BUDGET_FLOOR = 4 * 1024 * 1024;

/** Whose budget a token spends: its reader, or the content link of a visitor not signed in. */
export interface BudgetKey {
  companyId: string;
  holderId: string;
  contentId: string;
}

/**
 * The daily byte budget in `viewer_byte_budgets`, shared by every instance and every token of
 * a holder. A charge is one conditional statement, so concurrent ranges add up and together
 * never pass the budget.
 */
export function byteBudget(db: Knex, clock: Clock) {
  const rowOf = (key: BudgetKey, day: number) =>
    db('viewer_byte_budgets').where({
      company_id: key.companyId,
      holder_id: key.holderId,
      content_id: key.contentId,
      day,
    });

  return {
    /** Counts `bytes` about to be sent; 429 when they would pass `budget` (nothing counted). */
    async charge(key: BudgetKey, bytes: number, budget: number): Promise<void> {
      const day = dayOf(clock.now());
      await db('viewer_byte_budgets')
        .insert({
          company_id: key.companyId,
          holder_id: key.holderId,
          content_id: key.contentId,
          day,
          bytes: 0,
        })
        .onConflict(['company_id', 'holder_id', 'content_id', 'day'])
        .ignore();
      const charged = await rowOf(key, day)
        .where('bytes', '<=', budget - bytes)
        .increment('bytes', bytes);
      if (!charged) throw new AppError(Status.tooManyRequests);
    },

    /** Gives back bytes charged today but never sent (a client that hung up). */
    async refund(key: BudgetKey, bytes: number): Promise<void> {
      await rowOf(key, dayOf(clock.now())).where('bytes', '>=', bytes).decrement('bytes', bytes);
    },

    /** Bytes the holder fetched today (tests and support). */
    async spent(key: BudgetKey): Promise<number> {
      const row = await rowOf(key, dayOf(clock.now())).first('bytes');
      return Number(row?.bytes ?? 0);
    },
  };
}

export type ByteBudget = ReturnType<typeof byteBudget>;

/** 2026-11-27T… → 20261127 (UTC). */
export function dayOf(at: Date): number {
  return at.getUTCFullYear() * 10_000 + (at.getUTCMonth() + 1) * 100 + at.getUTCDate();
}
