import { randomBytes } from 'node:crypto';
import express from 'express';
import iconv from 'iconv-lite';
import { allowBrowsers, challengePage, createFaults, listen } from './shared';

/**
 * A local GMO Payment Gateway for tests and the demo, speaking the wire format of
 * server/src/payments/gateways/gmo/protocol.ts: form-encoded `/payment/<Name>.idPass` calls
 * answered as Shift_JIS query strings, errors as `ErrCode` / `ErrInfo` joined with `|` (with a
 * Japanese `ErrMessage`), the token API (`/ext/api/getToken`, result codes 000, 100-131,
 * 501-553, 901) with one-time tokens valid 30 minutes, 3-D Secure with a challenge page, and
 * stored members and cards. The card's expiry month picks the outcome (MONTH_RULES).
 */
export interface GmoFakeOptions {
  /** ShopID → ShopPass. */
  shops: Record<string, string>;
  /** SiteID → SitePass. */
  sites: Record<string, string>;
  tokenTtlMs?: number;
  port?: number;
}

interface Card {
  number: string;
  /** YYMM, as GMO keeps it. */
  expire: string;
  holder: string;
  /** DeleteCard (logical mode) flags it; its CardSeq stays taken. */
  isDeleted?: boolean;
}
interface Trade {
  shopId: string;
  orderId: string;
  accessId: string;
  accessPass: string;
  jobCd: string;
  status: string;
  amount: number;
  clientField1: string;
  clientField2: string;
  /** The member whose card paid (a member card's trade). */
  memberId?: string;
  tdFlag: string;
  retUrl?: string;
  card?: Card;
  authFailed?: boolean;
  tranDate: string;
}

/**
 * Expiry month → ErrInfo (or a challenge); other months are approved. 06: 3-D Secure asks
 * for a challenge when asked for (TdFlag 2); a trade without it (TdFlag 0, as renewals are
 * made) goes through. 07: the issuer wants authentication on every charge: a challenge with
 * TdFlag 2, and E41170002 (not authenticated) without it.
 */
export const GMO_MONTH_RULES: Record<number, string> = {
  1: '42G120000',
  2: '42G030000',
  3: '42G830000',
  4: '42G440000',
  5: '42G650000',
  6: 'challenge',
  7: 'alwaysChallenge',
};

/** The Japanese texts the fake sends with its errors (Shift_JIS on the wire). */
export const GMO_MESSAGES: Record<string, string> = {
  E01030002: '指定されたIDとパスワードのショップが存在しません。',
  E01040010: 'このオーダーIDは既に使用されています。',
  E01110002: '指定されたIDとパスワードの取引が存在しません。',
  E01040001: 'オーダーIDが指定されていません。',
  E01170001: '利用金額が指定されていません。',
  E61010002: 'トークンが不正です。',
  E61010003: 'トークンは使用済みか有効期限切れです。',
  '42G020000': 'カード残高が不足しています。',
};

