/**
 * A mixed reader and purchase load through one base URL (nginx): each client is a signed-in
 * reader that browses, searches, opens details, fetches an image from the bucket and adds
 * favourites; now and then it buys a plan for a reader of the purchase pool (card token,
 * register, confirm). Every request is recorded with its start and end, so a test can tell the
 * requests in flight at a moment from the others.
 */
export interface Sent {
  kind: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when the connection failed. */
  status: number;
}

export interface LoadPlan {
  baseUrl: string;
  /** One browsing reader per client. */
  readerTokens: string[];
  /** Readers each buying one plan (taken in turn). */
  buyerTokens: string[];
  planIds: string[];
  contentIds: string[];
  groupIds: string[];
  imageUrl: string;
  /** Read before each request: a test may move it once the load runs. */
  stopAt: number;
}

export interface LoadResult {
  sent: Sent[];
  /** Favourites answered 2xx: `<token>/<content id>`. */
  favourites: { token: string; contentId: string }[];
  /** Orders whose confirm answered OK. */
  paidOrders: string[];
  /** Orders whose confirm failed at the connection or with a 5xx (retried once after). */
  unsureOrders: { token: string; orderId: string; cardToken: string }[];
}

const keywords = ['Lighthouse', 'Harbor', '図書館', 'Garden'];

/**
 * `run()` runs every client until `plan.stopAt` and resolves when each has finished its last
 * request; `everyKind()` then sends each kind of request once, as one more reader and buyer.
 */
export function mixedLoad(plan: LoadPlan) {
  const result: LoadResult = { sent: [], favourites: [], paidOrders: [], unsureOrders: [] };
  let nextBuyer = 0;
  const call = async (kind: string, path: string, token: string, body?: unknown) => {
    const startedAt = Date.now();
    let status = 0;
    let answer: unknown = null;
    try {
      const res = await fetch(`${plan.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'x-access-token': token,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      const text = await res.text();
      answer = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch {
      status = 0; // the connection failed (the instance died under the request)
    }
    result.sent.push({ kind, startedAt, endedAt: Date.now(), status });
    return { status, answer: answer as { data?: Record<string, unknown> } | null };
  };
  const v1 = (path: string) => `/api/v1${path}${path.includes('?') ? '&' : '?'}path=sakura`;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

  async function buy(token: string, planId: string) {
    const card = await call('card token', '/sandbox-gateway/v1/tokens', token, {
      card_number: '4242424242424242',
      card_expire: '12/34',
      security_code: '123',
    });
    if (card.status !== 200) return;
    const cardToken = (card.answer as { token: string }).token;
    const register = await call('register', v1('/subscription-plan/user/register'), token, {
      subscription_plan_id: planId,
    });
    if (register.status !== 200) return;
    const orderId = String((register.answer?.data?.order as { id: string }).id);
    const confirm = await call('confirm', v1('/veritrans/confirm-order'), token, {
      order_id: orderId,
      token: cardToken,
    });
    if (confirm.status === 200 && confirm.answer?.data?.result === 'OK') {
      result.paidOrders.push(orderId);
    } else if (confirm.status === 0 || confirm.status >= 500) {
      result.unsureOrders.push({ token, orderId, cardToken });
    }
  }

  const browse = {
    home: (token: string) => call('home', v1('/content-group/content-group-list'), token),
    groupPage: (token: string) =>
      call(
        'group page',
        v1(`/content/page?contentGroupId=${pick(plan.groupIds)}&page=1&size=10`),
        token,
      ),
    search: (token: string) =>
      call('search', v1('/content/search?page=1&size=10'), token, {
        search_requests: [{ search_box_id: 'keyword', value: pick(keywords) }],
      }),
    detail: (token: string) =>
      call('detail', v1(`/content/detail/${pick(plan.contentIds)}`), token),
    image: (token: string) => call('image', plan.imageUrl, token),
  };

  async function favourite(token: string, contentId: string) {
    const added = await call('favourite', v1('/content/favorites/add'), token, {
      content_id: contentId,
    });
    if (added.status === 200) result.favourites.push({ token, contentId });
  }

  async function client(token: string, clientIndex: number) {
    let nextFavourite = clientIndex;
    while (Date.now() < plan.stopAt) {
      const roll = Math.random() * 100;
      if (roll < 20) await browse.home(token);
      else if (roll < 32) await browse.groupPage(token);
      else if (roll < 44) await browse.search(token);
      else if (roll < 62) await browse.detail(token);
      else if (roll < 72) await browse.image(token);
      else if (roll < 84 && nextFavourite < plan.contentIds.length) {
        await favourite(token, plan.contentIds[nextFavourite] as string);
        nextFavourite += plan.readerTokens.length;
      } else if (nextBuyer < plan.buyerTokens.length) {
        const buyer = plan.buyerTokens[nextBuyer] as string;
        nextBuyer += 1;
        await buy(buyer, plan.planIds[nextBuyer % plan.planIds.length] as string);
      }
    }
  }

  return {
    async run(): Promise<LoadResult> {
      await Promise.all(plan.readerTokens.map((token, i) => client(token, i)));
      return result;
    },
    /** Each kind once, in turn: the requests sent (appended to the result's too). */
    async everyKind(token: string, buyer: string, contentId: string): Promise<Sent[]> {
      const from = result.sent.length;
      for (const send of Object.values(browse)) await send(token);
      await favourite(token, contentId);
      await buy(buyer, plan.planIds[0] as string);
      return result.sent.slice(from);
    },
  };
}
