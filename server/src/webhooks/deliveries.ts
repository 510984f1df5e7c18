import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { OutboundFetch } from '../http/outbound';
import { signedHeaders } from './signing';
import { DELIVERY_LEASE_MS, DELIVERY_TIMEOUT_MS, nextAttemptAt } from './schedule';

export interface DeliveryDeps {
  db: Knex;
  clock: Clock;
  /** The outbound guard's fetch: every address vetted, loopback and private ones refused. */
  fetch: OutboundFetch;
  log: Logger;
}

/** Deliveries a sweep takes at a time (it goes on until none is due). */
const BATCH = 50;
const MAX_BODY_KEPT = 1024;

type Row = Record<string, unknown>;

/** The body every endpoint of an event receives: Standard Webhooks' `type`, `timestamp`, `data`. */
export function bodyOf(event: Row): string {
  return JSON.stringify({
    type: String(event.type),
    timestamp: new Date(String(event.created_at)).toISOString(),
    data: JSON.parse(String(event.data)) as unknown,
  });
}

/**
 * The sweep the WEBHOOK_JOB runs: every PENDING delivery whose time has come is leased (one
 * conditional UPDATE, so two processes never send it together), signed and POSTed through the
 * outbound guard, and its try logged; a 2xx answer ends it, anything else waits for the next
 * delay of the schedule (schedule.ts) until the tries are used up.
 */
export function createWebhookDelivery({ db, clock, fetch, log }: DeliveryDeps) {
  async function lease(id: string, now: Date): Promise<boolean> {
    const taken = await db('webhook_deliveries')
      .where({ id, status: 'PENDING' })
      .andWhere('next_attempt_at', '<=', now.toISOString())
      .update({ next_attempt_at: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString() });
    return taken === 1;
  }

  /** The secrets a try is signed with: the current one, and the one a rotation replaced. */
  function secretsOf(endpoint: Row, now: Date): string[] {
    const until = endpoint.previous_until ? new Date(String(endpoint.previous_until)) : null;
    const previous = endpoint.previous_secret && until && until > now;
    return [String(endpoint.secret), ...(previous ? [String(endpoint.previous_secret)] : [])];
  }

  async function send(delivery: Row, now: Date) {
    const endpoint = await db('webhook_endpoints').where({ id: delivery.endpoint_id }).first();
    const event = await db('webhook_events').where({ id: delivery.event_id }).first();
    if (!endpoint?.is_enabled || !event) {
      // Nothing to try again: a disabled endpoint's deliveries end (a replay sends them later).
      return { status: null, error: 'The endpoint is disabled.', body: null, isFinal: true };
    }
    const body = bodyOf(event);
    const timestamp = Math.floor(now.getTime() / 1000);
    // The event's id is the message id: the same for every try and replay, so a receiver
    // that has handled it can tell.
    const headers = signedHeaders(secretsOf(endpoint, now), {
      id: String(event.id),
      timestamp,
      body,
    });
    try {
      const answer = await fetch(String(endpoint.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Hondana-Webhooks/1',
          ...headers,
        },
        body,
        timeoutMs: DELIVERY_TIMEOUT_MS,
      });
      const text = await answer.text().catch(() => '');
      return { status: answer.status, error: null, body: storable(text, MAX_BODY_KEPT) };
    } catch (err) {
      // The guard's refusal (an internal address), a timeout, a refused connection.
      const error = storable((err as Error).message || 'Not sent', 255);
      return { status: null, error, body: null };
    }
  }

  /** One try of one delivery, if it is still due and no other process took it. */
  async function deliverOne(id: string): Promise<boolean> {
    const started = clock.now();
    if (!(await lease(id, started))) return false;
    const delivery = (await db('webhook_deliveries').where({ id }).first()) as Row;
    const result = await send(delivery, started);
    const finished = clock.now();
    const number = Number(delivery.attempts) + 1;
    const isDone = result.status !== null && result.status >= 200 && result.status < 300;
    const next = isDone || 'isFinal' in result ? null : nextAttemptAt(number, finished);
    const status = isDone ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED';
    await db.transaction(async (trx) => {
      await trx('webhook_attempts').insert({
        id: randomUUID(),
        company_id: delivery.company_id,
        delivery_id: id,
        number,
        attempted_at: started.toISOString(),
        response_status: result.status,
        error: result.error,
        response_body: result.body,
        duration_ms: Math.max(0, finished.getTime() - started.getTime()),
      });
      await trx('webhook_deliveries')
        .where({ id })
        .update({
          status,
          attempts: number,
          next_attempt_at: next?.toISOString() ?? null,
          last_response_status: result.status,
          updated_at: finished.toISOString(),
        });
    });
    if (!isDone)
      log.info({ delivery: id, status: result.status, error: result.error }, 'webhook try failed');
    return true;
  }

  return {
    /** Whether any delivery is due now (the process's check before it queues a sweep). */
    async hasDue(): Promise<boolean> {
      const row = await db('webhook_deliveries')
        .where({ status: 'PENDING' })
        .andWhere('next_attempt_at', '<=', clock.now().toISOString())
        .first('id');
      return Boolean(row);
    },

    /** Sends every due delivery; answers how many tries were made. */
    async runDue(): Promise<number> {
      let tries = 0;
      for (;;) {
        const due = (await db('webhook_deliveries')
          .where({ status: 'PENDING' })
          .andWhere('next_attempt_at', '<=', clock.now().toISOString())
          .orderBy('next_attempt_at')
          .limit(BATCH)
          .select('id')) as { id: string }[];
        for (const { id } of due) if (await deliverOne(id)) tries += 1;
        if (due.length < BATCH) return tries;
      }
    },
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;

/** Text a column of either database takes: no NUL, within the column's length. */
function storable(text: string, length: number): string {
  return text.replaceAll('\u0000', '').slice(0, length);
}
