import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { readJson, writeJson } from '../db/json';
import { AppError } from '../errors';
import type { Notifications } from '../notifications';
import { noticeOf } from '../notifications';
import type { ChargeOutcome, ChargeRequest, PaymentGateway, PaymentSource } from '../payments';
import { GatewayError } from '../payments';
import type { CardOwner } from './cards';
import { customerIdOf, storedCard } from './cards';
import { failureError, recordAttempt, recordPaid } from './settle';

type Row = Record<string, unknown>;

/**
 * An attempt stays `processing` while one request is sending it. Past this long its sender is
 * taken for dead (a crashed process) and the next confirm sends it again; the gateway's
 * idempotency key makes that safe. Far longer than any gateway call may take.
 */
export const ATTEMPT_LEASE_MS = 60_000;

/** States an attempt rests in between requests: the next confirm claims and re-sends it. */
const RESTING = ['unanswered', 'requires_action', 'pending'];

/**
 * The attempts of an order (`payments` rows, key `<order>.<attempt>`): which one to send, who
 * sends it, and what its answer does to the order. Shared by confirm and reconciliation.
 */
export function createAttempts({
  db,
  clock,
  gateway,
  notifications,
}: {
  db: Knex;
  clock: Clock;
  gateway: PaymentGateway;
  notifications: Notifications;
}) {
  /** "Payment succeeded", once per order (a replayed confirm or reconciliation finds it told). */
  async function paidNotice(orderId: string) {
    const order = await db('orders').where({ id: orderId }).first();
    await noticeOf(db, notifications, {
      kind: 'payment-succeeded',
      subscriptionId: String(order.subscription_id),
      subjectId: orderId,
      order,
    });
  }

  /** Opens the order's next attempt; null when another request opened it first (it sends it). */
  async function open(
    order: Row,
    attempt: number,
    source: PaymentSource,
    returnUrl: string | null,
  ) {
    const request: ChargeRequest = {
      orderId: attemptKey(order, attempt),
      amount: Number(order.total_amount),
      source,
      isCapture: true,
      ...(returnUrl && { returnUrl }),
    };
    const fields = attemptRow(order, {
      attempt,
      gateway: gateway.name,
      request,
      at: clock.now().toISOString(),
    });
    // Racing confirms of one order compute the same attempt: the first insert wins. No conflict
    // target: the row is unique twice over ((order, attempt) and (gateway, key)), and PostgreSQL
    // raises a named target's sibling conflict instead of ignoring it (23505 under 1,000 confirms).
    await db('payments').insert(fields).onConflict().ignore();
    const row = (await db('payments').where({ order_id: order.id, attempt }).first()) as Row;
    return row.id === fields.id ? row : null;
  }

  /**
   * Makes this request the attempt's sender (one conditional update, so one winner): a resting
   * attempt, or one whose sender is past its lease. False while another request sends it.
   */
  async function claim(payment: Row): Promise<boolean> {
    const isStale =
      payment.status === 'processing' &&
      clock.now().getTime() - new Date(String(payment.updated_at)).getTime() > ATTEMPT_LEASE_MS;
    if (!RESTING.includes(String(payment.status)) && !isStale) return false;
    const changed = await db('payments')
      .where({ id: payment.id, status: payment.status, updated_at: payment.updated_at })
      .update({ status: 'processing', updated_at: clock.now().toISOString() });
    return changed === 1;
  }

  /** The request an attempt sends every time (source ids and return URL, never card data). */
  const requestOf = (payment: Row) => readJson<ChargeRequest>(payment.request);

  /** Sends (or re-sends) an attempt's request; refusals of the request become catalogue codes. */
  async function send(payment: Row): Promise<ChargeOutcome> {
    try {
      return await gateway.charge(requestOf(payment));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      if (err.code === 'token_invalid' || err.code === 'invalid_request') {
        await recordAttempt(db, payment, { status: 'failed', failureCode: err.code }, clock.now());
        throw failureError(err.code);
      }
      if (err.code === 'idempotency_mismatch') throw new AppError(Status.paymentProcessing);
      // Unreachable or timed out: the charge may have been made. The attempt rests unanswered
      // and the next confirm (or reconciliation) asks again with the same key.
      await recordAttempt(db, payment, { status: 'unanswered' }, clock.now());
      throw new AppError(Status.gatewayError);
    }
  }

  /** Records the gateway's answer: null when paid, the 3-D Secure page, or a catalogue error. */
  async function settle(payment: Row, outcome: ChargeOutcome, owner: CardOwner) {
    const now = clock.now();
    switch (outcome.status) {
      case 'succeeded':
      case 'authorised':
        await recordPaid(db, { payment, card: outcome.card, owner, now }, outcome.chargeId);
        await paidNotice(String(payment.order_id));
        return null;
      case 'failed':
        await recordAttempt(
          db,
          payment,
          { status: 'failed', chargeId: outcome.chargeId, failureCode: outcome.failureCode },
          now,
        );
        throw failureError(outcome.failureCode);
      case 'pending':
        await recordAttempt(db, payment, { status: 'pending', chargeId: outcome.chargeId }, now);
        throw new AppError(Status.paymentVerifying);
      default:
        await recordAttempt(
          db,
          payment,
          { status: 'requires_action', chargeId: outcome.chargeId },
          now,
        );
        return outcome.redirectUrl;
    }
  }

  async function sourceOf(owner: CardOwner, token: string | null): Promise<PaymentSource> {
    const customerId = customerIdOf(owner.userId);
    if (token) return { token, storeFor: customerId };
    const card = await storedCard(db, owner);
    // Spec 001 §5: no card fields and no stored card cannot pay.
    if (!card) throw new AppError(Status.invalidCard, undefined, undefined, { card: 'missing' });
    return { cardId: String(card.card_id), customerId };
  }

  return {
    requestOf,
    send,
    settle,

    /**
     * The attempt this request sends, or 871 while another request sends the order's attempt.
     * A new attempt (with this request's card) is opened only after a failed one; null when
     * the order was paid meanwhile (its attempt succeeded in the same transaction).
     */
    async forConfirm(
      order: Row,
      owner: CardOwner,
      call: { token: string | null; returnUrl: string | null },
    ): Promise<Row | null> {
      const latest = await latestAttempt(db, order.id);
      if (latest?.status === 'succeeded') return null;
      if (latest && latest.status !== 'failed') {
        if (await claim(latest)) return latest;
        throw new AppError(Status.paymentProcessing);
      }
      const source = await sourceOf(owner, call.token);
      const opened = await open(order, Number(latest?.attempt ?? 0) + 1, source, call.returnUrl);
      if (!opened) throw new AppError(Status.paymentProcessing);
      return opened;
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;

/**
 * A new `payments` row: attempt `attempt` to charge `order`, keyed `<order id>.<attempt>` at
 * the gateway, with the order's figures copied so a receipt or refund reads the row alone.
 * The pair (order, attempt) is unique: of two racing writers of one attempt, one wins.
 */
export function attemptRow(
  order: Row,
  { attempt, gateway, request, at, status = 'processing', failureCode = null }: AttemptFields,
) {
  return {
    id: randomUUID(),
    company_id: order.company_id,
    user_id: order.user_id,
    order_id: order.id,
    attempt,
    gateway,
    gateway_key: attemptKey(order, attempt),
    request: writeJson(request),
    status,
    failure_code: failureCode,
    base_amount: order.base_amount,
    discount_amount: order.discount_amount,
    ordinal_discount_amount: order.ordinal_discount_amount,
    tax_amount: order.tax_amount,
    total_amount: order.total_amount,
    tax_rate_percent: order.tax_rate_percent,
    tax_rounding: order.tax_rounding,
    created_at: at,
    updated_at: at,
  };
}

export const attemptKey = (order: Row, attempt: number) => `${order.id}.${attempt}`;

interface AttemptFields {
  attempt: number;
  gateway: string;
  request: ChargeRequest | Row;
  at: string;
  status?: string;
  failureCode?: string | null;
}

/** The order's last attempt, or undefined; a new one is made only after it failed. */
export function latestAttempt(db: Knex, orderId: unknown): Promise<Row | undefined> {
  return db('payments').where({ order_id: orderId }).orderBy('attempt', 'desc').first();
}
