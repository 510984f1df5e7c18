import type { Knex } from 'knex';
import type { SettingsByKind } from '@hondana/schemas';
import { paymentModeOf } from '@hondana/schemas/contracts';
import type { PaymentMode, PaymentModeAnswer } from '@hondana/schemas/contracts';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';

type PaymentSettings = SettingsByKind['payment'];

export interface PaymentModesDeps {
  db: Knex;
  clock: Clock;
  /** The tenant's payment settings with their stored secrets (server-only). */
  paymentSettings: (companyId: string) => Promise<PaymentSettings>;
  /** How long the answer of `isSandboxInUse` is kept (default `SANDBOX_USE_RECHECK_MS`). */
  recheckMs?: number;
}

/** A tenant that switches to test mode finds the sandbox's pages within this long. */
export const SANDBOX_USE_RECHECK_MS = 5_000;

/**
 * Test mode apart from live mode (issue 30, item 4): which mode a tenant sells in, what the
 * console may be told of it, and whether any tenant sells through the sandbox at all (in
 * production its pages answer only then).
 */
export function createPaymentModes({
  db,
  clock,
  paymentSettings,
  recheckMs = SANDBOX_USE_RECHECK_MS,
}: PaymentModesDeps) {
  let checked: { at: number; isUsed: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;

  async function readSandboxUse(): Promise<boolean> {
    const startedAt = clock.now().getTime();
    // Documents are JSON text written by JSON.stringify: a quote inside a value is escaped,
    // so this pair of quoted words can only be the gateway field itself, on both dialects.
    const row = await db('tenant_settings')
      .where({ kind: 'payment' })
      .andWhere('data', 'like', '%"paymentGateway":"SANDBOX"%')
      .first('company_id');
    checked = { at: startedAt, isUsed: Boolean(row) };
    return checked.isUsed;
  }

  return {
    async of(companyId: string): Promise<PaymentMode> {
      return paymentModeOf(await paymentSettings(companyId));
    },

    /** What the console shows in its bar: the mode and the gateway chosen, never a key. */
    async forStaff(scope: AdminScope): Promise<PaymentModeAnswer> {
      const company = policy.managedCommerce(scope);
      const settings = await paymentSettings(company.id);
      return { mode: paymentModeOf(settings), gateway: settings.paymentGateway };
    },

    /** Whether some tenant sells through the sandbox; read again after `recheckMs`. */
    isSandboxInUse(): Promise<boolean> {
      if (checked && clock.now().getTime() - checked.at < recheckMs) {
        return Promise.resolve(checked.isUsed);
      }
      inFlight ??= readSandboxUse().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

export type PaymentModes = ReturnType<typeof createPaymentModes>;
