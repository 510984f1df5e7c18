import { Status } from '@hondana/schemas/contracts';
import type { LearningInfo } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { normalCode } from '../coupons';
import { AppError } from '../errors';
import type { Notifications } from '../notifications';
import { noticeOf } from '../notifications';
import type { GatewayDirectory } from '../payments';
import { GatewayError } from '../payments';
import { attemptRow, latestAttempt } from './attempts';
import type { PaymentRow } from './model';
import type { OrderRow } from '../subscriptions';
import type { CardOwner } from './cards';
import { presentConfirmation } from './present';
import { recordAttempt, recordPaid, startFreePeriod } from './settle';

export interface LearningCheckoutDeps {
  db: Knex;
  clock: Clock;
  gateways: Pick<GatewayDirectory, 'learning'>;
  notifications: Notifications;
}

type Row = Record<string, unknown>;
const GATEWAY = 'learning';

/**
 * The learning-service payment (spec 001 §2, §3, §7: `/learning-payment/*`). The reader's
 * PENDING order is opened at the learning service (`order-receive`, one attempt row keyed like
 * a card attempt, its `charge_id` the service's `gid_order_no`); the reader pays on the
 * service's page and comes back to /learning-payment/processing; `get-info` reads the service's
 * answer and `confirm-order` records it once the service says PAID: the order is paid and the
 * periodic payment it registered is kept like a stored card, so renewals charge against it.
 */
