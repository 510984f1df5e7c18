import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { readJson, writeJson } from '../db/json';
import { AppError } from '../errors';
import type { Notifications } from '../notifications';
import { noticeOf } from '../notifications';
import type {
  ChargeOutcome,
  ChargeRequest,
  GatewayCharge,
  PaymentGateway,
  PaymentSource,
  StoredCard,
} from '../payments';
import { GatewayError } from '../payments';
import type { OrderRow } from '../subscriptions';
import type { CardOwner } from './cards';
import { customerIdOf, storedCard } from './cards';
import type { PaymentRow } from './model';
import { failureError, recordAttempt, recordPaid } from './settle';

/**
 * An attempt stays `processing` while one request is sending it. Past this long its sender is
 * taken for dead (a crashed process) and the next confirm sends it again; the gateway's
 * idempotency key makes that safe. Far longer than any gateway call may take.
 */
export const ATTEMPT_LEASE_MS = 60_000;

/** States an attempt rests in between requests: the next confirm claims and re-sends it. */
const RESTING = ['unanswered', 'requires_action', 'pending'];

/** What came of an attempt once its answer is recorded. */
export type AttemptResult =
  | { kind: 'paid'; card?: StoredCard }
  | { kind: 'failed'; code: string }
  | { kind: 'pending' }
  | { kind: 'requires_action'; redirectUrl: string };

/** What a charge came to, as the metrics count it (`hondana_payments_total`). */
export type PaymentOutcome = 'succeeded' | 'declined' | '3ds_required' | 'pending' | 'error';
/** Told of each gateway answer recorded on an attempt (and of each gateway that could not answer). */
export type PaymentRecorder = (outcome: PaymentOutcome) => void;

/**
 * The attempts to charge an order (`payments` rows, key `<order>.<attempt>`), the one module
 * for the reader's confirm, reconciliation and the renewal job: which attempt to send, who
 * sends it, and what its answer does (`record`: the order paid and its period started, or the
 * failure kept). The reader's confirm turns a result into the catalogue's errors (`settle`);
 * the renewal job into retries (renewals/renewals.ts).
 */
