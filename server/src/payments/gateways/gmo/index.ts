import type { ChargeOutcome, ChargeRequest, PaymentGateway, StoredCard } from '../gateway';
import { GatewayError } from '../gateway';
import type { VerifyResult } from '../cards';
import { offSessionFailure } from '../offSession';
import { postToGateway } from '../post';
import { storedCardOf } from './cards';
import { answerOfTrade, chargeOfTrade, withCard } from './trades';
import type { GmoOperation, GmoProblem } from './protocol';
import { decidingProblem, gmoOrderId, gmoPath, parseAnswer } from './protocol';

export interface GmoOptions {
  apiUrl: string;
  timeoutMs: number;
  /** The shop: charges and refunds. */
  shopId: string;
  shopPass: string;
  /** The site: stored members and their cards. */
  siteId: string;
  sitePass: string;
}

type Answer = Record<string, string>;

/**
 * The GMO Payment Gateway (one per tenant and its shop and site, built by `directory.ts`).
 * A charge is EntryTran (the order and amount, answering AccessID / AccessPass) then
 * ExecTran (the token, or the member's stored card). A one-time token that is to be kept is
 * first saved as the member's card (SaveCard uses the token up), then charged as that card.
 * An order id is accepted once: a repeated charge reads the trade back with SearchTrade and
 * finishes a passed 3-D Secure challenge with SecureTran2. Our total rides in ClientField1,
 * so a refund retry can tell from SearchTrade whether the last try went through; the CardSeq
 * of a card saved for the charge rides in ClientField2, so the card is read back with
 * SearchCard when the charge is finished after 3-D Secure (or its answer was lost).
 */
