import type { PaymentSettings } from '../../types/index';

/**
 * Whether a tenant's sales move money, as Stripe keeps test mode apart from live mode
 * (issue 30, item 4). `live`: a real gateway is set up. `test`: the sandbox, or VeriTrans with
 * its dummy requests: checkouts run, no card is charged. `none`: nothing set up, nothing sold.
 */
export type PaymentMode = 'live' | 'test' | 'none';

export const paymentModes: readonly PaymentMode[] = ['live', 'test', 'none'];

export const isPaymentMode = (value: unknown): value is PaymentMode =>
  paymentModes.includes(value as PaymentMode);

/** Card gateways that charge with the tenant's own merchant id and secret key. */
const KEYED_GATEWAYS = new Set<string>(['VERITRANS', 'GMO']);

type ModeFields = Pick<
  PaymentSettings,
  'paymentGateway' | 'isTestMode' | 'merchantCcid' | 'merchantSecretKey'
>;

/**
 * The mode of resolved payment settings, their secrets included: server side only (the answer
 * is a word, never a key). A card gateway without its merchant id or secret key is not set up.
 * Only VeriTrans has a per-tenant test switch (its `dummyRequest`); GMO's test site is the
 * operator's `GMO_API_URL`, so a GMO tenant is live as far as the tenant's settings tell.
 */
export function paymentModeOf(settings: ModeFields): PaymentMode {
  const gateway = settings.paymentGateway;
  if (gateway === 'SANDBOX') return 'test';
  if (gateway === 'NOT_SET_UP') return 'none';
  if (KEYED_GATEWAYS.has(gateway) && !(settings.merchantCcid && settings.merchantSecretKey)) {
    return 'none';
  }
  return gateway === 'VERITRANS' && settings.isTestMode ? 'test' : 'live';
}

/** `GET /api/admin/payment-mode`: the working tenant's mode and the gateway chosen, never a key. */
export interface PaymentModeAnswer {
  mode: PaymentMode;
  gateway: string;
}
