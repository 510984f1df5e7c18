import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { AppError } from '../errors';
import { periodEnd } from '../money';
import type { DurationType } from '../money';
import type { FailureCode, StoredCard } from '../payments';
import type { CardOwner } from './cards';
import { saveCard } from './cards';

type Row = Record<string, unknown>;

/**
 * Records a paid charge in one transaction: the attempt succeeded, the order PAID (only once,
 * whoever gets here first) and its subscription ACTIVE for the period the order pays for.
 */
export async function recordPaid(
  db: Knex,
  { payment, card, owner, now }: { payment: Row; card?: StoredCard; owner: CardOwner; now: Date },
  chargeId: string,
) {
  const at = now.toISOString();
  await db.transaction(async (trx) => {
    await trx('payments')
      .where({ id: payment.id })
      .update({
        status: 'succeeded',
        charge_id: chargeId,
        failure_code: null,
        card_last4: card?.last4 ?? payment.card_last4 ?? null,
        card_brand: card?.brand ?? payment.card_brand ?? null,
        updated_at: at,
      });
    const order = await trx('orders').where({ id: payment.order_id }).first();
    const changed = await trx('orders')
      .where({ id: order.id, status: 'PENDING' })
      .update({ status: 'PAID', updated_at: at });
    if (changed) await startPeriod(trx, order, now);
    if (card) await saveCard(trx, owner, card, at);
  });
}

/**
 * The subscription runs the order's period: from now when new, else from the last period's end
 * (a renewal paid late, after retries, keeps the billing day). A paid order ends any retries.
 */
export async function startPeriod(trx: Knex, order: Row, now: Date) {
  const subscription = await trx('subscriptions').where({ id: order.subscription_id }).first();
  const plan = await trx('subscription_plans').where({ id: subscription.plan_id }).first();
  const isRunning =
    ['ACTIVE', 'PAST_DUE'].includes(String(subscription.status)) && subscription.period_end;
  const start = isRunning ? new Date(String(subscription.period_end)) : now;
  await trx('subscriptions')
    .where({ id: subscription.id })
    .update({
      status: 'ACTIVE',
      period_start: start.toISOString(),
      period_end: periodEnd(
        start,
        Number(plan.duration),
        plan.duration_type as DurationType,
      ).toISOString(),
      periods_billed: Number(order.period_number),
      failed_attempts: 0,
      retry_at: null,
      updated_at: now.toISOString(),
    });
}

/** A first purchase's free days: the stored card waits for the order's due date. */
export async function startFreePeriod(
  db: Knex,
  { order, card, owner, now }: { order: Row; card: StoredCard | null; owner: CardOwner; now: Date },
) {
  const at = now.toISOString();
  await db.transaction(async (trx) => {
    if (card) await saveCard(trx, owner, card, at);
    await trx('subscriptions')
      .where({ id: order.subscription_id, status: 'PENDING' })
      .update({
        status: 'ACTIVE',
        period_start: at,
        period_end: new Date(String(order.due_at)).toISOString(),
        periods_billed: 0,
        updated_at: at,
      });
  });
}

export async function recordAttempt(
  db: Knex,
  payment: Row,
  fields: { status: string; chargeId?: string; failureCode?: string },
  now: Date,
) {
  await db('payments')
    .where({ id: payment.id })
    .whereNot({ status: 'succeeded' })
    .update({
      status: fields.status,
      charge_id: fields.chargeId ?? payment.charge_id ?? null,
      failure_code: fields.failureCode ?? null,
      updated_at: now.toISOString(),
    });
}

/** Card problems are 841 (enter the card again); every other refusal is 857. */
export function failureError(code: FailureCode | string): AppError {
  const isCardProblem = ['expired_card', 'incorrect_cvc', 'token_invalid', 'invalid_request'];
  const status = isCardProblem.includes(code) ? Status.invalidCard : Status.paymentFailed;
  return new AppError(status, undefined, undefined, { card: code });
}