export function createAttempts({
  db,
  clock,
  gateway,
  notifications,
  onPayment = () => undefined,
}: {
  db: Knex;
  clock: Clock;
  gateway: PaymentGateway;
  notifications: Notifications;
  onPayment?: PaymentRecorder;
}) {
  /** Opens the order's attempt `attempt`; null when another request opened it first. */
  async function open(order: OrderRow, attempt: number, request: ChargeRequest) {
    const fields = attemptRow(order, {
      attempt,
      gateway: gateway.name,
      request,
      at: clock.now().toISOString(),
    });
    // Racing senders of one order compute the same attempt: the first insert wins. No conflict
    // target: the row is unique twice over ((order, attempt) and (gateway, key)), and PostgreSQL
    // raises a named target's sibling conflict instead of ignoring it (23505 under 1,000 confirms).
    await db('payments').insert(fields).onConflict().ignore();
    const row = (await db('payments').where({ order_id: order.id, attempt }).first()) as PaymentRow;
    return row.id === fields.id ? row : null;
  }

  /**
   * Makes this request the attempt's sender (one conditional update, so one winner): a resting
   * attempt, or one whose sender is past its lease. False while another request sends it.
   */
  async function claim(payment: PaymentRow): Promise<boolean> {
    const isStale =
      payment.status === 'processing' &&
      clock.now().getTime() - new Date(payment.updated_at).getTime() > ATTEMPT_LEASE_MS;
    if (!RESTING.includes(payment.status) && !isStale) return false;
    const changed = await db('payments')
      .where({ id: payment.id, status: payment.status, updated_at: payment.updated_at })
      .update({ status: 'processing', updated_at: clock.now().toISOString() });
    return changed === 1;
  }

  /** The request an attempt sends every time (source ids and return URL, never card data). */
  const requestOf = (payment: PaymentRow) => readJson<ChargeRequest>(payment.request);

  /** Sends (or re-sends) an attempt's request for the reader; refusals become catalogue codes. */
  async function send(payment: PaymentRow): Promise<ChargeOutcome> {
    try {
      return await gateway.charge(requestOf(payment));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      if (err.code === 'token_invalid' || err.code === 'invalid_request') {
        onPayment('declined');
        await recordAttempt(db, payment, { status: 'failed', failureCode: err.code }, clock.now());
        throw failureError(err.code);
      }
      if (err.code === 'idempotency_mismatch') throw new AppError(Status.paymentProcessing);
      // Unreachable or timed out: the charge may have been made. The attempt rests unanswered
      // and the next confirm (or reconciliation) asks again with the same key.
      onPayment('error');
      await recordAttempt(db, payment, { status: 'unanswered' }, clock.now());
      throw new AppError(Status.gatewayError);
    }
  }

  /** The reader told once per order (a replayed confirm or a second run finds it told). */
  async function paidNotice(orderId: string) {
    const order = (await db('orders').where({ id: orderId }).first()) as OrderRow;
    await noticeOf(db, notifications, {
      // An upgrade's difference is a payment of its own, not a renewal.
      kind:
        order.period_number === 1 || order.kind === 'UPGRADE'
          ? 'payment-succeeded'
          : 'renewal-charged',
      subscriptionId: order.subscription_id,
      subjectId: orderId,
      order,
    });
  }

  /**
   * Records the gateway's answer on the attempt: paid (the order PAID and its period running,
   * the card kept), failed, still pending, or waiting for the reader's 3-D Secure challenge.
   * Off-session no one can pass a challenge: there, one is a failure like a decline.
   */
  async function record(
    payment: PaymentRow,
    outcome: ChargeOutcome,
    owner: CardOwner,
  ): Promise<AttemptResult> {
    const now = clock.now();
    onPayment(outcomeLabel(outcome, requestOf(payment).isOffSession === true));
    switch (outcome.status) {
      case 'succeeded':
      case 'authorised':
        await recordPaid(db, { payment, card: outcome.card, owner, now }, outcome.chargeId);
        await paidNotice(payment.order_id);
        return { kind: 'paid', card: outcome.card };
      case 'failed': {
        const chargeId = outcome.chargeId || undefined;
        const code = outcome.failureCode;
        await recordAttempt(db, payment, { status: 'failed', chargeId, failureCode: code }, now);
        return { kind: 'failed', code };
      }
      case 'pending':
        await recordAttempt(db, payment, { status: 'pending', chargeId: outcome.chargeId }, now);
        return { kind: 'pending' };
      default: {
        if (requestOf(payment).isOffSession) {
          const failureCode = 'authentication_required';
          await recordAttempt(
            db,
            payment,
            { status: 'failed', chargeId: outcome.chargeId, failureCode },
            now,
          );
          return { kind: 'failed', code: failureCode };
        }
        await recordAttempt(
          db,
          payment,
          { status: 'requires_action', chargeId: outcome.chargeId },
          now,
        );
        return { kind: 'requires_action', redirectUrl: outcome.redirectUrl };
      }
    }
  }

  async function sourceOf(owner: CardOwner, token: string | null): Promise<PaymentSource> {
    const customerId = customerIdOf(owner.userId);
    if (token) return { token, storeFor: customerId };
    const card = await storedCard(db, owner);
    // Spec 001 §5: no card fields and no stored card cannot pay.
    if (!card) throw new AppError(Status.invalidCard, { fieldErrors: { card: 'missing' } });
    return { cardId: card.card_id, customerId };
  }

  /** What the gateway says of an off-session attempt now, or null when it cannot be reached. */
  async function offSessionOutcome(payment: PaymentRow): Promise<ChargeOutcome | null> {
    if (payment.status === 'failed') {
      return {
        status: 'failed',
        chargeId: payment.charge_id ?? '',
        failureCode: (payment.failure_code ?? 'card_declined') as 'card_declined',
      };
    }
    try {
      // A charge the gateway holds undecided is read back; anything else is (re-)sent.
      if (payment.charge_id && payment.status !== 'processing') {
        return outcomeOfCharge(await gateway.retrieve(payment.charge_id));
      }
      return await gateway.charge(requestOf(payment));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      // Unreachable: the attempt stays open and the next run (after the lease) asks again.
      if (err.code === 'unavailable' || err.code === 'timeout') {
        onPayment('error');
        return null;
      }
      return { status: 'failed', chargeId: '', failureCode: err.code as 'card_declined' };
    }
  }

  return {
    requestOf,
    send,
    record,

    /** Records a confirm's answer: null when paid, the 3-D Secure page, or a catalogue error. */
    async settle(payment: PaymentRow, outcome: ChargeOutcome, owner: CardOwner) {
      const result = await record(payment, outcome, owner);
      switch (result.kind) {
        case 'paid':
          return null;
        case 'failed':
          throw failureError(result.code);
        case 'pending':
          throw new AppError(Status.paymentVerifying);
        default:
          return result.redirectUrl;
      }
    },

    /**
     * The attempt this confirm sends, or 871 while another request sends the order's attempt.
     * A new attempt (with this request's card) is opened only after a failed one; null when
     * the order was paid meanwhile (its attempt succeeded in the same transaction).
     */
    async forConfirm(
      order: OrderRow,
      owner: CardOwner,
      call: { token: string | null; returnUrl: string | null },
    ): Promise<PaymentRow | null> {
      const latest = await latestAttempt(db, order.id);
      if (latest?.status === 'succeeded') return null;
      if (latest && latest.status !== 'failed') {
        if (await claim(latest)) return latest;
        throw new AppError(Status.paymentProcessing);
      }
      const opened = await open(order, (latest?.attempt ?? 0) + 1, {
        orderId: attemptKey(order, (latest?.attempt ?? 0) + 1),
        amount: order.total_amount,
        source: await sourceOf(owner, call.token),
        isCapture: true,
        ...(call.returnUrl && { returnUrl: call.returnUrl }),
      });
      if (!opened) throw new AppError(Status.paymentProcessing);
      return opened;
    },

    /**
     * A renewal's charge with the stored card, off-session: a lost attempt again (its stored
     * request, which the gateway answers from its books), else a new one. Without a stored
     * card there is nothing to send: the attempt is a failure at once (`card_missing`).
     * Null when another run took the attempt; the result once the gateway's answer is kept.
     */
    async chargeRenewal(order: OrderRow, owner: CardOwner): Promise<AttemptResult | null> {
      let payment = await latestAttempt(db, order.id);
      if (!payment || payment.status === 'failed') {
        const attempt = (payment?.attempt ?? 0) + 1;
        const card = await storedCard(db, owner);
        const request: ChargeRequest | Record<string, unknown> = {
          orderId: attemptKey(order, attempt),
          amount: order.total_amount,
          source: card ? { cardId: card.card_id, customerId: customerIdOf(owner.userId) } : null,
          isCapture: true,
          isOffSession: true,
        };
        const fields = attemptRow(order, {
          attempt,
          gateway: gateway.name,
          request,
          at: clock.now().toISOString(),
          ...(!card && { status: 'failed', failureCode: 'card_missing' }),
        });
        await db('payments').insert(fields).onConflict().ignore();
        payment = (await db('payments').where({ id: fields.id }).first()) as PaymentRow | undefined;
        if (!payment) return null;
      }
      if (payment.status === 'succeeded') return { kind: 'paid' };
      const outcome = await offSessionOutcome(payment);
      return outcome ? record(payment, outcome, owner) : { kind: 'pending' };
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;

/** A recorded answer as counted: off-session, a 3-D Secure challenge is a decline (`record`). */
function outcomeLabel(outcome: ChargeOutcome, isOffSession: boolean): PaymentOutcome {
  switch (outcome.status) {
    case 'succeeded':
    case 'authorised':
      return 'succeeded';
    case 'failed':
      return 'declined';
    case 'pending':
      return 'pending';
    default:
      return isOffSession ? 'declined' : '3ds_required';
  }
}

/** A gateway's record of a charge as the answer to a charge request. */
function outcomeOfCharge(charge: GatewayCharge): ChargeOutcome {
  const { chargeId } = charge;
  switch (charge.status) {
    case 'succeeded':
    case 'authorised':
      return { status: charge.status, chargeId, amount: charge.amount };
    case 'failed':
      return { status: 'failed', chargeId, failureCode: charge.failureCode ?? 'card_declined' };
    case 'requires_action':
      // Off-session: no reader will pass the challenge (record() makes this a failure).
      return { status: 'requires_action', chargeId, redirectUrl: '' };
    default:
      return { status: 'pending', chargeId };
  }
}

/**
 * A new `payments` row: attempt `attempt` to charge `order`, keyed `<order id>.<attempt>` at
 * the gateway, with the order's figures copied so a receipt or refund reads the row alone.
 * The pair (order, attempt) is unique: of two racing writers of one attempt, one wins.
 */
export function attemptRow(
  order: OrderRow,
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

export const attemptKey = (order: Pick<OrderRow, 'id'>, attempt: number) =>
  `${order.id}.${attempt}`;

interface AttemptFields {
  attempt: number;
  gateway: string;
  request: ChargeRequest | Record<string, unknown>;
  at: string;
  status?: string;
  failureCode?: string | null;
}

/** The order's last attempt, or undefined; a new one is made only after it failed. */
export async function latestAttempt(db: Knex, orderId: string): Promise<PaymentRow | undefined> {
  return (await db('payments').where({ order_id: orderId }).orderBy('attempt', 'desc').first()) as
    PaymentRow | undefined;
}
