import type { ChargeOutcome, ChargeRequest, PaymentGateway } from '../gateway';
import { GatewayError } from '../gateway';
import type { VerifyResult } from '../cards';
import { offSessionFailure } from '../offSession';
import { postToGateway } from '../post';
import { chargedCardOf } from './cards';
import { answerOf, chargeOfInfo } from './charges';
import type { VeritransCredentials, VeritransOperation, VeritransResult } from './protocol';
import { VERITRANS_PATHS, meaningOf, parseResult, signedBody, veritransOrderId } from './protocol';

export interface VeritransOptions extends VeritransCredentials {
  apiUrl: string;
  timeoutMs: number;
  /** Sends `dummyRequest: "1"`: the gateway's test mode, where no card is really charged. */
  isTestMode: boolean;
}

type Row = Record<string, unknown>;

/**
 * The VeriTrans4G gateway (one per tenant and its merchant keys, built by `directory.ts`).
 * The gateway has no idempotency keys: an order id is accepted once, so a repeated charge
 * (a replay after a lost answer, the return from 3-D Secure) meets "order id already used"
 * and answers what the gateway holds for it instead (GetResult after a challenge, else Search).
 * A token charged with the reader's account keeps its card there; a paid outcome carries that
 * card, read back with Get/cardinfo when the answer names none (after 3-D Secure).
 */
