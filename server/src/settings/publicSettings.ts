import { resolveSettings } from '@hondana/schemas';
import type { PublicSettings } from '@hondana/schemas';
import { paymentModeOf } from '@hondana/schemas/contracts';
import type { PaymentMode } from '@hondana/schemas/contracts';
import { createCache } from '../cache/cache';
import type { Clock } from '../clock';
import { publishPublic } from './publish';
import type { SettingsRepository, StoredSettings } from './repository';

export interface ResolvedPublicSettings {
  settings: PublicSettings;
  /**
   * Whether checkouts move money (a word from the admin-only payment settings, never a key):
   * the reader shows its test-mode banner from it.
   */
  paymentMode: PaymentMode;
  /** Changes whenever any of the company's settings changes (cache key for responses). */
  stamp: string;
}

export interface PublicSettingsOptions {
  clock: Clock;
  /** How long another instance's save may stay unseen: the database stamp is re-read after it. */
  recheckMs?: number;
}

/** The default for `recheckMs`: a save on another instance shows within a second. */
export const PUBLIC_SETTINGS_RECHECK_MS = 1000;

/** Companies whose public settings are kept per process. */
export const MAX_PUBLIC_SETTINGS = 5_000;

/**
 * Resolved public settings per company, kept in memory. A save on this instance drops the
 * company's entry at once (`invalidate`, which also keeps a check under way from storing what
 * it read); saves on other instances are caught by comparing the database stamp, at most once
 * per `recheckMs` per company. Concurrent requests share one check (single flight), so a
 * burst of readers costs one query, not one each.
 */
export function createPublicSettings(
  repo: SettingsRepository,
  { clock, recheckMs = PUBLIC_SETTINGS_RECHECK_MS }: PublicSettingsOptions,
) {
  const defaults: ResolvedPublicSettings = {
    settings: publishPublic(new Map()),
    paymentMode: 'none',
    stamp: 'defaults',
  };
  // The TTL runs from the start of a check: the data is at least that fresh.
  const entries = createCache<string, ResolvedPublicSettings>({
    max: MAX_PUBLIC_SETTINGS,
    ttlMs: recheckMs,
    now: () => clock.now().getTime(),
  });

  async function refresh(companyId: string): Promise<ResolvedPublicSettings> {
    const stamp = await repo.stamp(companyId);
    // A stale entry of the same stamp is still right: only its check was due.
    const previous = entries.peek(companyId);
    return previous && previous.stamp === stamp
      ? previous
      : published(await repo.findAll(companyId), stamp);
  }

  return {
    resolve(companyId: string | null): Promise<ResolvedPublicSettings> {
      if (!companyId) return Promise.resolve(defaults);
      return entries.load(companyId, () => refresh(companyId));
    },

    /** After a save on this instance: the next request reads the database again. */
    invalidate(companyId: string): void {
      entries.delete(companyId);
    },
  };
}

export type PublicSettingsCache = ReturnType<typeof createPublicSettings>;

function published(stored: Map<string, StoredSettings>, stamp: string): ResolvedPublicSettings {
  const payment = resolveSettings('payment', stored.get('payment')?.data ?? {});
  return { settings: publishPublic(stored), paymentMode: paymentModeOf(payment), stamp };
}
