import type { OutboundFetch } from '../../../http/outbound';
import type { ChargeOutcome, GatewayCharge, PaymentGateway } from '../gateway';
import { GatewayError } from '../gateway';
import type { VerifyResult } from '../cards';

export interface LearningOptions {
  /** The learning service's payment API (https; tests and the demo point it at the fake). */
  apiUrl: string;
  /** The tenant's learning-service client, the same as for sign-in (HTTP Basic). */
  clientId: string;
  clientSecret: string;
  serviceCode: string;
  timeoutMs: number;
  /** The outbound guard (http/outbound): the API URL may be a tenant's own setting. */
  fetch: OutboundFetch;
}

export interface LearningOrder {
  gidOrderNo: string;
  merchantOrderId: string;
  amount: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  periodicPaymentId: string | null;
}

type Json = Record<string, unknown>;

/**
 * The learning service's payment (spec 001 §1 `{product}_ID`, §7), as this adapter speaks it
 * (docs/decisions.md "Learning-service payment"): JSON over HTTPS with the tenant's
 * learning-service client as HTTP Basic credentials. The first order is paid on the service's
 * own page (`createOrder` → its `payment_url` → back to the reader with `gid_order_no`); it
 * registers a periodic payment, which later periods are charged against, like a stored card.
 */
export function createLearningGateway(options: LearningOptions) {
  const base = options.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: Json): Promise<Json> {
    let response: Response;
    try {
      response = await options.fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          'x-service-code': options.serviceCode,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        ...(body && { body: JSON.stringify(body) }),
        timeoutMs: options.timeoutMs,
        redirect: 'error',
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      throw new GatewayError(name === 'TimeoutError' ? 'timeout' : 'unavailable');
    }
    const answer = (await response.json().catch(() => null)) as Json | null;
    if (response.status >= 500 || !answer) throw new GatewayError('unavailable');
    if (response.status === 401 || response.status === 403) {
      throw new GatewayError('invalid_request', 'The learning service refused our client.');
    }
    if (response.status === 404) throw new GatewayError('not_found');
    if (response.status >= 400)
      throw new GatewayError('invalid_request', String(answer.error ?? ''));
    return answer;
  }

  const chargeOf = (c: Json): GatewayCharge => ({
    chargeId: String(c.charge_id),
    orderId: String(c.merchant_order_id),
    status: c.status === 'PAID' ? 'succeeded' : c.status === 'FAILED' ? 'failed' : 'pending',
    amount: Number(c.amount),
    capturedAmount: c.status === 'PAID' ? Number(c.amount) : 0,
    refundedAmount: Number(c.refunded_amount ?? 0),
    failureCode: c.status === 'FAILED' ? 'card_declined' : null,
    createdAt: String(c.created_at ?? ''),
  });

  const gateway: PaymentGateway = {
    name: 'learning',

    /** A later period, charged against the periodic payment the first order registered. */
    async charge(request): Promise<ChargeOutcome> {
      if (!('cardId' in request.source)) {
        throw new GatewayError('invalid_request', 'The learning service takes no card tokens.');
      }
      const charge = await call(
        'POST',
        `/payments/periodic/${encodeURIComponent(request.source.cardId)}/charges`,
        { merchant_order_id: request.orderId, amount: request.amount },
      );
      const found = chargeOf(charge);
      return found.status === 'succeeded'
        ? { status: 'succeeded', chargeId: found.chargeId, amount: found.amount }
        : found.status === 'failed'
          ? { status: 'failed', chargeId: found.chargeId, failureCode: 'card_declined' }
          : { status: 'pending', chargeId: found.chargeId };
    },

    async capture({ chargeId }) {
      const found = await gateway.retrieve(chargeId);
      return { status: 'succeeded', chargeId, amount: found.amount };
    },

    async retrieve(chargeId) {
      return chargeOf(await call('GET', `/payments/charges/${encodeURIComponent(chargeId)}`));
    },

    async refund({ chargeId, amount, idempotencyKey }) {
      const answer = await call(
        'POST',
        `/payments/charges/${encodeURIComponent(chargeId)}/refunds`,
        {
          amount,
          refund_key: idempotencyKey,
        },
      );
      return {
        refundId: idempotencyKey,
        chargeId,
        amount,
        refundedTotal: Number(answer.refunded_amount),
      };
    },

    async storeCard() {
      throw new GatewayError('invalid_request', 'The learning service keeps no cards.');
    },

    /** The periodic payment stands in for a card: stopping it ends later charges there. */
    async deleteCard({ cardId }) {
      try {
        await call('DELETE', `/payments/periodic/${encodeURIComponent(cardId)}`);
      } catch (err) {
        if (!(err instanceof GatewayError && err.code === 'not_found')) throw err;
      }
    },

    async search(query) {
      if (!('orderId' in query)) throw new GatewayError('invalid_request');
      const answer = await call(
        'GET',
        `/payments/charges?merchant_order_id=${encodeURIComponent(query.orderId)}`,
      );
      return ((answer.charges as Json[] | undefined) ?? []).map(chargeOf);
    },

    verifyWebhook() {
      throw new GatewayError(
        'signature_invalid',
        'Learning-service notifications are not accepted.',
      );
    },
  };

  return {
    ...gateway,

    /** Opens the first order at the service; answers its number and the page to pay on. */
    async createOrder(order: {
      merchantOrderId: string;
      amount: number;
      description: string;
      returnUrl: string;
      cancelUrl: string;
      firstChargeAt: string | null;
    }) {
      const answer = await call('POST', '/payments/orders', {
        merchant_order_id: order.merchantOrderId,
        amount: order.amount,
        description: order.description,
        return_url: order.returnUrl,
        cancel_url: order.cancelUrl,
        ...(order.firstChargeAt && { first_charge_at: order.firstChargeAt }),
      });
      return { gidOrderNo: String(answer.gid_order_no), paymentUrl: String(answer.payment_url) };
    },

    async order(gidOrderNo: string): Promise<LearningOrder> {
      const answer = await call('GET', `/payments/orders/${encodeURIComponent(gidOrderNo)}`);
      return {
        gidOrderNo: String(answer.gid_order_no),
        merchantOrderId: String(answer.merchant_order_id),
        amount: Number(answer.amount),
        status: answer.status as LearningOrder['status'],
        periodicPaymentId: (answer.periodic_payment_id as string | null) ?? null,
      };
    },

    async verify(): Promise<VerifyResult> {
      try {
        await gateway.search({ orderId: 'hondana-verify' });
        return 'accepted';
      } catch (err) {
        if (err instanceof GatewayError && err.code === 'invalid_request') return 'rejected';
        throw err;
      }
    },
  };
}

export type LearningGateway = ReturnType<typeof createLearningGateway>;