export function createGmoGateway(options: GmoOptions) {
  const shop = { ShopID: options.shopId, ShopPass: options.shopPass };
  const site = { SiteID: options.siteId, SitePass: options.sitePass };

  async function call(operation: GmoOperation, form: Record<string, string>): Promise<Answer> {
    const bytes = await postToGateway({
      url: `${options.apiUrl.replace(/\/$/, '')}${gmoPath(operation)}`,
      body: new URLSearchParams(form).toString(),
      contentType: 'application/x-www-form-urlencoded',
      timeoutMs: options.timeoutMs,
    });
    return parseAnswer(bytes);
  }

  function refusal(problem: GmoProblem | null, answer: Answer): never {
    const code = problem?.kind === 'refused' ? problem.errorCode : 'invalid_request';
    throw new GatewayError(code, `GMO refused the request (${answer.ErrInfo ?? 'no code'}).`);
  }

  /** A call whose every error is a refusal (declines cannot happen there). */
  async function must(operation: GmoOperation, form: Record<string, string>) {
    const answer = await call(operation, form);
    const problem = decidingProblem(answer);
    if (problem) refusal(problem, answer);
    return answer;
  }

  async function trade(orderId: string): Promise<Answer | null> {
    const answer = await call('SearchTrade', { ...shop, OrderID: orderId });
    const problem = decidingProblem(answer);
    if (problem?.kind === 'unknownTrade') return null;
    if (problem) refusal(problem, answer);
    return answer;
  }

  async function existing(orderId: string) {
    const found = await trade(orderId);
    if (!found) throw new GatewayError('not_found', 'GMO knows no such order.');
    return found;
  }

  async function saveCard(token: string, memberId: string): Promise<StoredCard> {
    const member = await call('SaveMember', { ...site, MemberID: memberId });
    const problem = decidingProblem(member);
    if (problem && problem.kind !== 'memberExists') refusal(problem, member);
    const saved = await must('SaveCard', {
      ...site,
      MemberID: memberId,
      Token: token,
      DefaultFlag: '1',
    });
    return storedCardOf(saved);
  }

  /**
   * The member's card a token was saved as for this trade (its CardSeq in ClientField2), read
   * with SearchCard. Gateway trouble leaves the attempt unanswered (asked again, never charged
   * twice); any other refusal means GMO no longer holds it: paid, but no card kept.
   */
  async function savedCard(request: ChargeRequest, trade: Answer) {
    const { source } = request;
    if (!('token' in source) || !source.storeFor || !trade.ClientField2) return undefined;
    const answer = await call('SearchCard', {
      ...site,
      MemberID: source.storeFor,
      SeqMode: '0',
      CardSeq: trade.ClientField2,
    });
    const problem = decidingProblem(answer);
    if (problem?.kind === 'refused' && problem.errorCode === 'unavailable')
      refusal(problem, answer);
    return problem ? undefined : storedCardOf(answer);
  }

  /** The answer of ExecTran or SecureTran2 as the flow's outcome. */
  function outcomeOf(request: ChargeRequest, orderId: string, answer: Answer, card?: StoredCard) {
    const problem = decidingProblem(answer);
    if (problem?.kind === 'declined') {
      return {
        status: 'failed',
        chargeId: orderId,
        failureCode: offSessionFailure(request, problem.failureCode),
      } as ChargeOutcome;
    }
    if (problem) refusal(problem, answer);
    if (answer.ACS === '2' && answer.RedirectUrl) {
      return {
        status: 'requires_action',
        chargeId: orderId,
        redirectUrl: answer.RedirectUrl,
      } as ChargeOutcome;
    }
    return {
      status: request.isCapture ? 'succeeded' : 'authorised',
      chargeId: orderId,
      amount: request.amount,
      ...(card && { card }),
    } as ChargeOutcome;
  }

  /** A repeated charge: what the trade came to, finishing a passed challenge. */
  async function replay(request: ChargeRequest, orderId: string): Promise<ChargeOutcome> {
    const found = await existing(orderId);
    if (found.Status === 'AUTHENTICATED') {
      const done = await call('SecureTran2', {
        AccessID: found.AccessID ?? '',
        AccessPass: found.AccessPass ?? '',
      });
      const outcome = outcomeOf(request, orderId, done);
      return outcome.status === 'failed'
        ? outcome
        : withCard(outcome, await savedCard(request, found));
    }
    const charge = chargeOfTrade(orderId, found);
    switch (charge.status) {
      case 'succeeded':
      case 'authorised': {
        const paid = { status: charge.status, chargeId: orderId, amount: request.amount };
        return withCard(paid, await savedCard(request, found));
      }
      default:
        // Entered, its execution never seen: nothing was charged; this try is over.
        return found.Status === 'UNPROCESSED'
          ? { status: 'failed', chargeId: orderId, failureCode: 'processing_error' }
          : { status: 'pending', chargeId: orderId };
    }
  }

  const gateway: PaymentGateway = {
    name: 'gmo',

    async charge(request) {
      const orderId = gmoOrderId(request.orderId);
      const isChallengeable = Boolean(request.returnUrl) && !request.isOffSession;
      const entry = await call('EntryTran', {
        ...shop,
        OrderID: orderId,
        JobCd: request.isCapture ? 'CAPTURE' : 'AUTH',
        Amount: String(request.amount),
        Tax: '0',
        TdFlag: isChallengeable ? '2' : '0',
      });
      const problem = decidingProblem(entry);
      if (problem?.kind === 'duplicateOrder') return replay(request, orderId);
      if (problem) refusal(problem, entry);
      const { source } = request;
      let card: StoredCard | undefined;
      let payWith: Record<string, string>;
      if ('cardId' in source) {
        payWith = { ...site, MemberID: source.customerId, CardSeq: source.cardId };
      } else if (source.storeFor) {
        card = await saveCard(source.token, source.storeFor);
        payWith = { ...site, MemberID: source.storeFor, CardSeq: card.id };
      } else {
        payWith = { Token: source.token };
      }
      const exec = await call('ExecTran', {
        AccessID: entry.AccessID ?? '',
        AccessPass: entry.AccessPass ?? '',
        OrderID: orderId,
        Method: '1',
        ...payWith,
        ClientField1: String(request.amount),
        ...(card && { ClientField2: card.id }),
        ...(isChallengeable && request.returnUrl && { RetUrl: request.returnUrl }),
      });
      return outcomeOf(request, orderId, exec, card);
    },

    async capture({ chargeId, amount }) {
      const found = await existing(chargeId);
      if (found.Status !== 'AUTH') return answerOfTrade(chargeId, found);
      await must('AlterTran', {
        ...shop,
        AccessID: found.AccessID ?? '',
        AccessPass: found.AccessPass ?? '',
        JobCd: 'SALES',
        Amount: String(amount ?? Number(found.Amount)),
      });
      return answerOfTrade(chargeId, await existing(chargeId));
    },

    async retrieve(chargeId) {
      return chargeOfTrade(chargeId, await existing(chargeId));
    },

    async refund({ chargeId, amount, idempotencyKey, refundedBefore }) {
      const found = await existing(chargeId);
      const before = chargeOfTrade(chargeId, found);
      if (before.refundedAmount < (refundedBefore ?? 0) + amount) {
        const left = before.amount - before.refundedAmount - amount;
        const ids = { ...shop, AccessID: found.AccessID ?? '', AccessPass: found.AccessPass ?? '' };
        // All of what is left: RETURN; a part: the sale is changed to the smaller amount.
        await (left <= 0
          ? must('AlterTran', { ...ids, JobCd: 'RETURN' })
          : must('ChangeTran', { ...ids, JobCd: 'CAPTURE', Amount: String(left) }));
      }
      const after = chargeOfTrade(chargeId, await existing(chargeId));
      return { refundId: idempotencyKey, chargeId, amount, refundedTotal: after.refundedAmount };
    },

    storeCard({ token, customerId }) {
      return saveCard(token, customerId);
    },

    async deleteCard({ customerId, cardId }) {
      const answer = await call('DeleteCard', {
        ...site,
        MemberID: customerId,
        SeqMode: '0',
        CardSeq: cardId,
      });
      const problem = decidingProblem(answer);
      // No such member or card (deleted before): what was asked for holds.
      if (problem && problem.kind !== 'unknownCard') refusal(problem, answer);
    },

    async search(query) {
      if (!('orderId' in query)) {
        throw new GatewayError('invalid_request', 'GMO searches one order at a time.');
      }
      const orderId = gmoOrderId(query.orderId);
      const found = await trade(orderId);
      return found ? [chargeOfTrade(orderId, found)] : [];
    },

    verifyWebhook() {
      throw new GatewayError('signature_invalid', 'GMO notifications are not accepted.');
    },
  };

  return {
    ...gateway,
    /** Checks the shop keys with a search for an order that cannot exist. */
    async verify(): Promise<VerifyResult> {
      const answer = await call('SearchTrade', { ...shop, OrderID: 'hondana-verify' });
      const problem = decidingProblem(answer);
      if (!problem || problem.kind === 'unknownTrade') return 'accepted';
      if (problem.kind === 'refused' && problem.isMerchantSetting) return 'rejected';
      return refusal(problem, answer);
    },
  };
}

export type GmoGateway = ReturnType<typeof createGmoGateway>;
