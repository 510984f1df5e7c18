import { paymentModeOf, Status } from '@hondana/schemas/contracts';
import type { TokenisationConfig } from '@hondana/schemas/contracts';
import type { SettingsByKind } from '@hondana/schemas';
import type { GatewayEndpoints } from '../config';
import { AppError } from '../errors';
import type { OutboundFetch } from '../http/outbound';
import type { PaymentGateway } from './gateways/gateway';
import { GatewayError } from './gateways/gateway';
import { createGmoGateway } from './gateways/gmo';
import { createLearningGateway } from './gateways/learning';
import { createVeritransGateway } from './gateways/veritrans';

export interface GatewayDirectoryDeps {
  /** The tenant's payment settings with their stored secrets (server-only). */
  paymentSettings: (companyId: string) => Promise<PaymentSettings>;
  /** The tenant's learning-service client (its secret too), for the learning-service payment. */
  companySettings: (companyId: string) => Promise<CompanySettings>;
  endpoints: GatewayEndpoints;
  sandbox: PaymentGateway;
  /** The outbound guard, for the learning service's payment API (a tenant setting). */
  fetch: OutboundFetch;
}

/** The gateway names stored on payments and cards, per setting value. */
type PaymentSettings = SettingsByKind['payment'];
type CompanySettings = SettingsByKind['company'];

const NAME_OF: Partial<Record<PaymentSettings['paymentGateway'], string>> = {
  SANDBOX: 'sandbox',
  VERITRANS: 'veritrans',
  GMO: 'gmo',
  LEARNING_ID: 'learning',
};

/** What the browser needs to tokenise a card (public by the gateways' design; in the contracts). */
export type { TokenisationConfig };

/**
 * Each tenant sells through the gateway its payment settings name, with its own merchant
 * keys: a gateway is built per call from the stored settings (cheap: closures over the keys),
 * so a key an admin changes is used by the next charge. Refunds, renewals and reconciliation
 * go back to the gateway that made the payment (`named`). SHOPIFY and the learning-service ID
 * take no card here (docs/decisions.md "Card gateways"): a card call for them is 843.
 */
export function createGatewayDirectory({
  paymentSettings,
  companySettings,
  endpoints,
  sandbox,
  fetch,
}: GatewayDirectoryDeps) {
  function learning(settings: PaymentSettings, company: CompanySettings) {
    const apiUrl = endpoints.learningApiUrl ?? settings.learningPaymentUrl;
    if (!apiUrl || !company.learningIdClientId) throw new AppError(Status.paymentSettingsRejected);
    return createLearningGateway({
      apiUrl,
      clientId: company.learningIdClientId,
      clientSecret: company.learningIdClientSecret ?? '',
      serviceCode: company.learningIdServiceCode,
      timeoutMs: endpoints.timeoutMs,
      fetch,
    });
  }

  /** The gateway `name` with the tenant's keys (the learning service's client read when needed). */
  async function build(name: string, settings: PaymentSettings, companyId: string) {
    if (name === 'learning') {
      const gateway = learning(settings, await companySettings(companyId));
      return { gateway, verify: gateway.verify };
    }
    if (name === 'sandbox') return { gateway: sandbox, verify: async () => 'accepted' as const };
    if (name === 'veritrans') {
      const gateway = createVeritransGateway({
        apiUrl: endpoints.veritrans.apiUrl,
        timeoutMs: endpoints.timeoutMs,
        merchantCcid: settings.merchantCcid,
        merchantSecretKey: settings.merchantSecretKey ?? '',
        isTestMode: settings.isTestMode,
      });
      return { gateway, verify: gateway.verify };
    }
    if (name === 'gmo') {
      const gateway = createGmoGateway({
        apiUrl: endpoints.gmo.apiUrl,
        timeoutMs: endpoints.timeoutMs,
        shopId: settings.merchantCcid,
        shopPass: settings.merchantSecretKey ?? '',
        siteId: settings.siteId,
        sitePass: settings.sitePassword ?? '',
      });
      return { gateway, verify: gateway.verify };
    }
    throw new AppError(Status.paymentSettingsRejected);
  }

  const nameOf = (settings: PaymentSettings) => NAME_OF[settings.paymentGateway] ?? '';

  /**
   * The settings a new sale goes through: 843 while payments are not set up (NOT_SET_UP, or a
   * card gateway without its merchant keys), so no card call reaches a gateway with blank keys.
   */
  async function selling(companyId: string): Promise<PaymentSettings> {
    const settings = await paymentSettings(companyId);
    if (paymentModeOf(settings) === 'none') throw new AppError(Status.paymentSettingsRejected);
    return settings;
  }

  return {
    async forCompany(companyId: string): Promise<PaymentGateway> {
      const settings = await selling(companyId);
      return (await build(nameOf(settings), settings, companyId)).gateway;
    },

    /** The gateway that made a payment or holds a card, with the tenant's current keys. */
    async named(companyId: string, name: string): Promise<PaymentGateway> {
      if (name === 'sandbox') return sandbox;
      return (await build(name, await paymentSettings(companyId), companyId)).gateway;
    },

    /** The tenant's learning-service payment: 843 unless it sells through it, set up. */
    async learning(companyId: string) {
      const settings = await paymentSettings(companyId);
      if (nameOf(settings) !== 'learning') throw new AppError(Status.paymentSettingsRejected);
      return learning(settings, await companySettings(companyId));
    },

    async tokenisation(companyId: string): Promise<TokenisationConfig> {
      const settings = await selling(companyId);
      switch (nameOf(settings)) {
        case 'veritrans':
          return {
            gateway: 'veritrans',
            tokenUrl: endpoints.veritrans.tokenUrl,
            tokenApiKey: settings.tokenApiKey ?? '',
          };
        case 'gmo':
          return {
            gateway: 'gmo',
            tokenUrl: endpoints.gmo.tokenUrl,
            shopId: settings.merchantCcid,
          };
        case 'sandbox':
          return { gateway: 'sandbox', tokenUrl: '/sandbox-gateway/v1/tokens' };
        case 'learning':
          // No card on this site: the order page sends the reader to the service's page.
          return { gateway: 'learning' };
        default:
          throw new AppError(Status.paymentSettingsRejected);
      }
    },

    /**
     * Tries `settings` (a draft, its blank secrets already filled from the stored ones) at
     * the gateway: 843 when it refuses the keys, 859 when it cannot be reached.
     */
    async verify(
      settings: PaymentSettings,
      companyId: string,
    ): Promise<{ gateway: string; result: 'accepted' }> {
      const name = nameOf(settings);
      try {
        const result = await (await build(name, settings, companyId)).verify();
        if (result === 'rejected') throw new AppError(Status.paymentSettingsRejected);
        return { gateway: name, result };
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        if (err.code === 'unavailable' || err.code === 'timeout') {
          throw new AppError(Status.paymentServiceUnreachable);
        }
        throw new AppError(Status.paymentSettingsRejected);
      }
    },
  };
}

export type GatewayDirectory = ReturnType<typeof createGatewayDirectory>;
