import { createHash, randomBytes } from 'node:crypto';
import express from 'express';
import { allowBrowsers, challengePage, createFaults, expiryMonth, listen } from './shared';

/**
 * A local VeriTrans4G for tests and the demo, speaking the wire format of
 * server/src/payments/gateways/veritrans/protocol.ts: the browser token API (`/4gtoken`) and
 * the server API (`/paynow/v2/<Operation>` for payments, `/paynowid/v1/<Operation>` for the
 * accounts that keep cards; `{ params, authHash }` checked over the exact params bytes
 * received; account answers carry `payNowIdResponse` beside `result`). Dummy mode
 * (`dummyRequest: "1"`): the card's expiry month picks the outcome (MONTH_RULES). Tokens are
 * one-time and expire; 3-D Secure shows a challenge page; pending charges settle after
 * `settleAfterMs`. A token charged with an account keeps its card there only once the charge
 * is authorised (after a passed challenge, when 3-D Secure asked for one). In memory.
 */
export interface VeritransFakeOptions {
  /** merchantCcid → merchant secret key. */
  merchants: Record<string, string>;
  /** token API key → merchantCcid. */
  tokenApiKeys: Record<string, string>;
  tokenTtlMs?: number;
  settleAfterMs?: number;
  port?: number;
}

interface Card {
  number: string;
  expire: string;
}
interface Order {
  orderId: string;
  status: 'authorize' | 'capture' | 'cancel' | 'pending' | 'mpi' | 'failure';
  amount: number;
  capturedAmount: number;
  refundedAmount: number;
  vResultCode: string;
  txnDatetime: string;
  isCapture: boolean;
  isDummy: boolean;
  card: Card;
  settleAt?: number;
  redirectionUri?: string;
  /** The account a token's card is to be kept under, once the charge is authorised. */
  keepUnder?: string;
}

const code = (four: string) => `${four}000000000000`;

/** VeriTrans shows a card number's first six and last four digits. */
const masked = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;

/** Payments are one service, PayNowID (accounts and their cards) another, each its own path. */
const SERVICE_OF: Record<string, string> = {
  'Authorize/card': 'paynow/v2',
  'Authorize/mpi': 'paynow/v2',
  'GetResult/mpi': 'paynow/v2',
  'Capture/card': 'paynow/v2',
  'Cancel/card': 'paynow/v2',
  'Search/common': 'paynow/v2',
  'Add/cardinfo': 'paynowid/v1',
  'Get/cardinfo': 'paynowid/v1',
  'Delete/cardinfo': 'paynowid/v1',
};

/**
 * Dummy mode: expiry month → result (others succeed). 06: 3-D Secure asks for a challenge
 * when the reader is there (Authorize/mpi); a charge without 3-D Secure (Authorize/card, as
 * renewals are made) goes through. 07: the issuer wants authentication on every charge: a
 * challenge on Authorize/mpi, and Authorize/card is refused as not authenticated (AG70).
 */
export const VERITRANS_MONTH_RULES: Record<number, string> = {
  1: 'AG36',
  2: 'AG45',
  3: 'AG33',
  4: 'AG44',
  5: 'pending',
  6: 'challenge',
  7: 'alwaysChallenge',
};

