import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { RecurringJob } from '../jobs';
import { SCHEDULE_TIME_ZONE } from '../jobs';

/**
 * How long the delivery log keeps an event and a finished delivery with its tries: three
 * months, room for a tenant to look back over a quarter and replay, while the tables (a row per
 * event, per endpoint and per try) stop growing with the tenant's age.
 */
export const WEBHOOK_RETENTION_DAYS = 90;
export const WEBHOOK_RETENTION_MS = WEBHOOK_RETENTION_DAYS * 24 * 3_600_000;

export const PRUNE_WEBHOOKS_JOB = 'webhooks.prune';
const LOCK = 'webhooks.prune';

/** Daily at 04:35 in Japan, out of the tenants' hours (one run at a time: its lock key). */
export const PRUNE_WEBHOOKS_SCHEDULE: RecurringJob = {
  type: PRUNE_WEBHOOKS_JOB,
  lockKey: LOCK,
  everyMs: 24 * 3_600_000,
  cron: '35 4 * * *',
  tz: SCHEDULE_TIME_ZONE,
};

/** Rows per delete: each statement stays short, whatever piled up. */
const BATCH = 1_000;

/**
 * Deletes deliveries made before the retention with their tries, once they are finished (a
 * PENDING one still has tries to come), then the events older than it that no delivery names
 * any more: a replay of an old event is a new delivery, and keeps its event with it.
 */
export function createWebhookPrune({ db, clock }: { db: Knex; clock: Clock }) {
  return async function pruneWebhooks(): Promise<{ deliveries: number; events: number }> {
    const before = new Date(clock.now().getTime() - WEBHOOK_RETENTION_MS).toISOString();
    let deliveries = 0;
    for (;;) {
      const ids = (await db('webhook_deliveries')
        .where('created_at', '<', before)
        .whereNot({ status: 'PENDING' })
        .limit(BATCH)
        .pluck('id')) as string[];
      if (ids.length) {
        await db.transaction(async (trx) => {
          await trx('webhook_attempts').whereIn('delivery_id', ids).delete();
          deliveries += await trx('webhook_deliveries').whereIn('id', ids).delete();
        });
      }
      if (ids.length < BATCH) break;
    }
    let events = 0;
    for (;;) {
      const ids = (await db('webhook_events')
        .where('created_at', '<', before)
        .whereNotExists(
          db('webhook_deliveries').whereRaw('?? = ??', [
            'webhook_deliveries.event_id',
            'webhook_events.id',
          ]),
        )
        .limit(BATCH)
        .pluck('id')) as string[];
      if (ids.length) events += await db('webhook_events').whereIn('id', ids).delete();
      if (ids.length < BATCH) break;
    }
    return { deliveries, events };
  };
}
