import { resolveSettings } from '@hondana/schemas';
import type { PublicSettings } from '@hondana/schemas';
import { paymentModeOf } from '@hondana/schemas/contracts';
import type { PaymentMode } from '@hondana/schemas/contracts';
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

interface Entry {
  resolved: ResolvedPublicSettings;
  checkedAt: number;
}

/**
 * Resolved public settings per company, kept in memory. A save on this instance drops the
 * company's entry at once (`invalidate`); saves on other instances are caught by comparing
 * the database stamp, at most once per `recheckMs` per company. Concurrent requests share
 * one check (single flight), so a burst of readers costs one query, not one each.
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
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<ResolvedPublicSettings>>();
  // Bumped by `invalidate`, so a check that started before a save cannot store what it read.
  const generations = new Map<string, number>();

  async function refresh(companyId: string, generation: number): Promise<ResolvedPublicSettings> {
    const startedAt = clock.now().getTime();
    const stamp = await repo.stamp(companyId);
    const previous = entries.get(companyId);
    const resolved =
      previous && previous.resolved.stamp === stamp
        ? previous.resolved
        : published(await repo.findAll(companyId), stamp);
    if ((generations.get(companyId) ?? 0) === generation) {
      if (entries.size > 5_000) entries.clear();
      // Measured from the start of the check: the data is at least that fresh.
      entries.set(companyId, { resolved, checkedAt: startedAt });
    }
    return resolved;
  }

  return {
    resolve(companyId: string | null): Promise<ResolvedPublicSettings> {
      if (!companyId) return Promise.resolve(defaults);
      const entry = entries.get(companyId);
      if (entry && clock.now().getTime() - entry.checkedAt < recheckMs) {
        return Promise.resolve(entry.resolved);
      }
      const pending = inFlight.get(companyId);
      if (pending) return pending;
      const check = refresh(companyId, generations.get(companyId) ?? 0).finally(() => {
        if (inFlight.get(companyId) === check) inFlight.delete(companyId);
      });
      inFlight.set(companyId, check);
      return check;
    },

    /** After a save on this instance: the next request reads the database again. */
    invalidate(companyId: string): void {
      generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
      entries.delete(companyId);
      inFlight.delete(companyId);
    },
  };
}

export type PublicSettingsCache = ReturnType<typeof createPublicSettings>;

function published(stored: Map<string, StoredSettings>, stamp: string): ResolvedPublicSettings {
  const payment = resolveSettings('payment', stored.get('payment')?.data ?? {});
  return { settings: publishPublic(stored), paymentMode: paymentModeOf(payment), stamp };
}
