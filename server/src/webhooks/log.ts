import { randomUUID } from 'node:crypto';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@hondana/schemas/contracts';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { toIso } from '../db/json';
import type { ListQuery } from '../db/listPage';
import { listPage } from '../db/listPage';
import { createRateLimit } from '../db/rateLimits';
import { isStorableUpTo } from '../db/storable';
import { withTenant } from '../db/tenantWall';
import { AppError } from '../errors';
import { bodyOf } from './deliveries';

export interface DeliveryLogDeps {
  db: Knex;
  clock: Clock;
  /** Asks for a sweep now (the job engine), so a replay goes out without waiting for the clock. */
  sendSoon: () => Promise<unknown>;
}

/**
 * Replays one tenant may ask for a minute (429 beyond): enough to replay a day's failures by
 * hand, too few for a script to turn the log into a flood at a receiver.
 */
export const REPLAYS_PER_MINUTE = 30;

const sortable: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  status: 'status',
  eventType: 'event_type',
};
const STATUSES = new Set(['PENDING', 'SUCCEEDED', 'FAILED']);

type Row = Record<string, unknown>;

/**
 * The console's delivery log (`/api/admin/webhook-deliveries`): each delivery of the
 * tenant's events with its tries, and an admin's replay, which sends the same event to the
 * same endpoint again as a delivery of its own (the original's log stays as it was).
 */
export function createDeliveryLog({ db, clock, sendSoon }: DeliveryLogDeps) {
  const replays = createRateLimit(
    { db, clock },
    { name: 'webhook:replay', limit: REPLAYS_PER_MINUTE, windowMs: 60_000 },
  );

  async function existing(companyId: string, id: string): Promise<Row> {
    const row =
      isStorableUpTo(id, 36) &&
      (await db('webhook_deliveries').where({ company_id: companyId, id }).first());
    if (!row) throw AppError.notFound('Webhook delivery not found.');
    return row as Row;
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedSettings(scope);
      const base = db('webhook_deliveries').where({ company_id: company.id });
      const { endpointId, status, id } = query.filter ?? {};
      if (typeof endpointId === 'string' && isStorableUpTo(endpointId, 36)) {
        base.where({ endpoint_id: endpointId });
      }
      if (typeof status === 'string' && STATUSES.has(status)) base.where({ status });
      if (Array.isArray(id))
        base.whereIn(
          'id',
          id.map(String).filter((v) => isStorableUpTo(v, 36)),
        );
      const { total, rows } = await listPage<Row>(base, {
        ...query,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
      });
      return { total, items: rows.map(present) };
    },

    /** One delivery with what was sent and every try, oldest first. */
    async getOne({ scope, id }: { scope: AdminScope; id: string }): Promise<WebhookDelivery> {
      const company = policy.managedSettings(scope);
      const row = await existing(company.id, id);
      const event = await db('webhook_events').where({ id: row.event_id }).first();
      const tries = (await db('webhook_attempts')
        .where({ delivery_id: id, company_id: company.id })
        .orderBy('number')) as Row[];
      return {
        ...present(row),
        body: event ? bodyOf(event) : '',
        tries: tries.map((attempt) => ({
          number: Number(attempt.number),
          attemptedAt: toIso(attempt.attempted_at) ?? '',
          responseStatus: attempt.response_status === null ? null : Number(attempt.response_status),
          error: (attempt.error as string | null) ?? null,
          responseBody: (attempt.response_body as string | null) ?? null,
          durationMs: Number(attempt.duration_ms),
        })),
      };
    },

    /**
     * Sends the delivery's event to its endpoint again, now: the new delivery. 429 past
     * REPLAYS_PER_MINUTE of the tenant (every instance counts in the same table).
     */
    async replay({ scope, id }: { scope: AdminScope; id: string }): Promise<WebhookDelivery> {
      const company = policy.managedSettings(scope);
      if (!(await replays.take(company.id))) throw new AppError(Status.tooManyRequests);
      const row = await existing(company.id, id);
      const replayId = randomUUID();
      const at = clock.now().toISOString();
      await withTenant(db, company.id, (trx) =>
        trx('webhook_deliveries').insert({
          id: replayId,
          company_id: company.id,
          endpoint_id: row.endpoint_id,
          event_id: row.event_id,
          event_type: row.event_type,
          status: 'PENDING',
          attempts: 0,
          next_attempt_at: at,
          replay_of: id,
          created_at: at,
          updated_at: at,
        }),
      );
      await sendSoon();
      return present(await existing(company.id, replayId));
    },
  };
}

export type DeliveryLog = ReturnType<typeof createDeliveryLog>;

function present(row: Row): WebhookDelivery {
  return {
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    eventId: String(row.event_id),
    eventType: String(row.event_type) as WebhookEventType,
    status: String(row.status) as WebhookDeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: toIso(row.next_attempt_at),
    lastResponseStatus: row.last_response_status === null ? null : Number(row.last_response_status),
    replayOf: (row.replay_of as string | null) ?? null,
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
