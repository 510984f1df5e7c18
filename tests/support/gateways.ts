import { startGmoFake } from '../fakes/gmo';
import { startLearningFake } from '../fakes/learning';
import { startVeritransFake } from '../fakes/veritrans';

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