export async function startVeritransFake(options: VeritransFakeOptions) {
  const faults = createFaults();
  const tokens = new Map<string, Card & { ccid: string; expiresAt: number; usedAt?: number }>();
  const accounts = new Map<string, { cardId: string; card: Card }[]>();
  const orders = new Map<string, Order>();
  const requests: { path: string; body: string }[] = [];
  const tokenTtlMs = options.tokenTtlMs ?? 15 * 60_000;
  const settleAfterMs = options.settleAfterMs ?? 300;
  let base = '';

  const app = express();
  allowBrowsers(app);

  app.post('/4gtoken', express.json({ limit: '10kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const fail = (c: string, message: string) =>
      res.status(400).json({ status: 'failure', code: c, message });
    const ccid = options.tokenApiKeys[String(body.token_api_key)];
    if (!ccid) return fail('invalid_token_api_key', 'The token API key is not valid.');
    const number = String(body.card_number ?? '');
    if (!/^\d{10,16}$/.test(number)) return fail('invalid_card_number', 'Invalid card number.');
    const expire = String(body.card_expire ?? '');
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expire))
      return fail('invalid_card_expire', 'Invalid expiry.');
    if (!/^\d{3,4}$/.test(String(body.security_code ?? '')))
      return fail('invalid_security_code', 'Invalid security code.');
    const token = randomBytes(18).toString('hex');
    tokens.set(token, { number, expire, ccid, expiresAt: Date.now() + tokenTtlMs });
    return res.json({
      token,
      token_expire_date: new Date(Date.now() + tokenTtlMs).toISOString(),
      req_card_number: `${number.slice(0, 6)}******${number.slice(-2)}`,
      status: 'success',
      code: 'success',
      message: 'Token is created.',
    });
  });

  // The server API: the raw body is kept, so the hash is checked over the bytes received.
  app.post(
    '/:service/:version/:operation/:kind',
    express.text({ type: '*/*', limit: '64kb' }),
    (req, res) => {
      const operation = `${req.params.operation}/${req.params.kind}`;
      const service = `${req.params.service}/${req.params.version}`;
      if (SERVICE_OF[operation] !== service) return res.status(404).send('Not Found');
      const raw = String(req.body ?? '');
      requests.push({ path: operation, body: raw });
      const before = faults.take(operation, 'before');
      if (before) return faults.apply(before, res);
      const { payNowIdResponse, ...result } = handle(operation, raw);
      const after = faults.take(operation, 'after');
      if (after) return faults.apply(after, res);
      return res.json(payNowIdResponse ? { result, payNowIdResponse } : { result });
    },
  );

  app.get('/acs/:ccid/:orderId', (req, res) => {
    const order = orders.get(`${req.params.ccid}:${req.params.orderId}`);
    if (!order || order.status !== 'mpi') return res.status(404).send('No challenge here.');
    return res
      .type('html')
      .send(challengePage('VeriTrans 3-D Secure', req.originalUrl, String(order.amount)));
  });

  app.post('/acs/:ccid/:orderId', express.urlencoded({ extended: false }), (req, res) => {
    const order = orders.get(`${req.params.ccid}:${req.params.orderId}`);
    if (!order || order.status !== 'mpi') return res.status(404).send('No challenge here.');
    if (req.body?.answer === 'pass') authorise(order, { isAuthenticated: true });
    else Object.assign(order, { status: 'failure', vResultCode: code('AG70') });
    return res.redirect(303, order.redirectionUri ?? '/');
  });

  /**
   * The card company's answer for an order's card. `isMpi`: 3-D Secure was asked for (the
   * reader is there); `isAuthenticated`: the reader passed the challenge.
   */
  function authorise(order: Order, { isMpi = false, isAuthenticated = false } = {}) {
    const rule = order.isDummy ? VERITRANS_MONTH_RULES[expiryMonth(order.card.expire)] : undefined;
    const asksChallenge = rule === 'challenge' || rule === 'alwaysChallenge';
    if (asksChallenge && isMpi && !isAuthenticated) {
      order.status = 'mpi';
    } else if (rule === 'alwaysChallenge' && !isAuthenticated) {
      Object.assign(order, { status: 'failure', vResultCode: code('AG70') });
    } else if (rule === 'pending') {
      Object.assign(order, { status: 'pending', settleAt: Date.now() + settleAfterMs });
    } else if (rule && !asksChallenge) {
      Object.assign(order, { status: 'failure', vResultCode: code(rule) });
    } else {
      approve(order);
    }
  }

  /** The charge goes through; a token's card is kept under its account only now. */
  function approve(order: Order) {
    Object.assign(order, {
      status: order.isCapture ? 'capture' : 'authorize',
      capturedAmount: order.isCapture ? order.amount : 0,
      vResultCode: code('A001'),
    });
    if (order.keepUnder) storeCard(order.keepUnder, order.card);
    order.keepUnder = undefined;
  }

  /** A pending order past its settle time has gone through. */
  function settled(order: Order) {
    if (order.status === 'pending' && Date.now() >= (order.settleAt ?? 0)) approve(order);
    return order;
  }

  function resultOf(order: Order, extra: Record<string, unknown> = {}) {
    settled(order);
    const mstatus =
      order.status === 'failure'
        ? 'failure'
        : order.status === 'pending' || order.status === 'mpi'
          ? 'pending'
          : 'success';
    return {
      mstatus,
      vResultCode:
        order.status === 'mpi' || order.status === 'pending' ? code('G001') : order.vResultCode,
      orderId: order.orderId,
      reqCardNumber: masked(order.card.number),
      ...(order.status === 'mpi' && {
        resRedirectUrl: `${base}/acs/${encodeURIComponent(ccidOf(order))}/${order.orderId}`,
      }),
      ...extra,
    };
  }

  const ccids = new WeakMap<Order, string>();
  const ccidOf = (order: Order) => ccids.get(order) ?? '';

  /** An account and its cards, as PayNowID answers them beside `result`. */
  function cardInfo(accountId: string) {
    return {
      payNowIdResponse: {
        processId: String(Math.floor(Math.random() * 9e9)),
        status: 'success',
        message: '処理が成功しました。',
        account: {
          accountId,
          cardInfo: (accounts.get(accountId) ?? []).map(({ cardId, card }, i, all) => ({
            cardId,
            cardNumber: masked(card.number),
            cardExpire: card.expire,
            defaultCard: i === all.length - 1 ? '1' : '0',
          })),
        },
      },
    };
  }

  /** A one-time token's card, used up now; an error code when it cannot be used. */
  function useToken(ccid: string, token: unknown): Card | string {
    const found = tokens.get(String(token));
    if (!found || found.ccid !== ccid) return 'AG64';
    if (found.usedAt || found.expiresAt < Date.now()) return 'AG65';
    found.usedAt = Date.now();
    return { number: found.number, expire: found.expire };
  }

  function storeCard(accountId: string, card: Card) {
    const cards = accounts.get(accountId) ?? [];
    cards.push({ cardId: `card-${randomBytes(8).toString('hex')}`, card });
    accounts.set(accountId, cards);
  }

  function handle(operation: string, raw: string): Record<string, unknown> {
    const fail = (four: string) => ({ mstatus: 'failure', vResultCode: code(four) });
    const match = /^\{"params":(.*),"authHash":"([0-9a-f]{64})"\}$/s.exec(raw);
    if (!match) return fail('MA03');
    const [, paramsJson = '', hash] = match;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fake reads any JSON sent
    let params: Record<string, any>;
    try {
      params = JSON.parse(paramsJson);
    } catch {
      return fail('MA03');
    }
    const ccid = String(params.merchantCcid ?? '');
    const key = options.merchants[ccid];
    if (key === undefined) return fail('MA01');
    const expected = createHash('sha256')
      .update(ccid + paramsJson + key, 'utf8')
      .digest('hex');
    if (hash !== expected) return fail('MA02');
    const orderKey = `${ccid}:${String(params.orderId ?? '')}`;
    const existing = orders.get(orderKey);
    const pay = params.payNowIdParam ?? {};
    switch (operation) {
      case 'Authorize/card':
      case 'Authorize/mpi': {
        if (!/^[\w-]{1,100}$/.test(String(params.orderId ?? '')) || !(Number(params.amount) > 0))
          return fail('MA03');
        if (existing) return fail('MA04');
        let card: Card | undefined;
        const accountId = pay.accountParam?.accountId as string | undefined;
        if (pay.token) {
          const used = useToken(ccid, pay.token);
          if (typeof used === 'string') return fail(used);
          card = used;
        } else if (accountId && pay.accountParam?.cardParam?.cardId) {
          card = accounts
            .get(accountId)
            ?.find((c) => c.cardId === pay.accountParam.cardParam.cardId)?.card;
        }
        if (!card) return fail('MA03');
        const order: Order = {
          orderId: String(params.orderId),
          status: 'pending',
          amount: Number(params.amount),
          capturedAmount: 0,
          refundedAmount: 0,
          vResultCode: code('A001'),
          txnDatetime: new Date().toISOString(),
          isCapture: params.withCapture === 'true',
          isDummy: params.dummyRequest === '1',
          card,
          redirectionUri: operation === 'Authorize/mpi' ? String(params.redirectionUri) : undefined,
          keepUnder: pay.token && accountId ? accountId : undefined,
        };
        orders.set(orderKey, order);
        ccids.set(order, ccid);
        authorise(order, { isMpi: operation === 'Authorize/mpi' });
        return resultOf(order, accountId ? cardInfo(accountId) : {});
      }
      case 'GetResult/mpi':
        return existing ? resultOf(existing) : fail('MA05');
      case 'Capture/card': {
        if (!existing) return fail('MA05');
        settled(existing);
        if (existing.status !== 'authorize') return fail('MA03');
        Object.assign(existing, {
          status: 'capture',
          capturedAmount: Number(params.amount ?? existing.amount),
        });
        return resultOf(existing);
      }
      case 'Cancel/card': {
        if (!existing) return fail('MA05');
        settled(existing);
        const amount = Number(params.amount ?? existing.capturedAmount - existing.refundedAmount);
        if (!['capture', 'authorize'].includes(existing.status) || !(amount > 0))
          return fail('MA03');
        if (existing.refundedAmount + amount > existing.amount) return fail('MA03');
        existing.refundedAmount += amount;
        if (existing.refundedAmount >= existing.amount) existing.status = 'cancel';
        return { ...resultOf(existing), mstatus: 'success', vResultCode: code('A001') };
      }
      case 'Add/cardinfo': {
        const accountId = pay.accountParam?.accountId;
        const used = useToken(ccid, pay.accountParam?.cardParam?.token);
        if (typeof used === 'string') return fail(used);
        if (!accountId) return fail('MA03');
        storeCard(String(accountId), used);
        return { mstatus: 'success', vResultCode: code('A001'), ...cardInfo(String(accountId)) };
      }
      case 'Get/cardinfo': {
        const accountId = pay.accountParam?.accountId;
        if (!accountId) return fail('MA03');
        return { mstatus: 'success', vResultCode: code('A001'), ...cardInfo(String(accountId)) };
      }
      case 'Delete/cardinfo': {
        const accountId = String(pay.accountParam?.accountId ?? '');
        const cardId = pay.accountParam?.cardParam?.cardId;
        const cards = accounts.get(accountId) ?? [];
        const at = cards.findIndex((stored) => stored.cardId === cardId);
        if (!accountId || at < 0) return fail('MA05');
        cards.splice(at, 1);
        return { mstatus: 'success', vResultCode: code('A001'), ...cardInfo(accountId) };
      }
      case 'Search/common': {
        const common = params.searchParameters?.common ?? {};
        const mine = [...orders.entries()]
          .filter(([k]) => k.startsWith(`${ccid}:`))
          .map(([, order]) => settled(order))
          .filter((order) =>
            common.orderId
              ? order.orderId === common.orderId
              : order.txnDatetime >= String(common.txnDatetimeFrom) &&
                order.txnDatetime <= String(common.txnDatetimeTo),
          );
        if (common.orderId && mine.length === 0) return fail('MA05');
        return {
          mstatus: 'success',
          vResultCode: code('A001'),
          orderInfos: {
            orderInfo: mine.map((order) => ({
              orderId: order.orderId,
              orderStatus: order.status,
              amount: String(order.amount),
              capturedAmount: String(order.capturedAmount),
              refundedAmount: String(order.refundedAmount),
              vResultCode: order.vResultCode,
              txnDatetime: order.txnDatetime,
            })),
          },
        };
      }
      default:
        return fail('MA03');
    }
  }

  const server = await listen(app, faults, options.port);
  base = server.url;
  return {
    url: server.url,
    tokenUrl: `${server.url}/4gtoken`,
    faults,
    /** Every server call received, as raw bodies (for tests of the wire format). */
    requests,
    orders,
    /** The cards kept under each account id (PayNowID), as the gateway's own books. */
    accounts,
    /** Forgets every token, account, order and request (between tests). */
    reset() {
      for (const map of [tokens, accounts, orders]) map.clear();
      requests.length = 0;
      faults.clear();
    },
    /** Makes every pending order settle now. */
    settleAll() {
      for (const order of orders.values()) order.settleAt = 0;
    },
    close: server.close,
  };
}

export type VeritransFake = Awaited<ReturnType<typeof startVeritransFake>>;

/** A token from the fake's browser API, as the reader's page gets one. */
export async function veritransToken(
  fake: { tokenUrl: string },
  tokenApiKey: string,
  card = { number: '4111111111111111', expire: '12/30', cvc: '123' },
) {
  const res = await fetch(fake.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: card.number,
      card_expire: card.expire,
      security_code: card.cvc,
      token_api_key: tokenApiKey,
      lang: 'en',
    }),
  });
  const body = (await res.json()) as { token?: string; status: string; code: string };
  if (!body.token) throw new Error(`no token: ${body.code}`);
  return body.token;
}