export function createVeritransGateway(options: VeritransOptions) {
  const dummyRequest = options.isTestMode ? '1' : '0';

  async function call(operation: VeritransOperation, params: Row): Promise<VeritransResult> {
    const bytes = await postToGateway({
      url: `${options.apiUrl.replace(/\/$/, '')}${VERITRANS_PATHS[operation]}`,
      body: signedBody(params, options),
      contentType: 'application/json; charset=utf-8',
      timeoutMs: options.timeoutMs,
    });
    return parseResult(bytes);
  }

  /** A refusal of the request itself (merchant settings, token) as the flow's GatewayError. */
  function refusal(result: VeritransResult): never {
    const meaning = meaningOf(result);
    const code = meaning.kind === 'refused' ? meaning.errorCode : 'invalid_request';
    throw new GatewayError(code, `VeriTrans refused the request (${String(result.vResultCode)}).`);
  }

  function outcomeOf(
    request: ChargeRequest,
    orderId: string,
    result: VeritransResult,
  ): ChargeOutcome {
    const meaning = meaningOf(result);
    switch (meaning.kind) {
      case 'success':
        return {
          status: request.isCapture ? 'succeeded' : 'authorised',
          chargeId: orderId,
          amount: request.amount,
        };
      case 'pending':
        return typeof result.resRedirectUrl === 'string'
          ? { status: 'requires_action', chargeId: orderId, redirectUrl: result.resRedirectUrl }
          : { status: 'pending', chargeId: orderId };
      case 'declined':
        return {
          status: 'failed',
          chargeId: orderId,
          failureCode: offSessionFailure(request, meaning.failureCode),
        };
      default:
        return refusal(result);
    }
  }

  /**
   * The card a paid charge of a token kept under the reader's account: the one the answer
   * names, else read back from the account (GetResult and Search name no card). Gateway
   * trouble leaves the attempt unanswered (asked again, never charged twice); any other
   * refusal means no card was kept: paid, and the reader is asked for a card later.
   */
  async function keptCard(request: ChargeRequest, result: VeritransResult) {
    const { source } = request;
    if (!('token' in source) || !source.storeFor) return null;
    const named = chargedCardOf(result, result.reqCardNumber);
    if (named) return named;
    const cards = await call('getCards', {
      payNowIdParam: { accountParam: { accountId: source.storeFor } },
      txnVersion: '2.0.0',
      dummyRequest,
    });
    const meaning = meaningOf(cards);
    if (meaning.kind === 'refused' && meaning.errorCode === 'unavailable') refusal(cards);
    return meaning.kind === 'success' ? chargedCardOf(cards, result.reqCardNumber) : null;
  }

  /** A paid outcome with the card it kept, when it was to keep one. */
  async function withKeptCard(
    request: ChargeRequest,
    outcome: ChargeOutcome,
    result: VeritransResult = {},
  ): Promise<ChargeOutcome> {
    if (outcome.status !== 'succeeded' && outcome.status !== 'authorised') return outcome;
    const card = await keptCard(request, result);
    return card ? { ...outcome, card } : outcome;
  }

  async function search(orderId: string | null, range?: { from: Date; to: Date }) {
    const result = await call('search', {
      searchParameters: {
        common: orderId
          ? { orderId }
          : { txnDatetimeFrom: range?.from.toISOString(), txnDatetimeTo: range?.to.toISOString() },
      },
      txnVersion: '2.0.0',
    });
    const meaning = meaningOf(result);
    if (meaning.kind === 'unknownOrder') return [];
    if (meaning.kind !== 'success') refusal(result);
    const infos = (result.orderInfos as { orderInfo?: Row[] } | undefined)?.orderInfo ?? [];
    return infos.map(chargeOfInfo);
  }

  async function existing(orderId: string) {
    const [charge] = await search(orderId);
    if (!charge) throw new GatewayError('not_found', 'VeriTrans knows no such order.');
    return charge;
  }

  const gateway: PaymentGateway = {
    name: 'veritrans',

    async charge(request) {
      const orderId = veritransOrderId(request.orderId);
      const isChallengeable = Boolean(request.returnUrl) && !request.isOffSession;
      const params: Row = {
        orderId,
        amount: String(request.amount),
        jpo: '10',
        withCapture: String(request.isCapture),
        payNowIdParam: payNowIdOf(request),
        txnVersion: '2.0.0',
        dummyRequest,
        ...(isChallengeable && {
          redirectionUri: request.returnUrl,
          verifyResultLink: '1',
          deviceChannel: '02',
        }),
      };
      const result = await call(isChallengeable ? 'authorizeMpi' : 'authorize', params);
      if (meaningOf(result).kind !== 'duplicateOrder') {
        return withKeptCard(request, outcomeOf(request, orderId, result), result);
      }
      // Sent before: what came of it (after 3-D Secure, the authorisation it led to).
      if (isChallengeable) {
        const after = await call('getResult', { orderId, txnVersion: '2.0.0' });
        return withKeptCard(request, outcomeOf(request, orderId, after), after);
      }
      return withKeptCard(request, answerOf(await existing(orderId), request));
    },

    async capture({ chargeId, amount }) {
      const charge = await existing(chargeId);
      if (charge.status === 'succeeded') return answerOf(charge);
      const result = await call('capture', {
        orderId: chargeId,
        ...(amount !== undefined && { amount: String(amount) }),
        txnVersion: '2.0.0',
        dummyRequest,
      });
      if (meaningOf(result).kind !== 'success') refusal(result);
      return answerOf(await existing(chargeId));
    },

    retrieve: existing,

    async refund({ chargeId, amount, idempotencyKey, refundedBefore }) {
      // No refund keys at VeriTrans: a retry first asks whether the last try went through.
      const before = await existing(chargeId);
      if (before.refundedAmount < (refundedBefore ?? 0) + amount) {
        const result = await call('cancel', {
          orderId: chargeId,
          amount: String(amount),
          txnVersion: '2.0.0',
          dummyRequest,
        });
        if (meaningOf(result).kind !== 'success') refusal(result);
      }
      const after = await existing(chargeId);
      return { refundId: idempotencyKey, chargeId, amount, refundedTotal: after.refundedAmount };
    },

    async storeCard({ token, customerId }) {
      const result = await call('addCard', {
        payNowIdParam: {
          accountParam: { accountId: customerId, cardParam: { token, defaultCard: '1' } },
        },
        txnVersion: '2.0.0',
      });
      const card = meaningOf(result).kind === 'success' ? chargedCardOf(result) : null;
      if (!card) refusal(result);
      return card;
    },

    async deleteCard({ customerId, cardId }) {
      const result = await call('deleteCard', {
        payNowIdParam: { accountParam: { accountId: customerId, cardParam: { cardId } } },
        txnVersion: '2.0.0',
      });
      const meaning = meaningOf(result);
      // Gone already (deleted before, or never kept): what was asked for holds.
      if (meaning.kind === 'success' || meaning.kind === 'unknownOrder') return;
      refusal(result);
    },

    async search(query) {
      return 'orderId' in query
        ? search(veritransOrderId(query.orderId))
        : search(null, { from: query.createdFrom, to: query.createdTo });
    },

    verifyWebhook() {
      // Results are read back by GetResult and Search; push notifications are not taken.
      throw new GatewayError('signature_invalid', 'VeriTrans notifications are not accepted.');
    },
  };

  return {
    ...gateway,
    /** Checks the merchant keys with a harmless search (docs/decisions.md "Verify connection"). */
    async verify(): Promise<VerifyResult> {
      const result = await call('search', {
        searchParameters: { common: { orderId: 'hondana-verify' } },
        txnVersion: '2.0.0',
      });
      const meaning = meaningOf(result);
      if (meaning.kind === 'refused' && meaning.isMerchantSetting) return 'rejected';
      if (meaning.kind === 'refused') refusal(result);
      return 'accepted';
    },
  };
}

function payNowIdOf(request: ChargeRequest): Row {
  const { source } = request;
  if ('cardId' in source) {
    return { accountParam: { accountId: source.customerId, cardParam: { cardId: source.cardId } } };
  }
  return {
    token: source.token,
    ...(source.storeFor && { accountParam: { accountId: source.storeFor } }),
  };
}

export type VeritransGateway = ReturnType<typeof createVeritransGateway>;
