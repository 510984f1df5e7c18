import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { refundShare } from '../money';
import type { Notifications } from '../notifications';
import { noticeOf, yen } from '../notifications';
import type { GatewayDirectory } from '../payments';
import { GatewayError } from '../payments';
import { chargeOfRow, lifecycle } from '../subscriptions';
import type { OrderRow } from '../subscriptions';
import type { PaymentRow } from './model';

export interface RefundDeps {
  db: Knex;
  clock: Clock;
  /** The gateway that made each payment (payments/directory.ts). */
  gateways: Pick<GatewayDirectory, 'named'>;
  notifications: Notifications;
}

type Row = Record<string, unknown>;

/**
 * An admin's refund of a paid payment, full or partial, through the gateway. Refunds of one
 * payment are numbered (`refunds (payment_id, seq)` unique) and the number makes the gateway's
 * idempotency key, so a double click refunds once and a refund whose answer was lost is sent
 * again with its own key before any new one. The tax share comes from `money/refund.ts`, so
 * the refunds of a payment add up to its stored tax. Once the payment of the running period
 * is refunded in full, the subscription is REFUNDED (`lifecycle.refund`).
 */
export function createRefunds({ db, clock, gateways, notifications }: RefundDeps) {
  async function paymentOf(companyId: string, id: string): Promise<PaymentRow> {
    const row =
      isStorable(id) && id.length <= 36
        ? await db('payments').where({ id, company_id: companyId }).first()
        : null;
    if (!row) throw new AppError(Status.transactionNotFound);
    return row as PaymentRow;
  }

  /** Sends a refund row to the gateway (or again) and books it once it is done. */
  async function send(payment: PaymentRow, refund: Row) {
    // The gateway that took the payment, with the tenant's keys now.
    const gateway = await gateways.named(String(payment.company_id), String(payment.gateway));
    try {
      await gateway.refund({
        chargeId: String(payment.charge_id),
        amount: Number(refund.amount),
        idempotencyKey: String(refund.gateway_key),
        refundedBefore: Number(payment.refunded_amount ?? 0),
      });
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      if (err.code === 'unavailable' || err.code === 'timeout') {
        throw new AppError(Status.gatewayError);
      }
      // The gateway refused it: the row goes, so the amount is free to refund again.
      await db('refunds').where({ id: refund.id, status: 'processing' }).delete();
      throw AppError.badRequest({ amount: 'The payment service refused this refund.' });
    }
    const at = clock.now().toISOString();
    await db.transaction(async (trx) => {
      const booked = await trx('refunds')
        .where({ id: refund.id, status: 'processing' })
        .update({ status: 'succeeded', updated_at: at });
      if (!booked) return;
      await trx('payments')
        .where({ id: payment.id })
        .update({
          refunded_amount: trx.raw('refunded_amount + ?', [Number(refund.amount)]),
          refunded_tax_amount: trx.raw('refunded_tax_amount + ?', [Number(refund.tax_amount)]),
          updated_at: at,
        });
      const order = (await trx('orders').where({ id: payment.order_id }).first()) as OrderRow;
      const subscription = await lifecycle.find(trx, order.subscription_id);
      const after = await trx('payments').where({ id: payment.id }).first('refunded_amount');
      const isWhole = Number(after.refunded_amount) >= Number(payment.total_amount);
      // The running period's money all given back buys no more reading: access ends now and
      // nothing more is charged. A part (a goodwill amount), an older period's, or an upgrade's
      // difference (a part of what the period cost) leaves it.
      const isRunningPeriod =
        order.kind === 'PERIOD' && order.period_number === subscription?.periods_billed;
      if (isWhole && subscription && isRunningPeriod) {
        await lifecycle.refund(trx, order.subscription_id, clock.now());
      }
    });
    const order = await db('orders').where({ id: payment.order_id }).first();
    await noticeOf(db, notifications, {
      kind: 'payment-refunded',
      subscriptionId: String(order.subscription_id),
      subjectId: String(refund.id),
      order,
      extra: { refundAmount: yen(Number(refund.amount)) },
    });
  }

  return {
    /**
     * `POST /api/admin/transactions/{id}/refund` with `{ amount? }` (tax included; the rest of
     * the payment when absent). 869 for another tenant's or no payment, 871 while another
     * refund of it is being made, 866 when the gateway cannot be reached (send it again).
     */
    async refund({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedUsers(scope);
      let payment = await paymentOf(company.id, id);
      if (payment.status !== 'succeeded' || !payment.charge_id) {
        throw AppError.badRequest({ amount: 'Only a paid payment can be refunded.' });
      }
      // A refund whose answer was lost goes first, with its own key: never refunded twice.
      const open = await db('refunds').where({ payment_id: id, status: 'processing' }).first();
      if (open) {
        await send(payment, open);
        payment = await paymentOf(company.id, id);
      }
      const body = (typeof input === 'object' && input !== null ? input : {}) as Row;
      const left = Number(payment.total_amount) - Number(payment.refunded_amount);
      if (left <= 0) {
        throw AppError.badRequest({ amount: 'This payment has already been refunded in full.' });
      }
      const amount = body.amount === undefined || body.amount === null ? left : body.amount;
      if (
        typeof amount !== 'number' ||
        !Number.isSafeInteger(amount) ||
        amount < 1 ||
        amount > left
      ) {
        throw AppError.badRequest({ amount: `Refund 1 to ${left} yen.` });
      }
      const share = refundShare(chargeOfRow(payment), Number(payment.refunded_amount), amount);
      const seq =
        Number(
          ((await db('refunds').where({ payment_id: id }).max({ n: 'seq' }).first()) as Row)?.n ??
            0,
        ) + 1;
      const at = clock.now().toISOString();
      const refund = {
        id: randomUUID(),
        company_id: company.id,
        payment_id: id,
        seq,
        gateway_key: `${id}.r${seq}`,
        status: 'processing',
        amount,
        tax_amount: share.tax,
        refunded_by: scope.actor.id,
        created_at: at,
        updated_at: at,
      };
      try {
        await db('refunds').insert(refund);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(Status.paymentProcessing);
        throw err;
      }
      await send(payment, refund);
      return { id: refund.id, paymentId: id, amount, taxAmount: share.tax, netAmount: share.net };
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
