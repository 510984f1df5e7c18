import type { TestApp } from './app';
import { gmoToken, startGmoFake } from '../fakes/gmo';
import { startLearningFake } from '../fakes/learning';
import { startVeritransFake, veritransToken } from '../fakes/veritrans';

/** The merchant keys the fakes know (test values, never real ones). */
export const VERITRANS = {
  merchantCcid: 'A100000000000001069951cc',
  merchantSecretKey: 'vt-secret-key-for-tests-only-0123456789',
  tokenApiKey: 'cd76ca65-7f54-4dec-8ba3-11c12e36a548',
};
/** The tenant's learning-service client (sign-in and payment share it). */
export const LEARNING = {
  clientId: 'hondana-learning-client',
  clientSecret: 'learning-client-secret-for-tests',
  serviceCode: 'HONDANA01',
};
export const GMO = {
  shopId: 'tshop00061234',
  shopPass: 'gmo-shop-pass-for-tests',
  siteId: 'tsite00041234',
  sitePass: 'gmo-site-pass-for-tests',
};

/**
 * Both fake gateways on free ports, and the endpoints an app reaches them at. A timeout is
 * short here (1.5 s) so the tests of lost answers stay quick.
 */
export async function startFakeGateways(
  ports: { veritransPort?: number; gmoPort?: number; learningPort?: number } = {},
) {
  const learning = await startLearningFake({
    clients: { [LEARNING.clientId]: LEARNING.clientSecret },
    port: ports.learningPort,
  });
  const veritrans = await startVeritransFake({
    merchants: { [VERITRANS.merchantCcid]: VERITRANS.merchantSecretKey },
    tokenApiKeys: { [VERITRANS.tokenApiKey]: VERITRANS.merchantCcid },
    port: ports.veritransPort,
  });
  const gmo = await startGmoFake({
    shops: { [GMO.shopId]: GMO.shopPass },
    sites: { [GMO.siteId]: GMO.sitePass },
    port: ports.gmoPort,
  });
  return {
    veritrans,
    gmo,
    learning,
    endpoints: {
      learningApiUrl: learning.url,
      veritrans: { apiUrl: veritrans.url, tokenUrl: veritrans.tokenUrl },
      gmo: { apiUrl: gmo.url, tokenUrl: gmo.tokenUrl },
      timeoutMs: 1500,
    },
    reset() {
      veritrans.reset();
      gmo.reset();
      learning.reset();
    },
    async close() {
      await Promise.all([veritrans.close(), gmo.close(), learning.close()]);
    },
  };
}

export type FakeGateways = Awaited<ReturnType<typeof startFakeGateways>>;
export type GatewaySetting = 'SANDBOX' | 'VERITRANS' | 'GMO';

/** The payment settings that make a tenant sell through `gateway` on the fakes. */
export function paymentSettingsFor(
  gateway: GatewaySetting,
  overrides: Record<string, unknown> = {},
) {
  const keys =
    gateway === 'VERITRANS'
      ? { ...VERITRANS, isTestMode: true }
      : gateway === 'GMO'
        ? {
            merchantCcid: GMO.shopId,
            merchantSecretKey: GMO.shopPass,
            siteId: GMO.siteId,
            sitePassword: GMO.sitePass,
          }
        : {};
  return { paymentGateway: gateway, ...keys, ...overrides };
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
 * outcome (month 01-06, see the fakes' MONTH_RULES; 12 succeeds). The sandbox picks by number.
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
  const number = SANDBOX_CARDS[month] ?? '4242424242424242';
  const res = await t
    .anonymous()
    .post('/sandbox-gateway/v1/tokens')
    .send({ card_number: number, card_expire: '12/34', security_code: '123' })
    .expect(200);
  return res.body.token as string;
}

/** The sandbox's test numbers standing for the fakes' expiry months. */
const SANDBOX_CARDS: Record<number, string> = {
  1: '4000000000000002',
  2: '4000000000009995',
  3: '4000000000000069',
  4: '4000000000000127',
  6: '4000000000003220',
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
