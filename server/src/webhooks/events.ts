import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { toIso } from '../db/json';
import { typesOf } from './eventTypes';

export interface DomainEvent {
  companyId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  at: Date;
}

/**
 * Records `event` in the caller's transaction, with one PENDING delivery for each enabled
 * endpoint of the tenant that chose its type: the event exists only if the change it reports
 * commits, and a change that commits is never without its deliveries (an outbox; the
 * delivery sweep, webhooks/deliveries.ts, sends them). Nothing is written when no endpoint
 * listens. Answers the event's id, or null.
 */
export async function recordEvent(trx: Knex, event: DomainEvent): Promise<string | null> {
  const endpoints = (await trx('webhook_endpoints')
    .where({ company_id: event.companyId, is_enabled: true })
    .select('id', 'event_types')) as { id: string; event_types: string }[];
  const targets = endpoints.filter((row) => typesOf(row.event_types).includes(event.type));
  if (!targets.length) return null;
  const id = randomUUID();
  const at = event.at.toISOString();
  await trx('webhook_events').insert({
    id,
    company_id: event.companyId,
    type: event.type,
    data: JSON.stringify(event.data),
    created_at: at,
  });
  await trx('webhook_deliveries').insert(
    targets.map((endpoint) => ({
      id: randomUUID(),
      company_id: event.companyId,
      endpoint_id: endpoint.id,
      event_id: id,
      event_type: event.type,
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })),
  );
  return id;
}

/**
 * A content's event: `content.published` when it became published (created so, published by an
 * edit or a bulk action), `content.updated` for any other edit. `data` is the catalogue's own
 * fields as they are after the change (read in the same transaction).
 */
export async function recordContentEvent(
  trx: Knex,
  companyId: string,
  contentId: string,
  type: 'content.published' | 'content.updated',
  at: Date,
): Promise<void> {
  const row = await trx('contents').where({ company_id: companyId, id: contentId }).first();
  if (!row) return;
  await recordEvent(trx, {
    companyId,
    type,
    at,
    data: {
      object: 'content',
      id: String(row.id),
      title: String(row.title ?? ''),
      author: (row.author as string | null) ?? null,
      type: (row.type as string | null) ?? null,
      isPublished: Boolean(row.is_published),
      publishedDate: toIso(row.published_date),
      updatedAt: toIso(row.updated_at),
    },
  });
}

/**
 * A subscription's event, its `data` the subscription as it is after the change (read in the
 * same transaction). The reader is named by id only: no e-mail or name leaves the tenant's
 * database through a URL the tenant typed.
 */
export async function recordSubscriptionEvent(
  trx: Knex,
  subscriptionId: string,
  type: WebhookEventType,
  at: Date,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const row = await trx('subscriptions').where({ id: subscriptionId }).first();
  if (!row) return;
  await recordEvent(trx, {
    companyId: String(row.company_id),
    type,
    at,
    data: {
      object: 'subscription',
      id: String(row.id),
      status: String(row.status),
      planId: String(row.plan_id),
      readerId: String(row.user_id),
      periodStart: toIso(row.period_start) ?? null,
      periodEnd: toIso(row.period_end) ?? null,
      periodsBilled: Number(row.periods_billed ?? 0),
      failedAttempts: Number(row.failed_attempts ?? 0),
      retryAt: toIso(row.retry_at) ?? null,
      cancelledAt: toIso(row.cancelled_at) ?? null,
      isComplimentary: Boolean(row.is_complimentary),
      ...extra,
    },
  });
}
