import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { AppError } from '../errors';
import type { FailureCode, StoredCard } from '../payments';
import { lifecycle } from '../subscriptions';
import type { OrderRow } from '../subscriptions';
import type { CardOwner } from './cards';
import { saveCard } from './cards';
import type { PaymentRow } from './model';

/**
 * Records a paid charge in one transaction: the attempt succeeded, the order PAID (only once,
 * whoever gets here first) and its subscription's period started (`lifecycle.payOrder`).
 */
export async function recordPaid(
  db: Knex,
  {
    payment,
    card,
    owner,
    now,
  }: { payment: PaymentRow; card?: StoredCard; owner: CardOwner; now: Date },
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
    const order = (await trx('orders').where({ id: payment.order_id }).first()) as OrderRow;
    await lifecycle.payOrder(trx, order, now);
    if (card) await saveCard(trx, owner, card, at);
  });
}

/** A first purchase's free days: the stored card waits for the order's due date. */
export async function startFreePeriod(
  db: Knex,
  {
    order,
    card,
    owner,
    now,
  }: { order: OrderRow; card: StoredCard | null; owner: CardOwner; now: Date },
) {
  await db.transaction(async (trx) => {
    if (card) await saveCard(trx, owner, card, now.toISOString());
    await lifecycle.startFreePeriod(trx, order, now);
  });
}

export async function recordAttempt(
  db: Knex,
  payment: PaymentRow,
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
  return new AppError(status, { fieldErrors: { card: code } });
}