export function createLearningCheckout({
  db,
  clock,
  gateways,
  notifications,
}: LearningCheckoutDeps) {
  async function readersOrder(scope: ReaderScope, userId: string, id: unknown): Promise<OrderRow> {
    const row =
      typeof id === 'string' && isStorable(id) && id.length <= 36
        ? await db('orders').where({ id, company_id: scope.company.id, user_id: userId }).first()
        : null;
    if (!row) throw new AppError(Status.orderNotFound);
    return row as OrderRow;
  }

  /** The reader's attempt that the service knows as `gidOrderNo` (867 for any other). */
  async function attemptOf(scope: ReaderScope, userId: string, gidOrderNo: unknown) {
    const row =
      typeof gidOrderNo === 'string' && gidOrderNo.length > 0 && gidOrderNo.length <= 64
        ? await db('payments')
            .where({
              company_id: scope.company.id,
              user_id: userId,
              gateway: GATEWAY,
              charge_id: gidOrderNo,
            })
            .first()
        : null;
    if (!row) throw new AppError(Status.orderNotFound);
    return row as PaymentRow;
  }

  async function unreachable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      throw err.code === 'invalid_request'
        ? new AppError(Status.paymentSettingsRejected)
        : new AppError(Status.gatewayError);
    }
  }

  return {
    /**
     * `POST /learning-payment/order-receive` `{ order_id, redirect_url, state }`: the order
     * opened at the service; answers `gid_order_no` and the service's page (`redirect_url`,
     * opened in the same window, spec 001 §4).
     */
    async receive({
      scope,
      input,
      origin,
    }: {
      scope: ReaderScope;
      input: unknown;
      origin: string;
    }) {
      const reader = requireReader(scope);
      const body = (typeof input === 'object' && input !== null ? input : {}) as Row;
      const order = await readersOrder(scope, reader.id, body.orderId);
      if (order.status !== 'PENDING') throw new AppError(Status.orderClosed);
      if (Number(order.total_amount) === 0) throw new AppError(Status.amountZero);
      const back = sameSite(body.redirectUrl, origin);
      const state = typeof body.state === 'string' && body.state.length <= 128 ? body.state : '';
      const service = await gateways.learning(scope.company.id);
      const latest = await latestAttempt(db, order.id);
      if (latest?.status === 'succeeded') throw new AppError(Status.orderClosed);
      const at = clock.now().toISOString();
      // An attempt already opened at the service is opened again (the service answers the same
      // order for the same id); after a failure or another gateway's attempt, a new one.
      const isOpen = latest?.gateway === GATEWAY && latest.status === 'requires_action';
      const attempt = Number(latest?.attempt ?? 0) + (isOpen ? 0 : 1);
      let payment: PaymentRow | undefined = isOpen ? latest : undefined;
      if (!payment) {
        const fields = attemptRow(order, {
          attempt,
          gateway: GATEWAY,
          request: { returnUrl: back },
          at,
          status: 'requires_action',
        });
        await db('payments').insert(fields).onConflict().ignore();
        payment = (await db('payments')
          .where({ order_id: order.id, attempt })
          .first()) as PaymentRow;
      }
      const plan = await db('subscriptions as s')
        .join('subscription_plans as p', 'p.id', 's.plan_id')
        .where('s.id', String(order.subscription_id))
        .first('p.name');
      const isFree = new Date(order.due_at) > clock.now();
      const returnUrl = new URL(back);
      if (state) returnUrl.searchParams.set('state', state);
      const made = await unreachable(() =>
        service.createOrder({
          merchantOrderId: String(payment.gateway_key),
          amount: Number(order.total_amount),
          description: String(plan?.name ?? ''),
          returnUrl: returnUrl.toString(),
          cancelUrl: new URL(back.replace(/\/processing(\?.*)?$/, '/error'), origin).toString(),
          firstChargeAt: isFree ? new Date(order.due_at).toISOString() : null,
        }),
      );
      await db('payments')
        .where({ id: payment.id })
        .update({ charge_id: made.gidOrderNo, updated_at: at });
      return {
        gidOrderNo: made.gidOrderNo,
        redirectUrl: made.paymentUrl,
        orderId: String(order.id),
      };
    },

    /** `GET /learning-payment/get-info?gid_order_no=`: the service's answer, and the order. */
    async info({ scope, query }: { scope: ReaderScope; query: Row }): Promise<LearningInfo> {
      const reader = requireReader(scope);
      const payment = await attemptOf(scope, reader.id, query.gidOrderNo);
      const service = await gateways.learning(scope.company.id);
      const found = await unreachable(() => service.order(String(payment.charge_id)));
      const confirmation = await presentConfirmation(db, String(payment.order_id), 'OK', null);
      return {
        gidOrderNo: found.gidOrderNo,
        periodicPaymentId: found.periodicPaymentId,
        status: found.status,
        amount: found.amount,
        order: confirmation.order,
        subscription: confirmation.subscription,
      };
    },

    /**
     * `POST /learning-payment/confirm-order` `{ gid_order_no, periodic_payment_id, coupon_code }`:
     * the order paid (or its free days started) once the service says PAID for this order,
     * amount and periodic payment; 857 when the reader cancelled there, 842 while it is open.
     */
    async confirm({ scope, input }: { scope: ReaderScope; input: unknown }) {
      const reader = requireReader(scope);
      const body = (typeof input === 'object' && input !== null ? input : {}) as Row;
      const payment = await attemptOf(scope, reader.id, body.gidOrderNo);
      const order = (await db('orders').where({ id: payment.order_id }).first()) as OrderRow;
      if (
        typeof body.couponCode === 'string' &&
        body.couponCode &&
        normalCode(body.couponCode) !== (order.coupon_code ?? null)
      ) {
        throw new AppError(Status.couponInvalid);
      }
      const show = () => presentConfirmation(db, String(order.id), 'OK', null);
      const subscription = await db('subscriptions').where({ id: order.subscription_id }).first();
      if (
        payment.status === 'succeeded' ||
        (order.status === 'PENDING' && subscription?.status === 'ACTIVE')
      )
        return show();
      const service = await gateways.learning(scope.company.id);
      const found = await unreachable(() => service.order(String(payment.charge_id)));
      const now = clock.now();
      if (found.status === 'CANCELLED') {
        await recordAttempt(db, payment, { status: 'failed', failureCode: 'card_declined' }, now);
        throw new AppError(Status.paymentFailed);
      }
      if (found.status !== 'PAID' || !found.periodicPaymentId)
        throw new AppError(Status.paymentVerifying);
      if (
        found.merchantOrderId !== String(payment.gateway_key) ||
        found.amount !== Number(order.total_amount) ||
        (body.periodicPaymentId !== undefined && body.periodicPaymentId !== found.periodicPaymentId)
      ) {
        throw AppError.badRequest({ gidOrderNo: 'This payment is not for this order.' });
      }
      const owner: CardOwner = { companyId: scope.company.id, userId: reader.id, gateway: GATEWAY };
      // The periodic payment stands in for a stored card: renewals charge against it.
      const card = {
        id: found.periodicPaymentId,
        last4: '',
        brand: GATEWAY,
        expMonth: 0,
        expYear: 0,
      };
      if (new Date(order.due_at) > now) {
        // Free days: nothing was charged; the service charges on the due date, as our renewals ask.
        await db('payments').where({ id: payment.id }).delete();
        await startFreePeriod(db, { order, card, owner, now });
        return show();
      }
      await recordPaid(db, { payment, card, owner, now }, String(payment.charge_id));
      await noticeOf(db, notifications, {
        kind: 'payment-succeeded',
        subscriptionId: String(order.subscription_id),
        subjectId: String(order.id),
        order,
      });
      return show();
    },
  };
}

/** A return URL of the reader's own site only (no one sends a reader elsewhere). */
function sameSite(value: unknown, origin: string): string {
  try {
    if (typeof value === 'string' && value.length <= 2000 && !value.startsWith('//')) {
      const url = new URL(value, origin);
      if (url.origin === new URL(origin).origin) return url.toString();
    }
  } catch {
    // falls through
  }
  throw AppError.badRequest({ redirectUrl: 'Send a URL of this site.' });
}

export type LearningCheckout = ReturnType<typeof createLearningCheckout>;
