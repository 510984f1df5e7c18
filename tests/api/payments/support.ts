import { afterAll, afterEach, beforeAll } from 'vitest';
import { gmoToken } from '../../fakes/gmo';
import { veritransToken } from '../../fakes/veritrans';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { GMO, VERITRANS, paymentSettingsFor, startFakeGateways } from '../../support/gateways';
import type { FakeGateways, GatewaySetting } from '../../support/gateways';
import type { sakuraReader } from '../subscriptions/support';
import { cardToken, clearCommerce, confirmOrder } from '../subscriptions/support';

/**
 * The fake gateways and an app reaching them, for one test file, handed to `ready` (which may
 * set the tenant up further); after each test the fakes, the sandbox's faults, every commerce
 * row and the contents are forgotten.
 */
export function useGatewayApp(ready: (t: TestApp, fakes: FakeGateways) => void | Promise<void>) {
  let t: TestApp | undefined;
  let fakes: FakeGateways | undefined;
  beforeAll(async () => {
    fakes = await startFakeGateways();
    t = await createTestApp({ gateways: fakes.endpoints });
    await ready(t, fakes);
  });
  afterEach(async () => {
    if (!t || !fakes) return;
    t.ctx.payments.sandbox.faults.clear();
    fakes.reset();
    await clearCommerce(t);
    await clearContents(t);
  });
  afterAll(async () => {
    await t?.destroy();
    await fakes?.close();
  });
}

/** Saves sakura's payment settings through the admin API. */
export async function sellThrough(t: TestApp, gateway: GatewaySetting) {
  const admin = await t.login('sakura');
  await admin
    .put('/api/admin/settings/payment')
    .send({ data: paymentSettingsFor(gateway) })
    .expect(200);
}

/**
 * A card token from `gateway`'s browser API for a card whose expiry month picks the fakes'
 * outcome (month 01-07, see the fakes' MONTH_RULES; 12 succeeds). The sandbox picks by number.
 * 06 asks for 3-D Secure when the reader is there, and its kept card renews off session; 07
 * wants authentication on every charge, so its off-session charges are refused.
 */
export async function tokenFor(
  t: TestApp,
  fakes: FakeGateways,
  gateway: GatewaySetting,
  month = 12,
) {
  const mm = String(month).padStart(2, '0');
  if (gateway === 'VERITRANS') {
    return veritransToken(fakes.veritrans, VERITRANS.tokenApiKey, {
      number: '4111111111111111',
      expire: `${mm}/30`,
      cvc: '123',
    });
  }
  if (gateway === 'GMO') {
    return gmoToken(fakes.gmo, GMO.shopId, {
      number: '4111111111111111',
      expire: `30${mm}`,
      cvc: '123',
      holder: 'TARO YAMADA',
    });
  }
  return cardToken(t, SANDBOX_CARDS[month] ?? '4242424242424242');
}

/** The sandbox's test numbers standing for the fakes' expiry months. */
const SANDBOX_CARDS: Record<number, string> = {
  1: '4000000000000002',
  2: '4000000000009995',
  3: '4000000000000069',
  4: '4000000000000127',
  6: '4000002500003155',
  7: '4000000000003220',
};

/** Passes (or fails) a 3-D Secure challenge as the card holder would, on its page. */
export async function answerChallenge(
  t: TestApp,
  redirectUrl: string,
  isPassed: boolean,
): Promise<string> {
  const sandbox = /^\/sandbox-gateway\/3ds\/(.+)$/.exec(redirectUrl);
  if (sandbox?.[1]) {
    const done = await t.ctx.payments.sandbox.completeChallenge(sandbox[1], isPassed);
    return done.returnUrl ?? '';
  }
  const page = await fetch(redirectUrl);
  if (!page.ok) throw new Error(`challenge page answered ${page.status}`);
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `otp=123456&answer=${isPassed ? 'pass' : 'fail'}`,
    redirect: 'manual',
  });
  return answer.headers.get('location') ?? '';
}

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/**
 * Pays `orderId` as the reader's page does when the card asks for 3-D Secure: confirm with
 * the token and the page's return URL, pass (or fail) the challenge on the gateway's page,
 * then confirm again on the return. Answers the first confirm and the one after the return.
 */
export async function payThroughChallenge(
  t: TestApp,
  reader: Reader,
  orderId: string,
  { token, isPassed = true }: { token?: string; isPassed?: boolean },
) {
  const returnUrl = `http://127.0.0.1/veritrans-payment/confirm?order=${orderId}`;
  // Without a token the stored card pays (a renewal the issuer wants authenticated).
  const first = await reader
    .v1('post', '/veritrans/confirm-order')
    .set('Host', '127.0.0.1')
    .send({ order_id: orderId, ...(token && { token }), redirect_url: returnUrl });
  if (first.body.data?.result !== 'REQUIRES_ACTION') return { first, after: first };
  const back = await answerChallenge(t, first.body.data.redirect_url, isPassed);
  if (back !== returnUrl) throw new Error(`the challenge returned to ${back}`);
  const after = await confirmOrder(reader, orderId);
  return { first, after };
}