export async function startGmoFake(options: GmoFakeOptions) {
  const faults = createFaults();
  const tokens = new Map<string, Card & { shopId: string; expiresAt: number; usedAt?: number }>();
  const members = new Map<string, Card[]>();
  const trades = new Map<string, Trade>();
  const requests: { path: string; body: string }[] = [];
  const tokenTtlMs = options.tokenTtlMs ?? 30 * 60_000;
  let base = '';

  const app = express();
  allowBrowsers(app);

  /** A Shift_JIS query-string answer, values as they are (GMO does not percent-encode). */
  function send(res: express.Response, fields: Record<string, string>) {
    const text = Object.entries(fields)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    res.type('text/plain; charset=Shift_JIS').send(iconv.encode(text, 'Shift_JIS'));
  }
  const error = (...infos: string[]) => ({
    ErrCode: infos.map((i) => i.slice(0, 3)).join('|'),
    ErrInfo: infos.join('|'),
    ErrMessage: infos.map((i) => GMO_MESSAGES[i] ?? 'エラーが発生しました。').join('|'),
  });

  app.post(
    '/ext/api/getToken',
    express.urlencoded({ extended: false, limit: '10kb' }),
    (req, res) => {
      const b = (req.body ?? {}) as Record<string, string>;
      const fail = (resultCode: string) => res.json({ resultCode });
      if (!b.shopId) return fail('501');
      if (!(b.shopId in options.shops)) return fail('502');
      if (!b.cardno) return fail('100');
      if (!/^\d+$/.test(b.cardno)) return fail('101');
      if (!/^\d{10,16}$/.test(b.cardno)) return fail('102');
      if (!b.expire) return fail('110');
      if (!/^\d+$/.test(b.expire)) return fail('111');
      if (!/^\d{4}$/.test(b.expire)) return fail('112');
      if (!/^(0[1-9]|1[0-2])$/.test(b.expire.slice(2))) return fail('113');
      if (b.securitycode && !/^\d{3,4}$/.test(b.securitycode)) return fail('121');
      if (b.holdername && b.holdername.length > 50) return fail('131');
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, {
        number: b.cardno,
        expire: b.expire,
        holder: b.holdername ?? '',
        shopId: b.shopId,
        expiresAt: Date.now() + tokenTtlMs,
      });
      return res.json({
        resultCode: '000',
        tokenObject: {
          token: [token],
          toBeExpiredAt: new Date(Date.now() + tokenTtlMs).toISOString(),
          maskedCardNo: `${b.cardno.slice(0, 6)}******${b.cardno.slice(-4)}`,
          isSecurityCodeSet: Boolean(b.securitycode),
        },
      });
    },
  );

  app.post('/payment/:name.idPass', express.text({ type: '*/*', limit: '16kb' }), (req, res) => {
    const name = String(req.params.name);
    const raw = String(req.body ?? '');
    requests.push({ path: name, body: raw });
    const before = faults.take(name, 'before');
    if (before) return faults.apply(before, res);
    const answer = handle(name, Object.fromEntries(new URLSearchParams(raw)));
    const after = faults.take(name, 'after');
    if (after) return faults.apply(after, res);
    return send(res, answer);
  });

  app.get('/acs/:orderId', (req, res) => {
    const trade = [...trades.values()].find((t) => t.orderId === req.params.orderId);
    if (!trade || trade.status !== 'REQAUTH') return res.status(404).send('No challenge here.');
    return res
      .type('html')
      .send(challengePage('GMO 3-D Secure', req.originalUrl, String(trade.amount)));
  });

  app.post('/acs/:orderId', express.urlencoded({ extended: false }), (req, res) => {
    const trade = [...trades.values()].find((t) => t.orderId === req.params.orderId);
    if (!trade || trade.status !== 'REQAUTH') return res.status(404).send('No challenge here.');
    trade.status = 'AUTHENTICATED';
    trade.authFailed = req.body?.answer !== 'pass';
    return res.redirect(303, trade.retUrl ?? '/');
  });

  /** A one-time token's card, used up now (`shopId` null: a site call, any shop's token). */
  function useToken(shopId: string | null, token: string | undefined): Card | string {
    const found = tokens.get(String(token));
    if (!found || (shopId !== null && found.shopId !== shopId)) return 'E61010002';
    if (found.usedAt || found.expiresAt < Date.now()) return 'E61010003';
    found.usedAt = Date.now();
    return { number: found.number, expire: found.expire, holder: found.holder };
  }

  const shopOk = (f: Record<string, string>) =>
    f.ShopID !== undefined && options.shops[f.ShopID] === f.ShopPass;
  const siteOk = (f: Record<string, string>) =>
    f.SiteID !== undefined && options.sites[f.SiteID] === f.SitePass;
  const tradeByAccess = (f: Record<string, string>) =>
    [...trades.values()].find((t) => t.accessId === f.AccessID && t.accessPass === f.AccessPass);

  /**
   * The card company's answer for a trade's card (the month rule), applied to the trade;
   * `isAuthenticated`: the card holder passed 3-D Secure for it.
   */
  function execute(trade: Trade, isAuthenticated = false): Record<string, string> {
    const rule = GMO_MONTH_RULES[Number(trade.card?.expire.slice(2))];
    if (rule === 'alwaysChallenge' && !isAuthenticated) return error('E41170002');
    if (rule && rule !== 'challenge' && rule !== 'alwaysChallenge') return error(rule);
    trade.status = trade.jobCd === 'AUTH' ? 'AUTH' : 'CAPTURE';
    return {
      OrderID: trade.orderId,
      Forward: '2a99662',
      Method: '1',
      Approve: String(1000000 + Math.floor(Math.random() * 8999999)),
      TranID: randomBytes(14).toString('hex').slice(0, 28),
      TranDate: trade.tranDate,
      CheckString: randomBytes(16).toString('hex'),
    };
  }

  function handle(name: string, f: Record<string, string>): Record<string, string> {
    switch (name) {
      case 'EntryTran': {
        if (!shopOk(f)) return error('E01030002');
        const missing = [
          ...(!f.OrderID ? ['E01040001'] : []),
          ...(!(Number(f.Amount) > 0) ? ['E01170001'] : []),
        ];
        if (missing.length) return error(...missing);
        if (!/^[\w-]{1,27}$/.test(f.OrderID ?? '')) return error('E01040013');
        const key = `${f.ShopID}:${f.OrderID}`;
        if (trades.has(key)) return error('E01040010');
        const trade: Trade = {
          shopId: String(f.ShopID),
          orderId: String(f.OrderID),
          accessId: randomBytes(16).toString('hex'),
          accessPass: randomBytes(16).toString('hex'),
          jobCd: f.JobCd === 'AUTH' ? 'AUTH' : 'CAPTURE',
          status: 'UNPROCESSED',
          amount: Number(f.Amount),
          clientField1: '',
          clientField2: '',
          tdFlag: f.TdFlag ?? '0',
          tranDate: new Date().toISOString().replace(/\D/g, '').slice(0, 14),
        };
        trades.set(key, trade);
        return { AccessID: trade.accessId, AccessPass: trade.accessPass };
      }
      case 'ExecTran': {
        const trade = tradeByAccess(f);
        if (!trade || trade.orderId !== f.OrderID) return error('E01110002');
        if (trade.status !== 'UNPROCESSED') return error('E01040010');
        let card: Card | undefined;
        if (f.Token) {
          const used = useToken(trade.shopId, f.Token);
          if (typeof used === 'string') return error(used);
          card = used;
        } else if (f.MemberID && siteOk(f)) {
          card = members.get(`${f.SiteID}:${f.MemberID}`)?.[Number(f.CardSeq)];
          if (!card || card.isDeleted) return error('E01240002');
        } else {
          return error(f.MemberID ? 'E01210002' : 'E61010002');
        }
        Object.assign(trade, {
          card,
          clientField1: f.ClientField1 ?? '',
          clientField2: f.ClientField2 ?? '',
          memberId: f.Token ? undefined : f.MemberID,
          retUrl: f.RetUrl,
        });
        const rule = GMO_MONTH_RULES[Number(card.expire.slice(2))];
        if (trade.tdFlag === '2' && (rule === 'challenge' || rule === 'alwaysChallenge')) {
          trade.status = 'REQAUTH';
          return { ACS: '2', RedirectUrl: `${base}/acs/${trade.orderId}` };
        }
        return { ACS: '0', ...execute(trade) };
      }
      case 'SecureTran2': {
        const trade = tradeByAccess(f);
        if (!trade) return error('E01110002');
        if (trade.status !== 'AUTHENTICATED') return error('E41170001');
        if (trade.authFailed) {
          trade.status = 'UNPROCESSED';
          return error('E41170002');
        }
        return execute(trade, true);
      }
      case 'SearchTrade': {
        if (!shopOk(f)) return error('E01030002');
        const trade = trades.get(`${f.ShopID}:${f.OrderID}`);
        if (!trade) return error('E01110002');
        return {
          OrderID: trade.orderId,
          Status: trade.status,
          ProcessDate: trade.tranDate,
          JobCd: trade.jobCd,
          AccessID: trade.accessId,
          AccessPass: trade.accessPass,
          Amount: String(trade.amount),
          Tax: '0',
          SiteID: trade.memberId ? (Object.keys(options.sites)[0] ?? '') : '',
          MemberID: trade.memberId ?? '',
          CardNo: trade.card ? `*************${trade.card.number.slice(-3)}` : '',
          Expire: trade.card?.expire ?? '',
          ClientField1: trade.clientField1,
          ClientField2: trade.clientField2,
          TranDate: trade.tranDate,
        };
      }
      case 'AlterTran': {
        if (!shopOk(f)) return error('E01030002');
        const trade = tradeByAccess(f);
        if (!trade) return error('E01110002');
        if (f.JobCd === 'SALES' && trade.status === 'AUTH') {
          Object.assign(trade, { status: 'SALES', amount: Number(f.Amount ?? trade.amount) });
        } else if (
          (f.JobCd === 'RETURN' || f.JobCd === 'VOID') &&
          ['CAPTURE', 'SALES', 'AUTH'].includes(trade.status)
        ) {
          trade.status = f.JobCd;
        } else {
          return error('E01050004');
        }
        return {
          AccessID: trade.accessId,
          AccessPass: trade.accessPass,
          Forward: '2a99662',
          TranDate: trade.tranDate,
        };
      }
      case 'ChangeTran': {
        if (!shopOk(f)) return error('E01030002');
        const trade = tradeByAccess(f);
        if (!trade) return error('E01110002');
        const amount = Number(f.Amount);
        if (!['CAPTURE', 'SALES'].includes(trade.status) || !(amount > 0) || amount > trade.amount)
          return error('E01170011');
        trade.amount = amount;
        return {
          AccessID: trade.accessId,
          AccessPass: trade.accessPass,
          Forward: '2a99662',
          TranDate: trade.tranDate,
        };
      }
      case 'SaveMember': {
        if (!siteOk(f)) return error('E01210002');
        const key = `${f.SiteID}:${f.MemberID}`;
        if (members.has(key)) return error('E01390010');
        members.set(key, []);
        return { MemberID: String(f.MemberID) };
      }
      case 'SaveCard': {
        if (!siteOk(f)) return error('E01210002');
        const cards = members.get(`${f.SiteID}:${f.MemberID}`);
        if (!cards) return error('E01390002');
        const used = useToken(null, f.Token);
        if (typeof used === 'string') return error(used);
        cards.push(used);
        return {
          CardSeq: String(cards.length - 1),
          CardNo: `************${used.number.slice(-4)}`,
          Forward: '2a99662',
          Brand: used.number.startsWith('4') ? 'VISA' : 'MASTER',
          Expire: used.expire,
        };
      }
      case 'SearchCard': {
        // One card when CardSeq is sent, else all, fields joined with `|`. Cards are never
        // deleted here, so the logical (SeqMode 0) and physical (1) numbers are the same.
        if (!siteOk(f)) return error('E01210002');
        const all = members.get(`${f.SiteID}:${f.MemberID}`) ?? [];
        const seqs = all.map((_c, i) => i).filter((i) => !f.CardSeq || String(i) === f.CardSeq);
        if (!seqs.length) return error('E01240002');
        const join = (pick: (card: Card, i: number) => string) =>
          seqs.map((i) => pick(all[i] as Card, i)).join('|');
        return {
          CardSeq: join((_c, i) => String(i)),
          DefaultFlag: join((_c, i) => (i === all.length - 1 ? '1' : '0')),
          CardName: join(() => ''),
          CardNo: join((c) => `************${c.number.slice(-4)}`),
          Expire: join((c) => c.expire),
          HolderName: join((c) => c.holder),
          DeleteFlag: join((c) => (c.isDeleted ? '1' : '0')),
          Brand: join((c) => (c.number.startsWith('4') ? 'VISA' : 'MASTER')),
        };
      }
      case 'DeleteCard': {
        if (!siteOk(f)) return error('E01210002');
        const card = members.get(`${f.SiteID}:${f.MemberID}`)?.[Number(f.CardSeq)];
        if (!card || card.isDeleted) return error('E01240002');
        card.isDeleted = true;
        return { CardSeq: String(f.CardSeq) };
      }
      default:
        return error('E00000000');
    }
  }

  const server = await listen(app, faults, options.port);
  base = server.url;
  return {
    url: server.url,
    tokenUrl: `${server.url}/ext/api/getToken`,
    faults,
    requests,
    trades,
    /** The cards kept for each `SiteID:MemberID`, as the gateway's own books. */
    members,
    /** Forgets every token, member, trade and request (between tests). */
    reset() {
      for (const map of [tokens, members, trades]) map.clear();
      requests.length = 0;
      faults.clear();
    },
    close: server.close,
  };
}

export type GmoFake = Awaited<ReturnType<typeof startGmoFake>>;

/** A token from the fake's token API, as the reader's page gets one. */
export async function gmoToken(
  fake: { tokenUrl: string },
  shopId: string,
  card = { number: '4111111111111111', expire: '3012', cvc: '123', holder: 'TARO YAMADA' },
) {
  const res = await fetch(fake.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      shopId,
      cardno: card.number,
      expire: card.expire,
      securitycode: card.cvc,
      holdername: card.holder,
    }).toString(),
  });
  const body = (await res.json()) as { resultCode: string; tokenObject?: { token: string[] } };
  const token = body.tokenObject?.token[0];
  if (!token) throw new Error(`no token: ${body.resultCode}`);
  return token;
}
