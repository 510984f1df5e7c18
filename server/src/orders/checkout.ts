import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { normalCode } from '../coupons';
import { AppError } from '../errors';
import { isUpgradePayable, lifecycle } from '../subscriptions';
import type { OrderRow } from '../subscriptions';
import type { Notifications } from '../notifications';
import type { GatewayDirectory, PaymentGateway } from '../payments';
import { GatewayError } from '../payments';
import type { CardOwner } from './cards';
import { customerIdOf, presentCard, saveCard, storedCard } from './cards';
import { createAttempts } from './attempts';
import type { PaymentRecorder } from './attempts';
import { parseConfirm } from './confirmInput';
import { presentConfirmation } from './present';
import { failureError, startFreePeriod } from './settle';

export interface CheckoutDeps {
  db: Knex;
  clock: Clock;
  /** The tenant's gateway with its merchant keys (payments/directory.ts). */
  gateways: Pick<GatewayDirectory, 'forCompany'>;
  notifications: Notifications;
  /** Counts each charge's outcome (the metrics). */
  onPayment?: PaymentRecorder;
}

/**
 * Pays a reader's PENDING order through the card gateway (spec 001 §4, "confirm"). Each try is
 * a `payments` row whose key `<order>.<attempt>` is the gateway's idempotency key: a repeated
 * confirm re-sends the stored request and gets the stored answer, so it never charges twice;
 * one request at a time sends an attempt (`attempts.ts`); a new one is made only after a failure.
 */
export function createCheckout({ db, clock, gateways, notifications, onPayment }: CheckoutDeps) {
  /** The tenant's gateway now, and the reader as its card owner there. */
  async function gatewayFor(scope: ReaderScope, userId: string) {
    const gateway = await gateways.forCompany(scope.company.id);
    const owner: CardOwner = { companyId: scope.company.id, userId, gateway: gateway.name };
    return { gateway, owner };
  }

  async function readersOrder(companyId: string, userId: string, id: string): Promise<OrderRow> {
    const row = isStorable(id)
      ? await db('orders').where({ id, company_id: companyId, user_id: userId }).first()
      : null;
    if (!row) throw new AppError(Status.orderNotFound);
    return row as OrderRow;
  }

  /** Stores a tokenised card at the gateway (841 for a bad token, 866 when unreachable). */
  async function store(gateway: PaymentGateway, token: string, owner: CardOwner) {
    try {
      return await gateway.storeCard({ token, customerId: customerIdOf(owner.userId) });
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      throw err.code === 'token_invalid' || err.code === 'invalid_request'
        ? failureError(err.code)
        : new AppError(Status.gatewayError);
    }
  }

  /** A first purchase's free days: nothing is charged now; the card is kept for the due date. */
  async function freePeriod(
    gateway: PaymentGateway,
    order: OrderRow,
    owner: CardOwner,
    token: string | null,
  ) {
    const card = token ? await store(gateway, token, owner) : null;
    if (!card && !(await storedCard(db, owner))) {
      throw new AppError(Status.invalidCard, { fieldErrors: { card: 'missing' } });
    }
    await startFreePeriod(db, { order, card, owner, now: clock.now() });
  }

  return {
    /**
     * `POST /veritrans/confirm-order`: `OK` (paid, or a free period started), or
     * `REQUIRES_ACTION` with the 3-D Secure page to open; 841 / 857 for a refused card, 842
     * while the payment is verified, 866 when the gateway cannot be reached, 867, 868, 870 for a ¥0
     * order, 871 while another request is charging the order.
     */
    async confirm({
      scope,
      input,
      origin,
    }: {
      scope: ReaderScope;
      input: unknown;
      origin: string;
    }) {
      const reader = requireReader(scope);
      const call = parseConfirm(input, origin);
      const { gateway, owner } = await gatewayFor(scope, reader.id);
      const attempts = createAttempts({ db, clock, gateway, notifications, onPayment });
      const order = await readersOrder(scope.company.id, reader.id, call.orderId);
      const show = (result: 'OK' | 'REQUIRES_ACTION', redirectUrl: string | null = null) =>
        presentConfirmation(db, String(order.id), result, redirectUrl);
      // The coupon was applied when the order was opened; confirm may only repeat it.
      if (call.couponCode && normalCode(call.couponCode) !== (order.coupon_code ?? null)) {
        throw new AppError(Status.couponInvalid);
      }
      // A ¥0 order was closed when it was opened (the reader's page skips confirm for it).
      if (Number(order.total_amount) === 0) throw new AppError(Status.amountZero);
      if (order.status === 'PAID') return show('OK');
      if (order.status !== 'PENDING') throw new AppError(Status.orderClosed);
      const subscription = await lifecycle.find(db, order.subscription_id);
      // PAST_DUE: the reader pays a renewal the card issuer wanted authenticated (3-D Secure).
      if (!subscription || !['PENDING', 'ACTIVE', 'PAST_DUE'].includes(subscription.status)) {
        throw new AppError(Status.orderClosed);
      }
      // An upgrade pays for the rest of a running period on the plan it was opened from.
      if (order.kind === 'UPGRADE' && !isUpgradePayable(subscription, clock.now())) {
        throw new AppError(Status.orderClosed);
      }
      if (new Date(order.due_at) > clock.now()) {
        if (subscription.status === 'PENDING') await freePeriod(gateway, order, owner, call.token);
        return show('OK');
      }
      const payment = await attempts.forConfirm(order, owner, call);
      if (!payment) return show('OK');
      const redirectUrl = await attempts.settle(payment, await attempts.send(payment), owner);
      return redirectUrl ? show('REQUIRES_ACTION', redirectUrl) : show('OK');
    },

    /** `GET /veritrans/card`: the stored card the order page offers (last four digits). */
    async card(scope: ReaderScope) {
      const reader = requireReader(scope);
      const { owner } = await gatewayFor(scope, reader.id);
      return { card: presentCard(await storedCard(db, owner)) };
    },

    /** `POST /veritrans/add-card`: stores a newly tokenised card in place of the old one. */
    async addCard({ scope, input }: { scope: ReaderScope; input: unknown }) {
      const reader = requireReader(scope);
      const token = (input as Record<string, unknown> | null)?.token;
      if (typeof token !== 'string' || !token || token.length > 200) {
        throw AppError.badRequest({ token: 'Send the card token.' });
      }
      const { gateway, owner } = await gatewayFor(scope, reader.id);
      const card = await store(gateway, token, owner);
      await db.transaction((trx) => saveCard(trx, owner, card, clock.now().toISOString()));
      return { card: presentCard(await storedCard(db, owner)) };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
