import type { AdminScope } from '../access/scope';
import type { SettingsService } from '../settings/service';
import type { GatewayDirectory } from './directory';

export interface PaymentVerificationDeps {
  settings: Pick<SettingsService, 'draftWithSecrets' | 'get'>;
  gateways: Pick<GatewayDirectory, 'verify'>;
}

/**
 * The payment settings' verify action (spec 001 §1, §7 `check-api-setting-veritrans`): the
 * draft on the admin's screen, its blank secrets taken from the stored ones, is tried at the
 * gateway without charging anything. 843 when the gateway refuses the keys, 859 when it
 * cannot be reached, so an admin knows whether to fix a key or wait. Nothing is saved.
 */
export function createPaymentVerification({ settings, gateways }: PaymentVerificationDeps) {
  return {
    async verify({ scope, data }: { scope: AdminScope; data: unknown }) {
      const sent = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
      // What the admin did not send is what is stored (the v1 call may send nothing).
      const stored = (await settings.get({ scope, kind: 'payment' })).data;
      const checked = await settings.draftWithSecrets({
        scope,
        kind: 'payment',
        data: { ...stored, ...sent },
      });
      return gateways.verify(checked, scope.company.id);
    },
  };
}

export type PaymentVerification = ReturnType<typeof createPaymentVerification>;
